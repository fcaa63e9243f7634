import { AccessUser, brandsWithRole, globalRole } from './roles';
import { messages } from '../messages';

export type Decision = { allowed: true } | { allowed: false; status: 400 | 403; message: string };

const allow: Decision = { allowed: true };
const deny = (message: string, status: 400 | 403 = 403): Decision => ({ allowed: false, status, message });

/** Fields nobody writes through PUT /api/users/:id: they have their own flows. */
const NEVER_WRITABLE = ['blocked', 'confirmed', 'password', 'resetPasswordToken', 'confirmationToken', 'provider'];
/** Fields a user may change on their own account. */
const SELF_WRITABLE = ['username', 'email', 'profile', 'image', 'fcmToken'];
/** Fields a brand admin may change on users of their brands. */
const BRAND_ADMIN_WRITABLE = ['profile', 'image', 'brands', 'userBrandRoles'];

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
}

const changedKeys = (before: BrandRoleMap, after: BrandRoleMap) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);

const symmetricDifference = (a: string[], b: string[]) => [
  ...a.filter((x) => !b.includes(x)),
  ...b.filter((x) => !a.includes(x)),
];

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
  if (globalRole(actor) === 'operator') return allow;

  const adminBrands = brandsWithRole(actor, ['brand_admin']);
  const targetBrands = req.brandsBefore ?? [];
  if (!adminBrands.length || !targetBrands.some((b) => adminBrands.includes(b))) return deny(messages.forbidden);
  if (keys.some((k) => !BRAND_ADMIN_WRITABLE.includes(k))) return deny(messages.forbidden);

  // A brand admin changes memberships and roles only for brands they administer.
  const touchedBrands = [
    ...(keys.includes('brands') ? symmetricDifference(targetBrands, req.brandsAfter ?? []) : []),
    ...(keys.includes('userBrandRoles')
      ? changedKeys(req.brandRolesBefore ?? {}, req.brandRolesAfter ?? {})
      : []),
  ];
  return touchedBrands.every((b) => adminBrands.includes(b)) ? allow : deny(messages.otherBrand);
};
