import type { Core } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { randomBytes } from 'node:crypto';
import { mailMessages } from '../messages/mails';
import { enqueueMail, type OutboxMessage } from './outbox';
import { linkKept } from '../access/account-links';
import { addressWithinLimit } from '../guards/rate-limits';

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

type ResetHolder = { id: number; email: string; blocked?: boolean | null; resetPasswordToken?: string | null; resetPasswordTokenIssuedAt?: string | null };
type ConfirmationHolder = { id: number; email: string; confirmationToken?: string | null; confirmationTokenIssuedAt?: string | null };

/** POST /api/auth/forgot-password: a reset token and its mail, stored together; the same answer for unknown addresses and past the limit. */
export const forgotPassword = async (ctx: Ctx) => {
  const { email } = (await validForgotPasswordBody(ctx.request.body)) as { email: string };
  const user = (await strapi.db.query(USER).findOne({
    where: { email: email.toLowerCase() },
    select: ['id', 'email', 'blocked', 'resetPasswordToken', 'resetPasswordTokenIssuedAt'],
  })) as ResetHolder | null;
  if (user && !user.blocked && (await addressWithinLimit('passwordForgot', user.email))) {
    const kept = linkKept(user.resetPasswordToken, user.resetPasswordTokenIssuedAt, Date.now()) ? user.resetPasswordToken : null;
    const token = kept || randomBytes(64).toString('hex');
    const link = `${appUrl()}/reset-password/${token}`;
    await strapi.db.transaction(async () => {
      if (!kept) await userService().edit(user.id, { resetPasswordToken: token, resetPasswordTokenIssuedAt: new Date() });
      await enqueueMail(strapi, 'password-reset', { to: user.email, ...mailMessages.passwordReset(link) });
    });
  }
  ctx.send({ ok: true });
};

/** users-permissions' `user.sendConfirmationEmail` (sign-up, "send it again"): a confirmation token and its mail, stored together. */
export const sendConfirmationEmail = async ({ id }: { id: number }) => {
  const user = (await strapi.db
    .query(USER)
    .findOne({ where: { id }, select: ['id', 'email', 'confirmationToken', 'confirmationTokenIssuedAt'] })) as ConfirmationHolder | null;
  if (!user || !(await addressWithinLimit('emailConfirmation', user.email))) return;
  const kept = linkKept(user.confirmationToken, user.confirmationTokenIssuedAt, Date.now()) ? user.confirmationToken : null;
  const token = kept || randomBytes(20).toString('hex');
  const link = `${appUrl()}/api/auth/email-confirmation?confirmation=${token}`;
  await strapi.db.transaction(async () => {
    if (!kept) await userService().edit(user.id, { confirmationToken: token, confirmationTokenIssuedAt: new Date() });
    await enqueueMail(strapi, 'email-confirmation', { to: user.email, ...mailMessages.emailConfirmation(link) });
  });
};

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
