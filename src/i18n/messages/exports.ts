// The names of the lists' CSV files (Brands_25.11.2026.csv); the columns are the lists' own field names.
export default {
  app: {
    exports: {
      files: {
        brands: 'Brands',
        users: 'Nutzer',
        employees: 'Mitarbeiter',
        links: 'Links',
        sales: 'Außendienst',
        brand_admins: 'Zugangsverwaltung',
        events: 'Veranstaltungen',
        posts: 'Beiträge',
        booking_history: 'Buchungshistorie',
      },
    },
  },
};
