export default {
  app: {
    contacts: {
      title: 'Kontakte',
      search: 'Suche nach Name, Praxis oder Ort',
      count: '%{smart_count} Kontakt |||| %{smart_count} Kontakte',
      empty: 'Sie haben noch keine Kontakte. Ärztinnen, Ärzte und PTA verbinden sich über Ihren Link mit Ihnen.',
      no_match: 'Keine Kontakte gefunden.',
      load_error: 'Die Kontakte konnten nicht geladen werden.',
      not_found: 'Dieser Kontakt wurde nicht gefunden.',
      not_found_hint: 'Die Person gehört nicht zu Ihren Kontakten oder der Link ist falsch.',
      back: 'Zurück zu den Kontakten',
      start_chat: 'Chat starten',
      call: 'Anrufen',
      write_mail: 'E-Mail schreiben',
      chat_failed: 'Der Chat konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
      fields: { practice: 'Praxis', address: 'Adresse', phone: 'Telefon', email: 'E-Mail' },
      new_contact_title: 'Ihnen wurde ein neuer Arzt zugewiesen!',
      to_profile: 'Weiter zum Profil',
    },
  },
};
