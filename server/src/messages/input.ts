// The refusals of a request that cannot be read as it was sent: its encoding, nesting or size.
const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);

export const inputMessages = {
  tooDeep: (levels: number) => `Die Anfrage ist zu tief verschachtelt: höchstens ${count(levels)} Ebenen.`,
  tooManyValues: (values: number) => `Die Anfrage enthält zu viele Werte: höchstens ${count(values)}.`,
  badEncoding: 'Der Inhalt der Anfrage passt nicht zu ihrer Kodierung (Content-Encoding) und lässt sich nicht lesen.',
  unsupportedEncoding: 'Diese Kodierung der Anfrage wird nicht unterstützt. Bitte senden Sie JSON in UTF-8, unkomprimiert oder mit gzip, deflate oder br.',
  unreadable: 'Die Anfrage konnte nicht gelesen werden.',
};
