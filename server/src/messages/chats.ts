// What chat participants and API callers read.
export const chatMessages = {
  notContact: 'Sie können nur mit Ihren Kontakten chatten.',
  notFound: 'Chat nicht gefunden.',
  emptyText: 'Bitte geben Sie eine Nachricht ein.',
  tooLong: (max: number) => `Die Nachricht ist zu lang (höchstens ${max} Zeichen).`,
  contactRequired: 'Bitte wählen Sie einen Kontakt.',
  invalidClientId: 'Ungültige Nachrichtenkennung (8 bis 64 Zeichen: Buchstaben, Ziffern, - und _).',
  clientIdInOtherChat: 'Diese Nachrichtenkennung gehört zu einer Nachricht in einem anderen Chat.',
};
