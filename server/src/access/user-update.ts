import { AccessUser, brandsWithRole, globalRole } from './roles';
import { messages } from '../messages';

export type Decision = { allowed: true } | { allowed: false; status: 400 | 403; message: string };

const allow: Decision = { allowed: true };
const deny = (message: string, status: 400 | 403 = 403): Decision => ({ allowed: false, status, message });

/** Fields nobody writes through PUT /api/users/:id: they have their own flows. */
const NEVER_WRITABLE = [
  'confirmed',
  'password',
  'resetPasswordToken',
  'resetPasswordTokenIssuedAt',
  'confirmationToken',
  'confirmationTokenIssuedAt',
  'provider',
  'passwordChangedAt',
  'accessChangedAt',
  'lastSignInAt',
  // Asked for and withdrawn by the person (server/src/privacy/erasure-requests.ts).
  'erasureRequestedAt',
];
/** Fields a user may change on their own account. */
const SELF_WRITABLE = ['username', 'email', 'profile', 'image', 'fcmToken'];
/** Fields a brand admin may change on users of their brands (`blocked` is the field-service status). */
const BRAND_ADMIN_WRITABLE = ['profile', 'image', 'brands', 'userBrandRoles', 'blocked'];

/** Fields of the account as a whole, shared by all brands of the user. */
const ACCOUNT_FIELDS = ['profile', 'image', 'blocked'];

/** Per-brand role entries as brandDocumentId → role; the caller resolves brand refs first. */
export type BrandRoleMap = Record<string, string>;

export interface UserUpdateRequest {
  actor: AccessUser;
  target: AccessUser;
  body: Record<string, unknown>;
  /** Target brands before and after the change (documentIds), when the body touches them. */
  brandsBefore?: string[];
  brandsAfter?: string[];
  brandRolesBefore?: BrandRoleMap;
  brandRolesAfter?: BrandRoleMap;
  /** Per brand, how many users are brand admins of it now (the target included). */
  adminsPerBrand?: Record<string, number>;
}

/** The target's effective role per brand before and after the write ('' when not a member). */
const rolesPerBrand = (req: UserUpdateRequest) => {
  const global = globalRole(req.target);
  const before = req.brandsBefore ?? [];
  const entriesBefore = req.brandRolesBefore ?? {};
  const entriesAfter = 'userBrandRoles' in req.body ? (req.brandRolesAfter ?? {}) : entriesBefore;
  const membersAfter = new Set([...('brands' in req.body ? (req.brandsAfter ?? []) : before), ...Object.keys(entriesAfter)]);
  const roleBefore = (b: string) => (before.includes(b) ? (entriesBefore[b] ?? global) : '');
  const roleAfter = (b: string) => (membersAfter.has(b) ? (entriesAfter[b] ?? global) : '');
  return { before, roleBefore, roleAfter };
};

/** Brands whose last brand admin the write would remove or demote. */
export const lastAdminBrands = (req: UserUpdateRequest): string[] => {
  if (!['brands', 'userBrandRoles', 'role'].some((k) => k in req.body)) return [];
  const { before, roleBefore, roleAfter } = rolesPerBrand(req);
  // A change of the global role is judged by the caller's role write; memberships and entries here.
  return before.filter((b) => roleBefore(b) === 'brand_admin' && roleAfter(b) !== 'brand_admin' && (req.adminsPerBrand?.[b] ?? 0) <= 1);
};

const changedKeys = (before: BrandRoleMap, after: BrandRoleMap) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);

const symmetricDifference = (a: string[], b: string[]) => [...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))];

/** Decides whether `actor` may apply `body` to `target` through PUT /api/users/:id. */
export const decideUserUpdate = (req: UserUpdateRequest): Decision => {
  const { actor, target, body } = req;
  const keys = Object.keys(body);
  if (keys.includes('id') || keys.includes('documentId')) return deny(messages.bodyWithId, 400);
  const isSelf = actor.id === target.id;

  if (keys.includes('role')) {
    if (isSelf) return deny(messages.ownRole);
    if (globalRole(actor) !== 'operator') return deny(messages.roleOnlyOperator);
  }
  const never = keys.filter((k) => NEVER_WRITABLE.includes(k));
  if (never.length) return deny(messages.fieldNotWritable(never.join(', ')));

  if (isSelf) {
    const forbidden = keys.filter((k) => !SELF_WRITABLE.includes(k));
    return forbidden.length ? deny(messages.ownBrands) : allow;
  }
  if (lastAdminBrands(req).length) return deny(messages.lastBrandAdmin);
  if (globalRole(actor) === 'operator') return allow;
  // Platform staff may be members of a brand; their accounts are still the operators' to change.
  if (['operator', 'visual_admin'].includes(globalRole(target))) return deny(messages.staffOnlyByOperators);

  const adminBrands = brandsWithRole(actor, ['brand_admin']);
  const targetBrands = req.brandsBefore ?? [];
  if (!adminBrands.length || !targetBrands.some((b) => adminBrands.includes(b))) return deny(messages.forbidden);
  if (keys.some((k) => !BRAND_ADMIN_WRITABLE.includes(k))) return deny(messages.forbidden);
  // Profile, picture and blocked belong to the whole account, which other brands share: only an
  // admin of every brand of the user changes them (blocking would lock them out there too).
  if (keys.some((k) => ACCOUNT_FIELDS.includes(k)) && !targetBrands.every((b) => adminBrands.includes(b))) return deny(messages.sharedAccount);

  // A brand admin changes memberships and roles only for brands they administer.
  const touchedBrands = [
    ...(keys.includes('brands') ? symmetricDifference(targetBrands, req.brandsAfter ?? []) : []),
    ...(keys.includes('userBrandRoles') ? changedKeys(req.brandRolesBefore ?? {}, req.brandRolesAfter ?? {}) : []),
  ];
  return touchedBrands.every((b) => adminBrands.includes(b)) ? allow : deny(messages.otherBrand);
};
