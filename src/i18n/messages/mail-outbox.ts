// The mail outbox (/mail-outbox): the mails the server sends, for operators.
export default {
  resources: {
    'mail-outbox': {
      fields: {
        createdAt: 'Erstellt',
        kind: 'Art',
        recipient: 'Empfänger',
        subject: 'Betreff',
        state: 'Status',
        attempts: 'Versuche',
        lastError: 'Letzter Fehler',
      },
    },
  },
  app: {
    mail_outbox: {
      title: 'E-Mail-Versand',
      intro:
        'Alle E-Mails, die das Markenportal versendet. Fehlgeschlagene E-Mails können Sie erneut senden, sobald die Ursache behoben ist. Wie lange gesendete und fehlgeschlagene E-Mails aufbewahrt werden, zeigt die Seite „Aufbewahrung“.',
      all_states: 'Alle',
      states: { pending: 'Wartet', sending: 'Wird gesendet', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
      kinds: {
        invitation: 'Einladung',
        'password-reset': 'Passwort zurücksetzen',
        'email-confirmation': 'E-Mail-Bestätigung',
        other: 'Sonstige',
      },
      retry: 'Erneut senden',
      retried: 'Die E-Mail wird erneut gesendet.',
      empty: 'Keine E-Mails in diesem Status.',
    },
  },
};
