// The texts of __plural__ (src/__plural__): German labels to fill in.
export default {
  resources: {
    __plural__: {
      name: '__Singular__ |||| __Plural__',
      fields: { title: 'Titel', description: 'Beschreibung', brand: 'Brand', updatedAt: 'Geändert am' },
    },
  },
  app: {
    menu: { __plural__: '__Plural__' },
    __plural__: {
      title: '__Plural__',
      create_title: '__Singular__ anlegen',
      edit_title: '__Singular__ bearbeiten: %{title}',
      search: 'Titel suchen',
      export_file: '__plural__',
      title_required: 'Bitte geben Sie einen Titel ein.',
    },
    bulk: {
      __plural__: {
        delete_title: '%{smart_count} __Singular__ löschen? |||| %{smart_count} __Plural__ löschen?',
        delete_content: 'Der Eintrag wird endgültig gelöscht. |||| Die Einträge werden endgültig gelöscht.',
        deleted: '%{smart_count} __Singular__ gelöscht |||| %{smart_count} __Plural__ gelöscht',
      },
    },
  },
};
