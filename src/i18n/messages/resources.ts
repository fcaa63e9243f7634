// react-admin names resources in its own messages ("Keine %{name} gefunden", the delete dialog
// "%{name} „…“ löschen?") and says what a save did ("Beitrag gespeichert"): German names here.
const resource = (singular: string, plural: string) => ({
  name: `${singular} |||| ${plural}`,
  // react-admin lower-cases the name inside a sentence unless it is given in its own case.
  forcedCaseName: `${singular} |||| ${plural}`,
  notifications: {
    created: `${singular} angelegt`,
    updated: `${singular} gespeichert`,
    deleted: `${singular} gelöscht |||| %{smart_count} ${plural} gelöscht`,
  },
});

export default {
  resources: {
    brands: resource('Brand', 'Brands'),
    'brand-management': resource('Brand', 'Brands'),
    users: resource('Nutzer', 'Nutzer'),
    'user-management': resource('Nutzer', 'Nutzer'),
    'employee-management': resource('Mitarbeiter', 'Mitarbeiter'),
    sales: resource('Außendienst', 'Außendienst'),
    'brand-admins': resource('Admin', 'Admins'),
    'brand-profile': resource('Brandprofil', 'Brandprofile'),
    links: resource('Link', 'Links'),
    'link-management': resource('Link', 'Links'),
    licenses: resource('Lizenz', 'Lizenzen'),
    addons: resource('Add-on', 'Add-ons'),
    specializations: resource('Fachrichtung', 'Fachrichtungen'),
    posts: {
      ...resource('Beitrag', 'Beiträge'),
      message: {
        delete_content:
          'Der Beitrag „%{recordRepresentation}“ wird mit seiner veröffentlichten Fassung endgültig gelöscht. Der Außendienst sieht ihn danach nicht mehr.',
      },
    },
    events: resource('Veranstaltung', 'Veranstaltungen'),
  },
};
