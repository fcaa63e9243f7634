import { canonicalBody } from '../../guards/canonical-body';
import { storedMembershipAllowed } from '../../guards/stored-scope';
import {
  noServerFields,
  ownRoleShown,
  prunedPeople,
  registrationUsername,
  userDeletable,
  userDeletedByErasure,
  userUpdateAllowed,
  usersInScope,
  userVisible,
} from './guards';
import { auditedSignIn, comparableSignInTime, recordedSignIn, signInPaced, uniformConfirmationAnswer } from './auth-guards';
import { accountInSignIn } from './sign-in-account';
import { confirmationLinkLive, resetLinkLive } from './account-link-guards';
import { rateLimited } from '../../guards/rate-limits';
import { loadedVersionCurrent, takeLoadedVersion } from '../../guards/versions';
import type { Middleware } from '../../guards/actor';
import { emailAddressChecked } from '../../guards/email-addresses';

const USER = 'plugin::users-permissions.user';

/** The guards of the users-permissions routes, by handler (guards.ts and auth-guards.ts say what each does). */
export const USER_ROUTE_GUARDS: Record<string, Middleware[]> = {
  // No account enumeration: the same answer, in comparable time, for known and unknown addresses.
  // The time of each sign-in is recorded (the operators filter users by it). Sign-in and the password
  // reset are counted per address and per IP on every instance (guards/rate-limits.ts), besides
  // users-permissions' own limiter, which counts per instance (AUTH_RATELIMIT); failed sign-ins
  // per account, from any IP, with a growing wait (signInPaced). The answer carries the whole account,
  // as /users/me shows it (sign-in-account.ts), with the sign-in just recorded. Each sign-in, and each
  // refused one, is an audit entry (auditedSignIn).
  'auth.callback': [rateLimited('signIn', 'signInIp'), auditedSignIn, signInPaced, comparableSignInTime, accountInSignIn, recordedSignIn],
  // Only the length and the domain: a look-alike refused here would tell that the address exists.
  // Per address the mails stop without a 429 (mail/account-mails.ts): a stranger cannot lock the owner out.
  'auth.forgotPassword': [rateLimited('passwordForgotIp'), emailAddressChecked({ lookAlike: false })],
  // Reset and confirmation links end (account-link-guards.ts).
  'auth.resetPassword': [rateLimited('passwordReset'), resetLinkLive],
  'auth.emailConfirmation': [confirmationLinkLive],
  // The limit per IP first: the uniform answer below would swallow its 429.
  'auth.sendEmailConfirmation': [rateLimited('emailConfirmationIp'), uniformConfirmationAnswer],
  // Users sign in by address or username: no username that is someone else's address.
  'auth.register': [noServerFields, emailAddressChecked(), registrationUsername],
  'user.me': [ownRoleShown, prunedPeople],
  'user.find': [usersInScope, prunedPeople],
  'user.count': [usersInScope],
  'user.findOne': [userVisible, prunedPeople],
  // Operators create users (the permission table); references read as Strapi reads them.
  'user.create': [noServerFields, emailAddressChecked(), canonicalBody(USER, { bare: true })],
  // `currentPassword` confirms a change of one's own e-mail address; it is never stored. `updatedAt`
  // names the version the change was based on: a stale one is a 409 (guards/versions.ts).
  'user.update': [
    emailAddressChecked(),
    canonicalBody(USER, { bare: true, extraKeys: ['currentPassword'] }),
    takeLoadedVersion({ bare: true }),
    userUpdateAllowed,
    storedMembershipAllowed,
    loadedVersionCurrent(USER, { bare: true }),
  ],
  // A delete is the account's erasure (DSGVO Art. 17, docs/decisions/0034-erasure.md).
  'user.destroy': [userDeletable, userDeletedByErasure],
};
