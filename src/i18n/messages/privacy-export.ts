// A person's data as one archive (DSGVO Art. 15 and 20): „Meine Daten“ on the own profile, and the
// operator's export on a user's page.
export default {
  app: {
    privacy_export: {
      title: 'Meine Daten',
      hint: 'Laden Sie alle Daten, die das Markenportal über Sie gespeichert hat, als ZIP-Archiv herunter. Eine Datei „README.txt“ darin erklärt jede Datei.',
      download: 'Meine Daten herunterladen',
      account_download: 'Daten exportieren',
      busy: 'Archiv wird erstellt …',
      failed: 'Das Archiv konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
      file: 'Meine_Daten',
      account_file: 'Daten_Nutzer_%{id}',
    },
  },
};
