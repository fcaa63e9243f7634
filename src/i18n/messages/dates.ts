// Messages of the date and time fields (src/common/time/).
export default {
  app: {
    dates: {
      invalid: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
      invalid_date_time: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein (TT.MM.JJJJ SS:MM).',
      too_early: 'Dieser Zeitpunkt liegt zu früh.',
      too_late: 'Dieser Zeitpunkt liegt zu spät.',
      skipped_time: 'Am %{date} werden die Uhren um %{from} Uhr auf %{to} Uhr vorgestellt (Sommerzeit) – gespeichert wird %{time} Uhr.',
      repeated_time: '%{time} Uhr gibt es am %{date} wegen der Umstellung auf Winterzeit zweimal – gemeint ist die erste, %{time} Uhr %{zone}.',
    },
  },
};
