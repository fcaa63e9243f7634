import { FIELD_MESSAGES } from '@markenportal/contract';
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
      // Publishing like posts; events notify nobody, so the confirmations say only who sees it.
      publish: 'Veröffentlichen',
      unpublish: 'Zurückziehen',
      publish_changes: 'Änderungen veröffentlichen',
      confirm: {
        publish_title: '„%{title}“ veröffentlichen?',
        publish_content: 'Die Veranstaltung wird für den Außendienst sichtbar.',
        publish_changes_content: 'Die geänderte Fassung ersetzt die veröffentlichte.',
        unpublish_title: '„%{title}“ zurückziehen?',
        unpublish_content: 'Der Außendienst sieht die Veranstaltung danach nicht mehr. Der Entwurf bleibt erhalten und kann wieder veröffentlicht werden.',
      },
      published_notice: 'Veranstaltung veröffentlicht.',
      unpublished_notice: 'Veranstaltung zurückgezogen.',
      log: 'Verlauf',
      end_before_start: FIELD_MESSAGES.endBeforeStart,
    },
  },
};
