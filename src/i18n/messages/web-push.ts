// Web Push on this device (the rep's profile): the switch and its states.
export default {
  app: {
    web_push: {
      title: 'Benachrichtigungen auf diesem Gerät',
      hint: 'Neue Chatnachrichten und neue Beiträge Ihrer Brands erscheinen auch, wenn das Markenportal geschlossen ist.',
      on: 'Dieses Gerät erhält Benachrichtigungen.',
      off: 'Dieses Gerät erhält keine Benachrichtigungen.',
      unsupported: 'Dieser Browser unterstützt keine Benachrichtigungen.',
      blocked:
        'Benachrichtigungen sind in den Einstellungen des Browsers blockiert. Erlauben Sie sie dort für das Markenportal, dann können Sie sie hier einschalten.',
      not_ready: 'Die App ist auf diesem Gerät noch nicht bereit. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      failed: 'Die Benachrichtigungen konnten nicht umgestellt werden. Bitte versuchen Sie es erneut.',
    },
  },
};
