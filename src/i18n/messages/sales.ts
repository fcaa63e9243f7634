export default {
  app: {
    sales: {
      title: 'Außendienst',
      edit_title: 'Außendienst: %{name}',
      search: 'Name oder E-Mail',
      empty: 'Diese Brand hat noch keine Außendienst-Mitarbeitenden.',
      invite: 'Außendienst einladen',
      invite_title: 'Außendienst-Mitarbeiter/in einladen',
      invite_intro:
        'Die eingeladene Person erhält einen Link, mit dem sie sich registriert oder mit ihrem Konto anmeldet und dann zum Außendienst dieser Brand gehört.',
      sections: { profile: 'Profil', status: 'Status', link: 'Einladungslink' },
      blocked_hint: 'Gesperrte Mitarbeitende können sich nicht mehr anmelden.',
      status: { active: 'Aktiv', blocked: 'Gesperrt' },
      salutations: { herr: 'Herr', frau: 'Frau', divers: 'Divers' },
      link: {
        intro: 'Über diesen Link verbinden sich Ärztinnen, Ärzte und PTA mit dieser Person als Kontakt.',
        none: 'Für diese Brand gibt es noch keinen Link.',
        create: 'Link erzeugen',
        created: 'Der Link wurde erzeugt.',
        label: 'Link zur Vorschau',
      },
    },
  },
};
