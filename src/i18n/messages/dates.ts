// Messages of the date and time fields (src/common/time/).
export default {
  app: {
    dates: {
      invalid: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
      invalid_date_time: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein (TT.MM.JJJJ SS:MM).',
      too_early: 'Dieser Zeitpunkt liegt zu früh.',
      too_late: 'Dieser Zeitpunkt liegt zu spät.',
    },
  },
};
