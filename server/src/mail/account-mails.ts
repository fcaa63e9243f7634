import type { Core } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { randomBytes } from 'node:crypto';
import { mailMessages } from '../messages/mails';
import { enqueueMail, type OutboxMessage } from './outbox';

// The mails of users-permissions through the outbox (docs/decisions/0024-mail-outbox.md): the
// password reset and the e-mail confirmation store their token and their mail in one transaction,
// so forgot-password answers 200 whether or not the SMTP server is up, and any other caller of the
// email plugin's `send` is queued too.

declare const strapi: Core.Strapi;

const USER = 'plugin::users-permissions.user';

type Ctx = { request: { body?: unknown }; send(body: unknown): void };
type UserService = { edit(id: number, data: Record<string, unknown>): Promise<unknown> };

// As users-permissions validates the body (its own schema), so its answers stay the same.
const validForgotPasswordBody = validateYupSchema(yup.object({ email: yup.string().email().required() }).noUnknown());

const appUrl = () => strapi.config.get<string>('public-access.appUrl');
const userService = () => strapi.plugin('users-permissions').service('user') as UserService;

/** POST /api/auth/forgot-password: a new reset token and its mail, stored together; the same answer for unknown addresses. */
export const forgotPassword = async (ctx: Ctx) => {
  const { email } = (await validForgotPasswordBody(ctx.request.body)) as { email: string };
  const user = await strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() } });
  if (user && !user.blocked) {
    const token = randomBytes(64).toString('hex');
    const link = `${appUrl()}/reset-password/${token}`;
    await strapi.db.transaction(async () => {
      await userService().edit(user.id, { resetPasswordToken: token });
      await enqueueMail(strapi, 'password-reset', { to: user.email, ...mailMessages.passwordReset(link) });
    });
  }
  ctx.send({ ok: true });
};

/** users-permissions' `user.sendConfirmationEmail`: a new confirmation token and its mail, stored together. */
export const sendConfirmationEmail = async (user: { id: number; email: string }) => {
  const token = randomBytes(20).toString('hex');
  const link = `${appUrl()}/api/auth/email-confirmation?confirmation=${token}`;
  await strapi.db.transaction(async () => {
    await userService().edit(user.id, { confirmationToken: token });
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
