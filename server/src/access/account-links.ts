// How long the links of the account mails live (docs/security.md, "Tokens"). Pure: the mails are
// mail/account-mails.ts, the guards that refuse a link past its time
// extensions/users-permissions/account-link-guards.ts.

/** A reset link signs its holder in with a new password: one hour. */
export const RESET_LINK_SECONDS = 3600;
/**
 * A confirmation link only marks the address as confirmed (no session, no password), and a new one
 * can be asked for at any time: a week, as sign-up mails are often opened days later.
 */
export const CONFIRMATION_LINK_SECONDS = 7 * 86_400;
/**
 * A new request within this time of the last mail sends the same link again rather than a new one:
 * a stranger who asks for someone's address voids nothing, and a mail that went missing can still
 * be asked for. The link keeps the lifetime it was issued with.
 */
export const LINK_KEPT_SECONDS = 600;

type Moment = string | Date | null | undefined;

const ageMs = (issuedAt: Moment, now: number) => (issuedAt ? now - new Date(issuedAt).getTime() : Number.POSITIVE_INFINITY);

/** Whether a link issued at `issuedAt` has outlived `lifetimeSeconds`. A token without an issue time (from before the lifetimes) has. */
export const linkExpired = (issuedAt: Moment, lifetimeSeconds: number, now: number) => !(ageMs(issuedAt, now) < lifetimeSeconds * 1000);

/** Whether a new request sends the link already sent again: one is stored, and it was issued less than LINK_KEPT_SECONDS ago. */
export const linkKept = (token: string | null | undefined, issuedAt: Moment, now: number) => !!token && ageMs(issuedAt, now) < LINK_KEPT_SECONDS * 1000;

/**
 * The two links, as the user record stores them: the token's and its issue time's fields, the
 * token's random bytes, its lifetime, and the per-address mail limit (access/rate-limits.ts).
 */
export const ACCOUNT_LINKS = {
  'password-reset': {
    token: 'resetPasswordToken',
    issuedAt: 'resetPasswordTokenIssuedAt',
    bytes: 64,
    lifetimeSeconds: RESET_LINK_SECONDS,
    mailLimit: 'passwordForgot',
  },
  'email-confirmation': {
    token: 'confirmationToken',
    issuedAt: 'confirmationTokenIssuedAt',
    bytes: 20,
    lifetimeSeconds: CONFIRMATION_LINK_SECONDS,
    mailLimit: 'emailConfirmation',
  },
} as const;

export type AccountLinkKind = keyof typeof ACCOUNT_LINKS;

/** The fields that void a reset link: with every password change and every block. */
export const VOIDED_RESET_LINK = { resetPasswordToken: null, resetPasswordTokenIssuedAt: null } as const;
