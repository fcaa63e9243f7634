export default {
  resources: {
    events: {
      fields: {
        title: 'Titel',
        description: 'Beschreibung',
        startDate: 'Beginn',
        endDate: 'Ende',
        location: 'Ort',
        specializations: 'Fachrichtungen',
        state: 'Status',
        createdAt: 'Angelegt am',
      },
    },
  },
  app: {
    events: {
      title: 'Veranstaltungen',
      create_title: 'Veranstaltung anlegen',
      edit_title: 'Veranstaltung bearbeiten: %{title}',
      edit_title_short: 'Veranstaltung bearbeiten',
      search: 'Titel suchen',
      filters: { when: 'Zeitpunkt', upcoming: 'Bevorstehend', past: 'Vergangen', start_from: 'Beginn ab', start_to: 'Beginn bis' },
      publish_now: 'Sofort veröffentlichen',
      end_before_start: 'Das Ende muss nach dem Beginn liegen.',
    },
  },
};
