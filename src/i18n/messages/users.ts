// Field names by react-admin's convention (resources.<resource>.fields.<source>): every list and
// form of people shares them; `profile.*` are the fields of the profile component.
export const profileFields = {
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Telefon',
  practice: 'Praxis / Firma',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  target: 'Zielgruppe',
};

export const userFields = {
  name: 'Name',
  email: 'E-Mail-Adresse',
  role: 'Rolle',
  brands: 'Brands',
  brand: 'Brand',
  brandRole: 'Rolle in der Brand',
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  createdAt: 'Angelegt am',
  blocked: 'Gesperrt',
  status: 'Status',
  lastSignInAt: 'Letzte Anmeldung',
  brand_role: 'Rolle in dieser Brand',
  profile: profileFields,
};

export default {
  resources: {
    users: { fields: userFields },
    'user-management': { fields: userFields },
    'employee-management': { fields: userFields },
    sales: { fields: userFields },
    'brand-admins': { fields: userFields },
  },
  app: {
    users: {
      title: 'Nutzerverwaltung',
      detail_title: 'Nutzer: %{name}',
      search: 'Name oder E-Mail',
      filters: { signed_in: 'Letzte Anmeldung', signed_in_recent: 'In den letzten 30 Tagen', signed_in_not_recent: 'Seit 30 Tagen nicht angemeldet' },
      own_role_hint: 'Ihre eigene Rolle und Ihre Brands können Sie nicht ändern.',
      delete_confirm_title: 'Nutzer löschen',
      delete_confirm_content: 'Möchten Sie %{name} wirklich löschen? Das kann nicht rückgängig gemacht werden.',
      brand_roles: 'Rollen je Brand',
      brand_roles_hint: 'Eine Rolle je Brand geht der allgemeinen Rolle in dieser Brand vor.',
      sections: { account: 'Konto', profile: 'Profil', access: 'Rolle und Brands' },
      target: { representative: 'Ärztin/Arzt', pta: 'PTA' },
      invite: {
        button: 'Benutzer einladen',
        title: 'Benutzer einladen',
        intro:
          'Die eingeladene Person erhält einen Link, mit dem sie ein Konto anlegt (oder sich mit ihrem Konto anmeldet) und der gewählten Brand mit der gewählten Rolle beitritt. Mitarbeitende des Betreibers legen Sie in der Mitarbeiterverwaltung an.',
        brand: 'Brand',
      },
    },
    employees: {
      title: 'Mitarbeiterverwaltung',
      create_title: 'Mitarbeiter/in anlegen',
      detail_title: 'Mitarbeiter/in: %{name}',
      created: 'Mitarbeiter/in angelegt. Die E-Mail zum Festlegen des Passworts wurde versandt.',
      password_hint: 'Die neue Person legt ihr Passwort über den Link in der E-Mail selbst fest.',
    },
  },
};
