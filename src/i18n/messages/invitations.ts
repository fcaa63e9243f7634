export default {
  app: {
    invitations: {
      start_title: 'Einladung',
      register_title: 'Konto anlegen und Einladung annehmen',
      login_title: 'Anmelden und Einladung annehmen',
      summary: 'Sie wurden zu %{brand} als %{role} eingeladen (%{email}). Die Einladung gilt bis %{date}.',
      no_code: 'Der Einladungslink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut.',
      register: 'Neues Konto anlegen',
      login: 'Mit bestehendem Konto anmelden',
      register_submit: 'Konto anlegen und beitreten',
      login_submit: 'Anmelden und beitreten',
    },
  },
};
