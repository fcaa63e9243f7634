import { scopeOf, type BrandRoleType, type Caller as TableCaller, type Scope } from '@markenportal/contract';
import { CALLERS, type Caller } from './world';

// The access matrix's expected answers, computed from the one access table
// (packages/contract/src/access/table.ts): what each caller of the matrix's world is, and what the
// table's scopes make of a row's action and target. Pure: no server, no HTTP.

export type Expected = Record<Caller, number>;

/** A brand of the demo data, or `other`: a fresh brand none of the callers belongs to. */
export type Brand = 'cardiovia' | 'dermasana' | 'other';

/** A caller as the table sees it: its role, and its brands with its effective role in each. */
export interface Who {
  role: TableCaller;
  brands: Partial<Record<Brand, BrandRoleType>>;
}

/** The callers of access/world.ts, as the demo data (server/src/seed/demo-data.ts) makes them. */
export const WHO: Record<Caller, Who> = {
  public: { role: 'public', brands: {} },
  token: { role: 'public-token', brands: {} },
  arzt: { role: 'authenticated', brands: {} },
  operator: { role: 'operator', brands: {} },
  mitarbeiter: { role: 'visual_admin', brands: {} },
  brandadmin: { role: 'brand_admin', brands: { cardiovia: 'brand_admin', dermasana: 'brand_admin' } },
  brandviewer: { role: 'visual_brand_admin', brands: { cardiovia: 'visual_brand_admin' } },
  sales: { role: 'sales', brands: { cardiovia: 'sales' } },
};

/**
 * What a call is aimed at. Without `brand`, `owner`, `participants` or `contacts` it is a list (the
 * server narrows it to the caller's scope) or the caller's own thing (their account, their device).
 */
export interface On {
  /** The brand of the document. */
  brand?: Brand;
  /** A draft never published: only `brand-drafts` (or `all`) reads it. */
  draft?: boolean;
  /** Whose own record it is (`own`); an empty list: none of the callers'. */
  owner?: Caller[];
  /** Who takes part in it (`participants`). */
  participants?: Caller[];
  /** Whose own account or contact it is (`contacts`). */
  contacts?: Caller[];
  /** Asked for by its key (a link's text, an invitation's code); the asker knows it exists. */
  byKey?: boolean;
  /** A record the caller may know exists (a person, a contact to chat with): outside the scope a 403, not a 404. */
  known?: boolean;
  /** The call names a brand whose published posts the caller must read (the push audience): otherwise a 400 at the field. */
  audienceOf?: Brand;
  /** The query filters through a relation that needs this table action; without it Strapi refuses the key (400). */
  filtersThrough?: string;
}

export interface AccessRow {
  kind: 'read' | 'write';
  /** The table's action (`post.findOne`); an action the table does not have is granted to nobody. */
  access: string;
  /** What an allowed call gets: its 2xx, or the 4xx of a call that passes the access rules but not its input. */
  ok: number;
  on?: On;
  /** Answers that are no access rule (input, an unknown route, …), each with its reason at the row. */
  but?: Partial<Expected>;
}

/** The table's scope of a caller for an action, or null (packages/contract's scopeOf; tests pass a changed table). */
export type Scopes = (caller: TableCaller, call: string) => Scope | null;

const BRAND_SCOPES: (Scope | null)[] = ['brands', 'brand-drafts'];

/** Whether the caller's effective role in the brand holds a brand scope of the action (drafts: `brand-drafts`). */
const inBrand = (who: Who, call: string, brand: Brand, draft: boolean, scopes: Scopes): boolean => {
  const role = who.brands[brand];
  const scope = role ? scopes(role, call) : null;
  return scope === 'brand-drafts' || (scope === 'brands' && !draft);
};

/**
 * The push audience (server/src/access/post-readers.ts, readsPublishedPostsOf): who reads a brand's
 * published posts through the API, and doctors and PTAs (no back-office role, no brand).
 */
export const readsPublishedPostsOf = (who: Who, brand: Brand, scopes: Scopes = scopeOf): boolean => {
  const scope = scopes(who.role, 'post.findOne');
  if (scope === 'all') return true;
  if (scope && inBrand(who, 'post.findOne', brand, false, scopes)) return true;
  return who.role === 'authenticated' && Object.keys(who.brands).length === 0;
};

/** Whether the record is within the caller's scope; a caller named by none of the target's lists is outside. */
const within = (caller: Caller, scope: Scope, row: AccessRow, scopes: Scopes): boolean => {
  const on = row.on ?? {};
  switch (scope) {
    case 'all':
      return true;
    case 'brands':
    case 'brand-drafts':
      return !on.brand || inBrand(WHO[caller], row.access, on.brand, !!on.draft, scopes);
    case 'own':
      return !on.owner || on.owner.includes(caller);
    case 'participants':
      return !on.participants || on.participants.includes(caller);
    case 'contacts':
      return !on.contacts || on.contacts.includes(caller);
    case 'by-key':
      return !!on.byKey;
  }
};

/**
 * Outside the scope: a brand's document is hidden from a reader (404) and refused to a writer (403);
 * someone else's own record, chat or contact is hidden (404) unless the caller knows it exists.
 */
const refusal = (scope: Scope, row: AccessRow): number => {
  const on = row.on ?? {};
  if (scope === 'by-key') return 403;
  if (BRAND_SCOPES.includes(scope)) return row.kind === 'read' ? 404 : 403;
  return on.known || on.byKey ? 403 : 404;
};

/** The status the caller gets for the row. */
export const expectedStatus = (row: AccessRow, caller: Caller, scopes: Scopes = scopeOf): number => {
  const exception = row.but?.[caller];
  if (exception !== undefined) return exception;
  const who = WHO[caller];
  const scope = scopes(who.role, row.access);
  if (!scope) return 403;
  if (!within(caller, scope, row, scopes)) return refusal(scope, row);
  const on = row.on ?? {};
  if (on.filtersThrough && !scopes(who.role, on.filtersThrough)) return 400;
  if (on.audienceOf && !readsPublishedPostsOf(who, on.audienceOf, scopes)) return 400;
  return row.ok;
};

/** The row's expected status for every caller. */
export const expectedOf = (row: AccessRow, scopes: Scopes = scopeOf): Expected =>
  Object.fromEntries(CALLERS.map((caller) => [caller, expectedStatus(row, caller, scopes)])) as Expected;
