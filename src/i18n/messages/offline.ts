// The field app offline (issue 23): the notice, messages waiting to be sent, a new version.
export default {
  app: {
    offline: {
      notice: 'Sie sind offline. Angezeigt wird der gespeicherte Stand vom %{when}.',
      notice_no_data: 'Sie sind offline. Diese Seite wurde auf diesem Gerät noch nicht geladen.',
      back_office: 'Keine Internetverbindung. Die Listen zeigen keine aktuellen Daten, bis das Gerät wieder online ist.',
      /** A chat message written on the device that the server does not have yet. */
      pending: 'wird gesendet',
      not_sent: 'nicht gesendet',
      /** The server refused a message without saying why. */
      message_refused: 'Die Nachricht wurde vom Server abgelehnt.',
      retry: 'Erneut senden',
      discard: 'Verwerfen',
      new_version: 'Eine neue Version des Markenportals ist da.',
      reload: 'Neue Version – neu laden',
    },
  },
};
