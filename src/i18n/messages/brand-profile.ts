export default {
  app: {
    brand_profile: {
      title: 'Brandprofil',
      edit_title: 'Brandprofil bearbeiten',
      edit: 'Profil bearbeiten',
      no_logo: 'Kein Logo hinterlegt',
      empty: 'Noch keine Angaben. Ergänzen Sie Adresse und Kontakt über „Profil bearbeiten“.',
    },
  },
};
