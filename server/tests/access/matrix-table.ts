import { BRAND_CONTENT_ROWS } from './rows/brand-content';
import { LINKS_AND_PEOPLE_ROWS } from './rows/links-and-people';
import { SCHEDULES_AND_SIGN_IN_ROWS } from './rows/schedules-and-sign-in';
import { SERVICES_AND_USERS_ROWS } from './rows/services-and-users';
import { ERASURE_ROWS } from './rows/erasure';
import { AUDIT_LOG_ROWS } from './rows/audit-log';
import type { Row } from './row';
// `npm run new:resource` adds an import above this line.

// THE access matrix: every route of the server's content API (the rows in access/rows/), called by
// eight callers (access/world.ts: the seven roles — public without a token, authenticated as the
// doctor arzt@, operator, mitarbeiter (visual_admin), brandadmin (brand_admin of Cardiovia and
// DermaSana), brandviewer (visual_brand_admin of Cardiovia), sales (Cardiovia) — and the
// public-access token).
//
// Where the expected answers come from: the one access table, packages/contract/src/access/table.ts.
// A row names its action there (`access`), what an allowed call gets (`ok`) and what the call is
// aimed at (`on`: a brand, a draft, whose own record, …); access/expected.ts computes from the
// table's grants and scopes who gets `ok`, a 403 (not granted, or a write outside the caller's
// brands) or a 404 (a document the caller does not read, someone else's own record). An action the
// table does not have is granted to nobody. `but` holds the few answers that are no access rule
// (input, routes Strapi answers itself), each with its reason.
// A 2xx is an allow; anything else a refusal. A 500 is never an expected answer.

export type { Row };

/** Every row, in the order they run. */
export const MATRIX: Row[] = [
  ...BRAND_CONTENT_ROWS,
  ...LINKS_AND_PEOPLE_ROWS,
  ...SERVICES_AND_USERS_ROWS,
  ...SCHEDULES_AND_SIGN_IN_ROWS,
  ...ERASURE_ROWS,
  ...AUDIT_LOG_ROWS,
  // The brand documents made by `npm run new:resource` (rows/brand-documents.ts).
  // `npm run new:resource` adds a resource's rows above this line.
];
