// The demo data set of docs/decisions/0012-demo-data.md: enough to try every screen.
import type { ProfileTarget } from '@markenportal/contract';

export const DEMO_PASSWORD = 'Demo1234!';

export const LICENSES = [
  { name: 'Basis', description: 'Beiträge und Außendienst für kleine Teams', maxSalesUsers: 5 },
  { name: 'Professional', description: 'Mit Veranstaltungen und geplanter Veröffentlichung', maxSalesUsers: 25 },
  { name: 'Enterprise', description: 'Für große Außendienst-Organisationen', maxSalesUsers: 250 },
];

export const ADDONS = [
  { name: 'Chat-Modul', description: 'Direkter Austausch zwischen Außendienst und Praxis' },
  { name: 'Veranstaltungsmodul', description: 'Fortbildungen und Events veröffentlichen' },
  { name: 'Push-Kampagnen', description: 'Benachrichtigungen an Favoriten' },
  { name: 'Auswertungen Plus', description: 'Erweiterte Kennzahlen und Exporte' },
];

export const SPECIALIZATIONS = [
  'Allgemeinmedizin',
  'Innere Medizin',
  'Kardiologie',
  'Dermatologie',
  'Pädiatrie',
  'Gynäkologie',
  'Orthopädie',
  'Neurologie',
  'HNO-Heilkunde',
  'Augenheilkunde',
  'Apotheke',
  'Diabetologie',
];

const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig'];
const BRAND_NAMES = [
  ['Cardiovia', 'Cardiovia Pharma GmbH'],
  ['DermaSana', 'Sana Dermatologie AG'],
  ['Pädicura', 'Pädicura Kinderarznei GmbH'],
  ['Neurolind', 'Lindenhof Neuro Pharma GmbH'],
  ['Gastrofit', 'Gastrofit Health GmbH'],
  ['Ophtalux', 'Ophtalux Augenoptik AG'],
  ['Osteoplus', 'Osteoplus Orthopädie GmbH'],
  ['Diabetica', 'Diabetica Medizintechnik GmbH'],
  ['Pulmovent', 'Pulmovent Respiratory GmbH'],
  ['Allergon', 'Allergon Immunologie GmbH'],
  ['Hepatica', 'Hepatica Leberforschung KG'],
  ['Renalis', 'Renalis Nephro GmbH'],
  ['Sanavita', 'Sanavita Naturarznei GmbH'],
  ['Otovital', 'Otovital HNO-Produkte GmbH'],
  ['Gynocare', 'Gynocare Frauengesundheit GmbH'],
  ['Urologix', 'Urologix Pharma AG'],
  ['Thermacur', 'Thermacur Schmerztherapie GmbH'],
  ['Vitaderm', 'Vitaderm Hautpflege GmbH'],
  ['Immunova', 'Immunova Biotech AG'],
  ['Rheumafit', 'Rheumafit Therapeutika GmbH'],
  ['Somnial', 'Somnial Schlafmedizin GmbH'],
  ['Dentaris', 'Dentaris Zahngesundheit GmbH'],
  ['Onkovita', 'Onkovita Onkologie AG'],
  ['Psychelan', 'Psychelan Neuropharma GmbH'],
  ['Venoflex', 'Venoflex Gefäßmedizin GmbH'],
];

export const BRANDS = BRAND_NAMES.map(([name, companyName], i) => ({
  name,
  companyName,
  city: CITIES[i % CITIES.length],
  zip: String(10115 + i * 1371).padStart(5, '0'),
  street: `Industriestraße ${i + 1}`,
  email: `kontakt@${name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
  phone: `+49 30 ${String(4000000 + i * 7919).slice(0, 7)}`,
  website: `https://www.${name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
  description: `${name} entwickelt Arzneimittel und Services für Praxen und Apotheken.`,
  licenseIndex: i % 3,
  addonIndexes: [0, 1, 2, 3].filter((a) => (i + a) % 3 !== 0),
}));

type Profile = {
  target?: ProfileTarget;
  salutation?: 'herr' | 'frau';
  title?: string;
  firstName: string;
  lastName: string;
  phone?: string;
  practice?: string;
  city?: string;
};
type BrandRole = 'brand_admin' | 'visual_brand_admin' | 'sales';
export type DemoUser = { key: string; email: string; role: string; profile: Profile; brands?: string[]; brandRoles?: Record<string, BrandRole> };

