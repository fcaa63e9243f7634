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
}

const USER_POPULATE = { role: true, brand: true, brands: true, image: true, profile: true, userBrandRoles: { populate: { brand: true } } };
const USER_RELATIONS = ['brand', 'brands', 'contacts', 'role'];

const users = (scope?: ResourceConfig['scope']): ResourceConfig => ({
  endpoint: 'users',
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
const currentBrand = ({ currentBrandId }: ScopeContext): Record<string, QueryValue> =>
  currentBrandId ? { brand: { documentId: { $eq: currentBrandId } } } : {};

/** Users of the current brand holding one of `roles` there (by global role or per-brand role). */
const brandTeam =
  (roles: string[]) =>
  ({ currentBrandId }: ScopeContext): Record<string, QueryValue> => {
    const role = roles.length === 1 ? { $eq: roles[0] } : { $in: roles };
    const brand = { documentId: { $eq: currentBrandId } };
    return { $or: [{ role: { type: role }, brands: brand }, { userBrandRoles: { role, brand } }] };
  };

const brands: ResourceConfig = {
  endpoint: 'brands',
  kind: 'content',
  populate: { license: true, addons: true, logo: true, history: true },
  relations: ['license', 'addons'],
  media: ['logo'],
  search: brandSearchFilter,
};

const reference = (endpoint: string): ResourceConfig => ({ endpoint, kind: 'content', search: (q) => (q ? { name: { $containsi: String(q) } } : null) });

export const RESOURCES: Record<string, ResourceConfig> = {
  brands,
  'brand-management': brands,
  licenses: reference('licenses'),
  addons: reference('addons'),
  specializations: reference('specializations'),
  users: users(),
  'user-management': users(),
  'employee-management': users(() => ({ role: { type: { $in: ['operator', 'visual_admin'] } } })),
  // Spec section 7: users by role type and the current brand. A user belongs to the brand's team
  // through the global role plus `brands`, or through a per-brand role (docs/decisions/0003-effective-role.md).
  sales: users(brandTeam(['sales'])),
  'brand-admins': users(brandTeam(['brand_admin', 'visual_brand_admin'])),
  // The signed-in user's contacts (doctors and PTAs): connecting is mutual, so they list me too.
  // Without a signed-in id the scope matches nobody instead of everybody.
  // Read-only, and only what the contact pages show (no roles or brands of other people).
  contacts: {
    endpoint: 'users',
    kind: 'users',
    populate: { image: true, profile: true },
    scope: ({ meId }) => ({ contacts: { id: { $eq: meId ?? -1 } } }),
    search: (q) =>
      typeof q === 'string' && q.trim()
        ? { $or: ['firstName', 'lastName', 'practice', 'city'].map((field) => ({ profile: { [field]: { $containsi: q.trim() } } })) }
        : null,
  },
  // The current brand's own profile (/brand-profile): no license, add-ons or history.
  'brand-profile': { endpoint: 'brands', kind: 'content', populate: { logo: true }, media: ['logo'] },
  posts: {
    endpoint: 'posts',
    kind: 'content',
    scope: currentBrand,
    populate: { teaserImage: true, brand: true, specializations: true },
    relations: ['brand', 'specializations'],
    media: ['teaserImage'],
    draftAndPublish: true,
    scheduled: true,
    search: (q) => (q ? { title: { $containsi: String(q) } } : null),
  },
  events: {
    endpoint: 'events',
    kind: 'content',
    scope: currentBrand,
    populate: { brand: true, specializations: true },
    relations: ['brand', 'specializations'],
    draftAndPublish: true,
    search: (q) => (q ? { title: { $containsi: String(q) } } : null),
  },
  links: links(),
  'link-management': links(),
};

function links(): ResourceConfig {
  return {
    endpoint: 'links',
    kind: 'content',
    populate: { salesUser: { populate: { profile: true } }, brand: true },
    relations: ['salesUser', 'brand'],
    search: (q) => (q ? { link: { $containsi: String(q) } } : null),
  };
}

export const resourceConfig = (resource: string): ResourceConfig => {
  const config = RESOURCES[resource];
  if (!config) throw new Error(`Unknown resource: ${resource}`);
  return config;
};
