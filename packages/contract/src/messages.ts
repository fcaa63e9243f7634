// German field messages that both sides state: the server answers them at the field, the web app
// says the same before it asks (its catalog, src/i18n/, points here). Other texts live on one side.

export const FIELD_MESSAGES = {
  /** A link's text is taken (the spec's "Validation rules"). */
  linkExists: 'Der Link existiert bereits',
  /** A write without a valid id (the spec's "Error catalogue"). */
  invalidId: 'Ungültige ID',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  /** Scheduled publication: no time, or one that has passed. */
  scheduleDateRequired: 'Bitte wählen Sie Datum und Uhrzeit.',
  schedulePastDate: 'Der Zeitpunkt muss in der Zukunft liegen.',
  /** An event's period (events.ts): no start, a time that is none, an end not after the start. */
  startRequired: 'Bitte geben Sie den Beginn ein.',
  invalidDateTime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  /** The answer's summary when fields are marked. */
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
} as const;

/** What both sides accept as an e-mail address: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
