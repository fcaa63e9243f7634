// What a doctor or PTA reads when a connect lacks consent, and what operators read about the legal
// texts (docs/decisions/0036-consent-and-notice.md). The consent text itself is the web app's
// (src/i18n/messages/consent.ts); the server names it by its version only.

export const consentMessages = {
  missing: 'Bitte bestätigen Sie zuerst, dass der Außendienst und die Brand Ihre Daten sehen dürfen.',
  outdated: 'Der Text der Einwilligung hat sich geändert. Bitte laden Sie die Seite neu und bestätigen Sie ihn erneut.',
  unknown: 'Diese Einwilligung gibt es nicht.',
  chatClosed: 'Der Kontakt ist beendet. Der Chat bleibt lesbar, neue Nachrichten sind nicht mehr möglich.',
};

/** The most an operator's legal text may hold (characters of HTML), far above any real notice. */
export const LEGAL_TEXT_MAX_LENGTH = 100_000;

export const legalTextMessages = {
  operatorsOnly: 'Nur Betreiber dürfen die Rechtstexte ändern.',
  notText: 'Bitte geben Sie einen Text ein.',
  tooLong: `Der Text darf höchstens ${LEGAL_TEXT_MAX_LENGTH.toLocaleString('de-DE')} Zeichen haben.`,
  unknownField: 'Dieses Feld gibt es nicht.',
  // Until an operator writes them, the pages say so instead of showing nothing.
  defaults: {
    privacy:
      '<h2>Datenschutzerklärung</h2><p>Der Betreiber dieses Portals hat die Datenschutzerklärung noch nicht hinterlegt.</p>' +
      '<p>Betreiber: Bitte tragen Sie sie unter „Rechtstexte“ ein (Verantwortlicher, Zwecke und Rechtsgrundlagen, Empfänger, Speicherdauer, Rechte der Betroffenen, Beschwerderecht).</p>',
    imprint:
      '<h2>Impressum</h2><p>Der Betreiber dieses Portals hat das Impressum noch nicht hinterlegt.</p>' +
      '<p>Betreiber: Bitte tragen Sie es unter „Rechtstexte“ ein (Name und Anschrift, Vertretung, Kontakt, Register und Umsatzsteuer-ID nach § 5 DDG).</p>',
  },
};