/** The six demo accounts of docs/decisions/0012-demo-data.md, then the people around them. */
export const USERS: DemoUser[] = [
  { key: 'operator', email: 'operator@example.com', role: 'operator', profile: { salutation: 'frau', firstName: 'Olivia', lastName: 'Operator' } },
  { key: 'mitarbeiter', email: 'mitarbeiter@example.com', role: 'visual_admin', profile: { salutation: 'herr', firstName: 'Max', lastName: 'Mitarbeiter' } },
  {
    key: 'brandadmin',
    email: 'brandadmin@example.com',
    role: 'brand_admin',
    brands: ['Cardiovia', 'DermaSana'],
    brandRoles: { Cardiovia: 'brand_admin', DermaSana: 'brand_admin' },
    profile: { salutation: 'frau', firstName: 'Berta', lastName: 'Brandt' },
  },
  {
    key: 'brandviewer',
    email: 'brandviewer@example.com',
    role: 'visual_brand_admin',
    brands: ['Cardiovia'],
    brandRoles: { Cardiovia: 'visual_brand_admin' },
    profile: { salutation: 'herr', firstName: 'Victor', lastName: 'Viewer' },
  },
  {
    key: 'sales',
    email: 'sales@example.com',
    role: 'sales',
    brands: ['Cardiovia'],
    brandRoles: { Cardiovia: 'sales' },
    profile: { salutation: 'herr', firstName: 'Simon', lastName: 'Schneider', phone: '+49 171 2345678', city: 'Berlin' },
  },
  {
    key: 'arzt',
    email: 'arzt@example.com',
    role: 'authenticated',
    profile: {
      target: 'representative',
      salutation: 'frau',
      title: 'Dr. med.',
      firstName: 'Anna',
      lastName: 'Arendt',
      phone: '+49 30 1234567',
      practice: 'Hausarztpraxis Arendt',
      city: 'Berlin',
    },
  },
  {
    key: 'pta',
    email: 'pta@example.com',
    role: 'authenticated',
    profile: { target: 'pta', salutation: 'frau', firstName: 'Paula', lastName: 'Peters', practice: 'Linden-Apotheke', city: 'Berlin' },
  },
  {
    key: 'arzt2',
    email: 'dr.yilmaz@example.com',
    role: 'authenticated',
    profile: {
      target: 'representative',
      salutation: 'herr',
      title: 'Dr. med.',
      firstName: 'Emre',
      lastName: 'Yilmaz',
      practice: 'Kardiologie am Park',
      city: 'Potsdam',
    },
  },
  {
    key: 'sales2',
    email: 'lena.wagner@example.com',
    role: 'sales',
    brands: ['Cardiovia'],
    brandRoles: { Cardiovia: 'sales' },
    profile: { salutation: 'frau', firstName: 'Lena', lastName: 'Wagner', city: 'Hamburg' },
  },
  {
    key: 'sales3',
    email: 'jonas.becker@example.com',
    role: 'sales',
    brands: ['DermaSana'],
    brandRoles: { DermaSana: 'sales' },
    profile: { salutation: 'herr', firstName: 'Jonas', lastName: 'Becker', city: 'München' },
  },
  {
    key: 'admin2',
    email: 'katrin.hoffmann@example.com',
    role: 'brand_admin',
    brands: ['DermaSana'],
    brandRoles: { DermaSana: 'brand_admin' },
    profile: { salutation: 'frau', firstName: 'Katrin', lastName: 'Hoffmann' },
  },
];

export const CONTACTS: [string, string][] = [
  ['sales', 'arzt'],
  ['sales', 'pta'],
  ['sales', 'arzt2'],
  ['sales2', 'arzt2'],
];

const DAY = 24 * 60 * 60 * 1000;
export type DemoPost = {
  brand: string;
  title: string;
  type: 'news' | 'product' | 'study' | 'service';
  state: 'draft' | 'published' | 'scheduled';
  daysAgo?: number;
  inDays?: number;
  hideForPTA?: boolean;
  hideForRepresentative?: boolean;
};
export const POSTS: DemoPost[] = [
  { brand: 'Cardiovia', title: 'Neue Leitlinie zur Hypertonie-Therapie', type: 'news', state: 'published', daysAgo: 2 },
  { brand: 'Cardiovia', title: 'Cardiovia Forte: jetzt in der 100er-Packung', type: 'product', state: 'published', daysAgo: 9 },
  { brand: 'Cardiovia', title: 'Studie: Adhärenz bei Betablockern', type: 'study', state: 'published', daysAgo: 20, hideForPTA: true },
  { brand: 'Cardiovia', title: 'Beratungsleitfaden für die Apotheke', type: 'service', state: 'published', daysAgo: 35, hideForRepresentative: true },
  { brand: 'Cardiovia', title: 'Webinar-Rückblick: Herzinsuffizienz', type: 'news', state: 'scheduled', inDays: 3 },
  { brand: 'Cardiovia', title: 'Entwurf: Fachinformation Update', type: 'product', state: 'draft' },
  { brand: 'DermaSana', title: 'Sonnenschutz in der Praxis', type: 'service', state: 'published', daysAgo: 4 },
  { brand: 'DermaSana', title: 'Neue Creme-Grundlage für empfindliche Haut', type: 'product', state: 'scheduled', inDays: 7 },
  { brand: 'DermaSana', title: 'Entwurf: Neurodermitis bei Kindern', type: 'study', state: 'draft' },
];
export const postContent = (title: string) =>
  `<h2>${title}</h2><p>Liebe Praxisteams, hier finden Sie die wichtigsten Informationen kompakt zusammengefasst.</p>` +
  '<ul><li>Indikation und Dosierung</li><li>Hinweise für das Patientengespräch</li><li>Materialien zum Bestellen</li></ul>';

export const FAVORITES: [string, string][] = [
  ['arzt', 'Cardiovia'],
  ['pta', 'Cardiovia'],
  ['arzt2', 'Cardiovia'],
  ['arzt', 'DermaSana'],
];

export const CHATS: { between: [string, string]; messages: [string, string, boolean][] }[] = [
  {
    between: ['sales', 'arzt'],
    messages: [
      ['arzt', 'Guten Tag Herr Schneider, haben Sie noch Muster von Cardiovia Forte?', true],
      ['sales', 'Guten Tag Frau Dr. Arendt, ja, ich bringe Ihnen am Donnerstag welche vorbei.', true],
      ['arzt', 'Wunderbar, vielen Dank! Passt 14 Uhr?', false],
    ],
  },
  { between: ['sales', 'pta'], messages: [['pta', 'Hallo, gibt es den Beratungsleitfaden auch gedruckt?', false]] },
];

export { DAY };
