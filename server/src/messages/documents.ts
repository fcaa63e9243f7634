// The field refusals of the document rules (validation/document-rules.ts) that the web app does not
// state itself; those it states are the contract's FIELD_MESSAGES. Each reads as German to the
// German-errors middleware (messages/validation.ts `looksGerman`), which passes it unchanged.
const number = (n: number) => new Intl.NumberFormat('de-DE').format(n);

export const documentMessages = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  typeRequired: 'Bitte wählen Sie einen Typ.',
  minLength: (n: number) => `Bitte geben Sie mindestens ${n} Zeichen ein.`,
  pattern: 'Bitte prüfen Sie das Format dieses Felds.',
  min: (n: number) => `Der Wert muss mindestens ${number(n)} sein.`,
};
