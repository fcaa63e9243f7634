import { defineResource } from '../../resources';

// What the server reads of __plural__ beyond Strapi's folders (server/src/resources.ts): the demo rows.
export default defineResource({
  uid: 'api::__singular__.__singular__',
  demoRows: ({ brand }) => [
    { data: { title: '__Singular__ 1 (Beispiel)', description: 'Beschreibung ergänzen.', brand: brand('Cardiovia') } },
    { data: { title: '__Singular__ 2 (Beispiel)', description: 'Beschreibung ergänzen.', brand: brand('Cardiovia') } },
    { data: { title: '__Singular__ (Beispiel)', description: 'Beschreibung ergänzen.', brand: brand('DermaSana') } },
  ],
});
