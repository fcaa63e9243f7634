import { FIELD_MESSAGES } from '@markenportal/contract';

// The server answers the link messages too: they are the contract's.

// Field names by react-admin's convention (resources.<resource>.fields.<source>).
const brandFields = {
  numericId: 'ID',
  name: 'Name',
  companyName: 'Firma',
  license: 'Lizenz',
  addons: 'Add-ons',
  city: 'Ort',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  phone: 'Telefon',
  email: 'E-Mail-Adresse',
  website: 'Website',
  description: 'Beschreibung',
  logo: 'Logo',
  createdAt: 'Angelegt am',
  updatedAt: 'Geändert am',
};
const linkFields = {
  link: 'Link',
  salesUser: 'Außendienst-Mitarbeiter/in',
  brand: 'Brand',
  preview: 'Vorschau-Adresse',
};

export default {
  resources: {
    brands: { fields: brandFields },
    'brand-management': { fields: brandFields },
    'brand-profile': { fields: brandFields },
    links: { fields: linkFields },
    'link-management': { fields: linkFields },
  },
  app: {
    brands: {
      name: 'Brand |||| Brands',
      search: 'Name, Firma oder ID',
      search_hint: 'Die Suche beginnt ab 2 Zeichen.',
      create_title: 'Brand anlegen',
      tables_link: 'Tabellenverwaltung',
      edit_profile_title: 'Brandprofil bearbeiten: %{name}',
      edit_license_title: 'Lizenz bearbeiten: %{name}',
      license_hint: 'Jede Änderung von Lizenz oder Add-ons wird mit Datum und Ihrem Namen in der Buchungshistorie vermerkt.',
      detail: {
        master_data: 'Stammdaten',
        license_section: 'Lizenz und Add-ons',
        no_license: 'Keine Lizenz gebucht',
        no_addons: 'Keine Add-ons gebucht',
        max_sales: 'bis %{n} Außendienst-Mitarbeitende',
        admins: 'Administratoren',
        no_admins: 'Keine Administratoren',
        no_admins_invite: 'Keine Administratoren. Laden Sie den ersten Administrator ein.',
        invite_admin: 'Administrator einladen',
        invite_admin_title: 'Administrator für diese Brand einladen',
        invite_admin_intro:
          'Die eingeladene Person erhält einen Link, mit dem sie sich registriert oder mit ihrem Konto anmeldet und dann diese Brand als Brand-Admin verwaltet.',
        sales_count: 'Außendienst-Mitarbeitende',
        links: 'Links',
        no_links: 'Noch keine Links',
        edit_profile: 'Profil bearbeiten',
        edit_license: 'Lizenz bearbeiten',
        add_link: 'Link anlegen',
        all_history: 'Ganze Historie',
      },
    },
    history: {
      title: 'Buchungshistorie',
      title_brand: 'Buchungshistorie: %{name}',
      choose_brand: 'Brand wählen',
      choose_hint: 'Wählen Sie eine Brand, um ihre Buchungen zu sehen.',
      empty: 'Noch keine Buchungen.',
      fields: { date: 'Datum', item: 'Leistung', kind: 'Art', action: 'Vorgang', by: 'Durch' },
      kind: { license: 'Lizenz', addon: 'Add-on' },
      action: { booked: 'gebucht', cancelled: 'gekündigt' },
    },
    links: {
      title: 'Links',
      create_title: 'Link anlegen',
      edit_title: 'Link bearbeiten: %{link}',
      exists: FIELD_MESSAGES.linkExists,
      invalid_id: FIELD_MESSAGES.invalidId,
      format: 'Nur Buchstaben, Ziffern, Bindestrich und Unterstrich',
    },
  },
};
