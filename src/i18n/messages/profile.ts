import { profileFields, userFields } from './users';

export default {
  app: {
    profile: {
      title: 'Mein Profil',
      edit_title: 'Profil bearbeiten',
      edit: 'Profil bearbeiten',
      empty: 'Noch keine Angaben. Ergänzen Sie Ihr Profil über „Profil bearbeiten“.',
      image: 'Profilbild',
      image_hint: 'Ein Foto, auf dem man Sie erkennt (JPG, PNG oder WebP).',
      email_hint: 'Die E-Mail-Adresse ist Ihre Anmeldung und kann hier nicht geändert werden.',
      saved: 'Ihr Profil wurde gespeichert.',
      sections: { person: 'Person', contact: 'Praxis und Kontakt' },
      // The profile component's fields as everywhere else; the show page adds the address line.
      fields: { ...profileFields, address: 'Adresse', email: userFields.email },
    },
  },
};
