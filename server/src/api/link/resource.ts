import { defineResource } from '../../resources';

// Invite links of the demo data's sales reps (routes/link.ts).
export const DEMO_LINKS = [
  { link: 'cardiovia-schneider', sales: 'sales', brand: 'Cardiovia' },
  { link: 'cardiovia-wagner', sales: 'sales2', brand: 'Cardiovia' },
  { link: 'dermasana-becker', sales: 'sales3', brand: 'DermaSana' },
];

export default defineResource({
  uid: 'api::link.link',
  demoRows: ({ brand, user }) => DEMO_LINKS.map((l) => ({ data: { link: l.link, salesUser: user(l.sales), brand: brand(l.brand) } })),
});
