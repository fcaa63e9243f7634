// The answers of conditional saves (server/src/guards/versions.ts).
export const versionMessages = {
  conflict: 'Dieser Eintrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht gespeichert.',
  invalid: 'Ungültige Version in der Anfrage: „updatedAt“ muss ein Zeitpunkt sein.',
};
