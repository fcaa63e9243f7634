// The app's features, one line each (docs/architecture.md, "Features"). App.tsx registers their
// resources and routes and hands them to the layout (menus, icons, pages fetched ahead, a feature's
// own layout and notices); the dataProvider reads their `data` and `dataProvider`. The layers below
// import no feature: the joining happens here and in App.tsx (tests/unit/layers.test.ts).
import type { Feature } from './common/feature';
import type { DataProviderParts } from './providers/dataProvider';
import { RECORD_TYPES, type ResourceTable } from './providers/strapi/resources';
import login from './login';
import invitations from './invitations';
import linkPreview from './link-preview';
import home from './home';
import changeBrand from './change-brand';
import posts from './posts';
import events from './events';
import sales from './sales';
import brandProfile from './brand-profile';
import brandAdmins from './brand-admins';
import brandHistory from './brand-history';
import fieldApp from './field-app';
import contacts from './field-app/contacts';
import chat from './field-app/chat';
import profile from './profile';
import brands from './brands';
import links from './links';
import users from './users';
import employees from './employees';
import reports from './reports';
import tables from './tables';
import mailOutbox from './mail-outbox';
import retention from './retention';
import auditLog from './audit-log';
import legalTexts from './legal-texts';
// `npm run new:resource` adds an import above this line.

export const FEATURES: readonly Feature[] = [
  login,
  invitations,
  linkPreview,
  home,
  changeBrand,
  posts,
  events,
  sales,
  brandProfile,
  brandAdmins,
  brandHistory,
  fieldApp,
  contacts,
  chat,
  profile,
  brands,
  links,
  users,
  employees,
  reports,
  tables,
  mailOutbox,
  retention,
  auditLog,
  legalTexts,
  // `npm run new:resource` adds a feature above this line.
];

const BY_NAME = new Map(FEATURES.map((feature) => [feature.name, feature]));

/** The feature behind a menu item or route resource. */
export const featureNamed = (name: string): Feature | undefined => BY_NAME.get(name);

/** What the dataProvider reads: the shared record types and each feature's own resource. */
export const DATA_RESOURCES: ResourceTable = {
  ...RECORD_TYPES,
  ...Object.fromEntries(FEATURES.flatMap((feature) => (feature.data ? [[feature.name, feature.data]] : []))),
};

/** The features' own methods and providers of the dataProvider, by resource name. */
export const DATA_PARTS: DataProviderParts = Object.fromEntries(
  FEATURES.flatMap((feature) => (feature.dataProvider ? [[feature.name, feature.dataProvider]] : [])),
);
