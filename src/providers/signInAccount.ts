import type { SessionUser } from './access';

/**
 * Whether the sign-in answer carries the whole account (role, brands and per-brand roles), as the
 * server sends it since issue 35 (server/src/extensions/users-permissions/sign-in-account.ts); a
 * server before that sends the bare user, and the account is asked for (GET /users/me).
 */
export const isWholeAccount = (user: SessionUser): boolean =>
  typeof user.role?.type === 'string' && Array.isArray(user.brands) && Array.isArray(user.userBrandRoles);

/** The account to start the app with: the sign-in answer's, or else the one `fetchMe` reads. */
export const accountAfterSignIn = (user: SessionUser, fetchMe: () => Promise<SessionUser>): Promise<SessionUser> =>
  isWholeAccount(user) ? Promise.resolve(user) : fetchMe();
