import type { RoleType } from '../access';
import type { QueryValue } from './query';
import { brandSearchFilter } from './query';

export interface ScopeContext {
  currentBrandId: string | null;
  /** The effective role in the current brand (what the lists may ask for). */
  role?: RoleType;
  /** The signed-in user's id (the sales rep's own contacts). */
  meId?: number | null;
}

/** How a react-admin resource (named after its route) maps onto a Strapi endpoint. */
export interface ResourceConfig {
  /** Path below /api. */
  endpoint: string;
  /** `content`: documentId routes with {data, meta}; `users`: the users-permissions routes. */
  kind: 'content' | 'users';
  populate?: QueryValue;
  /** Relation fields: written as ids. */
  relations?: string[];
  /** Media fields: files are uploaded first, then written as file ids. */
  media?: string[];
  /** Always-applied filter (for route resources that show a slice of users or of the current brand). */
  scope?: (context: ScopeContext) => Record<string, QueryValue>;
  /** Full-text `q` of the list. */
  search?: (q: unknown) => Record<string, QueryValue> | null;
  /** Draft & publish content types: new documents start as drafts (the spec's "States and transitions"). */
  draftAndPublish?: boolean;
  /** Documents with scheduled publication (strapi-plugin-publisher): lists mark `scheduledAt`. */
  scheduled?: boolean;
  /** Saves name the version they are based on (`updatedAt`); the server refuses a stale one (docs/decisions/0019-conditional-saves.md). */
  versioned?: boolean;
  /** A list's filters that are no field of a record (see ListParams). */
  listParams?: ListParams;
}

/**
 * Filters of a list that are no field of its records: the react-admin filter keys they read, and
 * what they become when the list (or its export) is read: query parameters beside Strapi's
 * `filters` (the posts' state and period, which the server resolves), or filters computed then
 * (an event's "upcoming" is relative to now). The URL and saved views keep the keys.
 */
export interface ListParams {
  keys: readonly string[];
  toQuery?: (filter: Record<string, unknown>) => Record<string, QueryValue>;
  toFilter?: (filter: Record<string, unknown>) => Record<string, QueryValue> | null;
}

const USER_POPULATE = { role: true, brand: true, brands: true, image: true, profile: true, userBrandRoles: { populate: { brand: true } } };
const USER_RELATIONS = ['brand', 'brands', 'contacts', 'role'];

/** Users (the users-permissions routes), with an always-applied scope for a route's slice of them. */
export const userRecords = (scope?: ResourceConfig['scope'], listParams?: ListParams): ResourceConfig => ({
  endpoint: 'users',
  listParams,
  kind: 'users',
  populate: USER_POPULATE,
  relations: USER_RELATIONS,
  media: ['image'],
  scope,
  search: (q) =>
    typeof q === 'string' && q.trim()
      ? {
          $or: ['username', 'email', 'profile.firstName', 'profile.lastName'].map((path) =>
            path.split('.').reduceRight<Record<string, QueryValue>>((acc, key) => ({ [key]: acc }), { $containsi: q.trim() }),
          ),
        }
      : null,
});

/** Brand content (posts, events) is listed for the current brand. */
export const currentBrand = ({ currentBrandId }: ScopeContext): Record<string, QueryValue> =>
  currentBrandId ? { brand: { documentId: { $eq: currentBrandId } } } : {};

/** Users of the current brand holding one of `roles` there (by global role or per-brand role). */
export const brandTeam =
  (roles: string[]) =>
  ({ currentBrandId }: ScopeContext): Record<string, QueryValue> => {
    const role = roles.length === 1 ? { $eq: roles[0] } : { $in: roles };
    const brand = { documentId: { $eq: currentBrandId } };
    return { $or: [{ role: { type: role }, brands: brand }, { userBrandRoles: { role, brand } }] };
  };

export const brandRecords: ResourceConfig = {
  endpoint: 'brands',
  kind: 'content',
  populate: { license: true, addons: true, logo: true, history: true },
  relations: ['license', 'addons'],
  media: ['logo'],
  versioned: true,
  search: brandSearchFilter,
};

export const linkRecords: ResourceConfig = {
  endpoint: 'links',
  kind: 'content',
  populate: { salesUser: { populate: { profile: true } }, brand: true },
  relations: ['salesUser', 'brand'],
  search: (q) => (q ? { link: { $containsi: String(q) } } : null),
};

const reference = (endpoint: string): ResourceConfig => ({ endpoint, kind: 'content', search: (q) => (q ? { name: { $containsi: String(q) } } : null) });

/** Resource name → config: what the dataProvider reads (src/features.ts adds each feature's `data`). */
export type ResourceTable = Readonly<Record<string, ResourceConfig>>;

/** The record types that several features read by their own names (reference inputs, the brand switcher, tables). */
export const RECORD_TYPES: ResourceTable = {
  brands: brandRecords,
  users: userRecords(),
  links: linkRecords,
  licenses: reference('licenses'),
  addons: reference('addons'),
  specializations: reference('specializations'),
};
