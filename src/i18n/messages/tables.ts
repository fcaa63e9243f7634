// Table management (/table-management/{table}): the reference tables Lizenzen, Add-ons, Fachrichtungen.
const referenceFields = {
  numericId: 'ID',
  name: 'Name',
  description: 'Beschreibung',
  maxSalesUsers: 'Max. Außendienst-Nutzer',
};

export default {
  resources: {
    licenses: { fields: referenceFields },
    addons: { fields: referenceFields },
    specializations: { fields: referenceFields },
  },
  app: {
    tables: {
      title: 'Tabellenverwaltung',
      tabs_label: 'Referenztabellen',
      search: 'Name suchen',
      actions: 'Aktionen',
      empty_value: '–',
      max_sales_users_hint: 'Wie viele Außendienst-Nutzer eine Brand mit dieser Lizenz haben darf.',
      validation: {
        blank: 'Der Name darf nicht nur aus Leerzeichen bestehen.',
        integer: 'Bitte geben Sie eine ganze Zahl ein.',
      },
      licenses: {
        tab: 'Lizenzen',
        intro: 'Lizenzen, die Brands buchen können. Eine Lizenz, die noch einer Brand zugeordnet ist, kann nicht gelöscht werden.',
        create: 'Lizenz anlegen',
        create_title: 'Neue Lizenz',
        edit_title: 'Lizenz „%{name}“ bearbeiten',
        delete_title: 'Lizenz „%{name}“ löschen?',
        delete_content: 'Die Lizenz „%{name}“ wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
        empty: 'Es gibt noch keine Lizenzen.',
        created: 'Lizenz angelegt',
        updated: 'Lizenz gespeichert',
        deleted: 'Lizenz gelöscht',
      },
      addons: {
        tab: 'Add-ons',
        intro: 'Zusatzmodule, die Brands zu ihrer Lizenz buchen können. Ein Add-on, das noch einer Brand zugeordnet ist, kann nicht gelöscht werden.',
        create: 'Add-on anlegen',
        create_title: 'Neues Add-on',
        edit_title: 'Add-on „%{name}“ bearbeiten',
        delete_title: 'Add-on „%{name}“ löschen?',
        delete_content: 'Das Add-on „%{name}“ wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
        empty: 'Es gibt noch keine Add-ons.',
        created: 'Add-on angelegt',
        updated: 'Add-on gespeichert',
        deleted: 'Add-on gelöscht',
      },
      specializations: {
        tab: 'Fachrichtungen',
        intro:
          'Fachrichtungen, denen Beiträge und Veranstaltungen zugeordnet werden. Eine Fachrichtung, die noch verwendet wird (auch in Entwürfen), kann nicht gelöscht werden.',
        create: 'Fachrichtung anlegen',
        create_title: 'Neue Fachrichtung',
        edit_title: 'Fachrichtung „%{name}“ bearbeiten',
        delete_title: 'Fachrichtung „%{name}“ löschen?',
        delete_content: 'Die Fachrichtung „%{name}“ wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
        empty: 'Es gibt noch keine Fachrichtungen.',
        created: 'Fachrichtung angelegt',
        updated: 'Fachrichtung gespeichert',
        deleted: 'Fachrichtung gelöscht',
      },
    },
  },
};
