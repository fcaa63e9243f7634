// Shared by the brand admin's team pages (Außendienst, Zugangsverwaltung): invitations, links, removal.
export default {
  app: {
    team: {
      no_brand: 'Es ist keine Brand ausgewählt.',
      you: 'Sie',
      copy: 'Link kopieren',
      copied: 'Link in die Zwischenablage kopiert.',
      copy_failed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn von Hand.',
      remove: 'Aus der Brand entfernen',
      remove_confirm_title: 'Aus der Brand entfernen?',
      remove_confirm_content: '%{name} verliert den Zugang zu „%{brand}“. Das Konto selbst bleibt bestehen.',
      removed: '%{name} wurde aus der Brand entfernt.',
      pending: {
        title: 'Offene Einladungen',
        state: 'Status',
        actions: 'Aktionen',
        open: 'Offen, gültig bis %{date}',
        expired: 'Abgelaufen',
        resend: 'Erneut senden',
        resend_to: 'Einladung an %{email} erneut senden',
        resent: 'Die Einladung an %{email} wurde mit einem neuen Link erneut gesendet.',
        revoke: 'Zurückziehen',
        revoke_to: 'Einladung an %{email} zurückziehen',
        revoke_title: 'Einladung an %{email} zurückziehen?',
        revoke_content: 'Der Einladungslink funktioniert danach nicht mehr.',
        revoked: 'Die Einladung an %{email} wurde zurückgezogen.',
      },
      invite: {
        email: 'E-Mail-Adresse',
        role: 'Rolle in dieser Brand',
        submit: 'Einladung senden',
        sent: 'Die Einladung an %{email} wurde erstellt.',
        link: 'Einladungslink',
        expires: 'Gültig bis %{date}.',
        mail_hint:
          'Die Einladung geht per E-Mail an die angegebene Adresse. Ohne eingerichteten Mailserver (Entwicklungsumgebung) wird die E-Mail nur im Server-Protokoll ausgegeben – geben Sie den Link dann direkt weiter.',
        another: 'Weitere Person einladen',
      },
    },
  },
};
