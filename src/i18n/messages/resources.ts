// react-admin names resources in its own messages ("Keine %{name} gefunden"): German names here.
export default {
  resources: {
    brands: { name: 'Brand |||| Brands' },
    'brand-management': { name: 'Brand |||| Brands' },
    users: { name: 'Nutzer |||| Nutzer' },
    'user-management': { name: 'Nutzer |||| Nutzer' },
    'employee-management': { name: 'Mitarbeiter |||| Mitarbeiter' },
    sales: { name: 'Außendienst |||| Außendienst' },
    'brand-admins': { name: 'Admin |||| Admins' },
    'brand-profile': { name: 'Brandprofil |||| Brandprofile' },
    links: { name: 'Link |||| Links' },
    'link-management': { name: 'Link |||| Links' },
    licenses: { name: 'Lizenz |||| Lizenzen' },
    addons: { name: 'Add-on |||| Add-ons' },
    specializations: { name: 'Fachrichtung |||| Fachrichtungen' },
    posts: { name: 'Beitrag |||| Beiträge' },
    events: { name: 'Veranstaltung |||| Veranstaltungen' },
  },
};
