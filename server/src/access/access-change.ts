// When an account loses access (docs/security.md, "Sessions"): its sessions end, everywhere.

/** What decides an account's access: blocked or not, its role, its brands and its per-brand roles. */
export interface AccessState {
  blocked: boolean;
  roleId: number | null;
  brandIds: number[];
  /** `brandId:role` for each per-brand role. */
  brandRoles: string[];
}

/** The fields of a user whose change may take access away. */
export const ACCESS_FIELDS = ['blocked', 'role', 'brand', 'brands', 'userBrandRoles'] as const;

/**
 * What going from `before` to `after` ends:
 * - `sessions` when the account was blocked: every token issued before is refused, also after an
 *   unblock, and its streams close;
 * - `streams` when it lost its role, a brand or a per-brand role: its open streams close. Its tokens
 *   stay, because every request reads the role and brands anew from the database: they get only
 *   what is left. A first role for an account without one (`authenticated`) is a gain, as are a new
 *   brand, a new per-brand role and an unblock.
 */
export const accessEnded = (before: AccessState, after: AccessState, authenticatedRoleId: number | null): 'sessions' | 'streams' | null => {
  if (!before.blocked && after.blocked) return 'sessions';
  const roleTaken = before.roleId !== after.roleId && before.roleId !== authenticatedRoleId;
  const brandTaken = before.brandIds.some((id) => !after.brandIds.includes(id));
  const brandRoleTaken = before.brandRoles.some((role) => !after.brandRoles.includes(role));
  return roleTaken || brandTaken || brandRoleTaken ? 'streams' : null;
};

/** A token's issue time in ms: our tokens carry it exactly (`iatMs`), older ones in whole seconds (`iat`). */
export const issuedAtMs = (payload: { iat?: number; iatMs?: number }) =>
  typeof payload.iatMs === 'number' ? payload.iatMs : payload.iat === undefined ? undefined : payload.iat * 1000 + 999;

/** Whether a token issued at `issuedAt` (ms) predates the newest of the moments its sessions ended. */
export const issuedBeforeSessionsEnded = (issuedAt: number | undefined, ...endedAt: (string | Date | null | undefined)[]) => {
  const ended = Math.max(0, ...endedAt.filter((at) => !!at).map((at) => new Date(at!).getTime()));
  return ended > 0 && (issuedAt === undefined || issuedAt < ended);
};

/** What the sign-in rules read of an account (users-permissions' user, with the moments its sessions ended). */
export type SigningInAccount = {
  blocked?: boolean | null;
  confirmed?: boolean | null;
  passwordChangedAt?: string | Date | null;
  accessChangedAt?: string | Date | null;
};

/**
 * Whether a valid token issued at `issuedAt` (ms) signs nobody in: no such account, a blocked one,
 * one whose sessions ended after it was issued, or an unconfirmed one while sign-up asks for the
 * address's confirmation. users-permissions' strategy refuses the same (with the check of
 * security/sessions.ts).
 */
export const tokenRefused = (account: SigningInAccount | null, issuedAt: number | undefined, confirmationRequired: boolean) =>
  !account ||
  !!account.blocked ||
  issuedBeforeSessionsEnded(issuedAt, account.passwordChangedAt, account.accessChangedAt) ||
  (confirmationRequired && !account.confirmed);
