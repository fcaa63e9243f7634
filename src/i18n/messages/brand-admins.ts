export default {
  app: {
    brand_admins: {
      title: 'Zugangsverwaltung',
      edit_title: 'Zugang: %{name}',
      search: 'Name oder E-Mail',
      invite: 'Admin einladen',
      invite_title: 'Zugang für diese Brand vergeben',
      invite_intro:
        'Die eingeladene Person erhält einen Link, mit dem sie sich registriert oder mit ihrem Konto anmeldet und dann diese Brand mit der gewählten Rolle verwaltet.',
      role_hint: {
        brand_admin: 'Verwaltet Beiträge, Veranstaltungen, Außendienst, Zugänge und das Brandprofil.',
        visual_brand_admin: 'Sieht Dashboard und Beiträge, ändert aber nichts.',
      },
      save_role: 'Rolle speichern',
      role_saved: 'Die Rolle von %{name} ist jetzt „%{role}“.',
      own_hint: 'Das ist Ihr eigener Zugang. Ihre Rolle und Ihre Mitgliedschaft in dieser Brand kann nur eine andere Person ändern.',
    },
  },
};
