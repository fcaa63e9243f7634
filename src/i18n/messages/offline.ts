// The field app offline (issue 23): the notice, messages waiting to be sent, a new version, signing out with unsent messages.
export default {
  app: {
    offline: {
      /** The phone has no network (the browser says so). */
      device: 'Sie sind offline. Angezeigt wird der gespeicherte Stand vom %{when}.',
      device_no_data: 'Sie sind offline. Diese Seite wurde auf diesem Gerät noch nicht geladen.',
      /** The phone has a network, but the server does not answer (a restart, a dead zone with bars). */
      server: 'Die Verbindung zum Server ist unterbrochen. Sie wird automatisch wiederhergestellt. Angezeigt wird der gespeicherte Stand vom %{when}.',
      server_no_data:
        'Die Verbindung zum Server ist unterbrochen. Sie wird automatisch wiederhergestellt. Diese Seite wurde auf diesem Gerät noch nicht geladen.',
      back_office_device: 'Keine Internetverbindung. Die Listen zeigen keine aktuellen Daten, bis das Gerät wieder online ist.',
      back_office_server: 'Der Server ist nicht erreichbar. Die Listen zeigen keine aktuellen Daten, bis er wieder antwortet.',
      /** The server refused a message without saying why. */
      message_refused: 'Die Nachricht wurde vom Server abgelehnt.',
      /** The session ended while the field app is open (a 401): instead of any connection notice. */
      session_ended:
        'Ihre Sitzung ist abgelaufen, zum Beispiel weil Ihr Passwort auf einem anderen Gerät geändert wurde. Nicht gesendete Nachrichten bleiben auf diesem Gerät und werden nach der Anmeldung gesendet.',
      session_ended_sign_in: 'Erneut anmelden',
      new_version: 'Eine neue Version des Markenportals ist da.',
      reload: 'Neue Version – neu laden',
      /** Signing out with messages the server does not have yet (SignOutMenuItem.tsx). */
      sign_out: {
        sending: 'Nachrichten werden gesendet …',
        title: 'Nicht gesendete Nachrichten',
        unsent: '%{smart_count} Nachricht wurde noch nicht gesendet. |||| %{smart_count} Nachrichten wurden noch nicht gesendet.',
        hint:
          'Wenn Sie sich jetzt abmelden, wird sie von diesem Gerät gelöscht. Bleiben Sie angemeldet, wird sie gesendet, sobald wieder eine Verbindung besteht. |||| ' +
          'Wenn Sie sich jetzt abmelden, werden sie von diesem Gerät gelöscht. Bleiben Sie angemeldet, werden sie gesendet, sobald wieder eine Verbindung besteht.',
        stay: 'Angemeldet bleiben',
        discard: 'Verwerfen und abmelden',
      },
    },
  },
};
