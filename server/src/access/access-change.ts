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
 * Whether going from `before` to `after` took access away: blocked, another role, a brand or a
 * per-brand role fewer. Gaining a brand or being unblocked keeps the sessions.
 */
export const accessTaken = (before: AccessState, after: AccessState) =>
  (!before.blocked && after.blocked) ||
  before.roleId !== after.roleId ||
  before.brandIds.some((id) => !after.brandIds.includes(id)) ||
  before.brandRoles.some((role) => !after.brandRoles.includes(role));

/** A token's issue time in ms: our tokens carry it exactly (`iatMs`), older ones in whole seconds (`iat`). */
export const issuedAtMs = (payload: { iat?: number; iatMs?: number }) =>
  typeof payload.iatMs === 'number' ? payload.iatMs : payload.iat === undefined ? undefined : payload.iat * 1000 + 999;

/** Whether a token issued at `issuedAt` (ms) predates the newest of the moments its sessions ended. */
export const issuedBeforeSessionsEnded = (issuedAt: number | undefined, ...endedAt: (string | Date | null | undefined)[]) => {
  const ended = Math.max(0, ...endedAt.filter((at) => !!at).map((at) => new Date(at!).getTime()));
  return ended > 0 && (issuedAt === undefined || issuedAt < ended);
};
