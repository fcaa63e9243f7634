import type { Core } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { randomBytes } from 'node:crypto';
import { mailMessages, type MailContent } from '../messages/mails';
import { enqueueMail, type OutboxMessage } from './outbox';
import { ACCOUNT_LINKS, linkKept, type AccountLinkKind } from '../access/account-links';
import { addressWithinLimit } from '../security/rate-limit-counter';

// The mails of users-permissions through the outbox (docs/decisions/0024-mail-outbox.md): the
// password reset and the e-mail confirmation store their token and their mail in one transaction,
// so forgot-password answers 200 whether or not the SMTP server is up, and any other caller of the
// email plugin's `send` is queued too. Each link records when it was issued, and lives for its time
// (access/account-links.ts); a request soon after the last mail sends the same link again, so a
// stranger asking for someone's address voids nothing. Past the per-address limit no more mails go
// out, and the answer stays the same: the link already sent still works.

declare const strapi: Core.Strapi;

const USER = 'plugin::users-permissions.user';

type Ctx = { request: { body?: unknown }; send(body: unknown): void };
type UserService = { edit(id: number, data: Record<string, unknown>): Promise<unknown> };

// As users-permissions validates the body (its own schema), so its answers stay the same.
const validForgotPasswordBody = validateYupSchema(yup.object({ email: yup.string().email().required() }).noUnknown());

const appUrl = () => strapi.config.get<string>('public-access.appUrl');
const userService = () => strapi.plugin('users-permissions').service('user') as UserService;

type LinkHolder = { id: number; email: string; blocked?: boolean | null } & Record<string, unknown>;

/** Where each link leads: the app's reset page, the API's confirmation. */
const linkTo: Record<AccountLinkKind, (token: string) => string> = {
  'password-reset': (token) => `${appUrl()}/reset-password/${token}`,
  'email-confirmation': (token) => `${appUrl()}/api/auth/email-confirmation?confirmation=${token}`,
};
const mailOf: Record<AccountLinkKind, (link: string) => MailContent> = {
  'password-reset': mailMessages.passwordReset,
  'email-confirmation': mailMessages.emailConfirmation,
};

/**
 * Mails the user's link of `kind`, its token stored with the mail in one transaction: the link sent
 * less than LINK_KEPT_SECONDS ago again, else a new one. Nothing for a blocked account, or past the
 * address's mail limit.
 */
const mailAccountLink = async (kind: AccountLinkKind, where: Record<string, unknown>) => {
  const fields = ACCOUNT_LINKS[kind];
  const user = (await strapi.db.query(USER).findOne({ where, select: ['id', 'email', 'blocked', fields.token, fields.issuedAt] })) as LinkHolder | null;
  if (!user || user.blocked || !(await addressWithinLimit(strapi, fields.mailLimit, user.email))) return;
  const stored = user[fields.token];
  const kept = typeof stored === 'string' && linkKept(stored, user[fields.issuedAt] as string | null, Date.now()) ? stored : null;
  const token = kept || randomBytes(fields.bytes).toString('hex');
  await strapi.db.transaction(async () => {
    if (!kept) await userService().edit(user.id, { [fields.token]: token, [fields.issuedAt]: new Date() });
    await enqueueMail(strapi, kind, { to: user.email, ...mailOf[kind](linkTo[kind](token)) });
  });
};

/** POST /api/auth/forgot-password: the reset link's mail; the same answer for unknown addresses and past the limit. */
export const forgotPassword = async (ctx: Ctx) => {
  const { email } = (await validForgotPasswordBody(ctx.request.body)) as { email: string };
  await mailAccountLink('password-reset', { email: email.toLowerCase() });
  ctx.send({ ok: true });
};

/** users-permissions' `user.sendConfirmationEmail` (sign-up, "send it again"): the confirmation link's mail. */
export const sendConfirmationEmail = async ({ id }: { id: number }) => mailAccountLink('email-confirmation', { id });

type SendOptions = { to?: unknown; from?: unknown; replyTo?: unknown; subject?: unknown; text?: unknown; html?: unknown };
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The email plugin's `send`: queued, one mail per recipient. */
export const queuedSend = async (options: SendOptions) => {
  const recipients = (Array.isArray(options.to) ? options.to : [options.to]).filter((to): to is string => typeof to === 'string' && to.length > 0);
  const text = str(options.text) ?? '';
  const message: Omit<OutboxMessage, 'to'> = {
    subject: str(options.subject) ?? '',
    text,
    html: str(options.html) ?? text,
    ...(str(options.from) ? { from: str(options.from) } : {}),
    ...(str(options.replyTo) ? { replyTo: str(options.replyTo) } : {}),
  };
  await strapi.db.transaction(async () => {
    for (const to of recipients) await enqueueMail(strapi, 'other', { ...message, to });
  });
};
