export default {
  app: {
    edit_conflict: {
      hint: 'Ihre Änderungen stehen noch im Formular. „Neu laden“ zeigt die inzwischen gespeicherte Fassung; Ihre Änderungen gehen dabei verloren.',
      reload: 'Neu laden',
    },
  },
};
