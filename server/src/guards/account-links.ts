import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONFIRMATION_LINK_SECONDS, linkExpired, RESET_LINK_SECONDS } from '../access/account-links';
import { accountLinkMessages as text } from '../messages/account-links';
import { bodyFields } from '../http/request-context';
import type { Middleware } from './actor';

declare const strapi: Core.Strapi;

// The links of the account mails end (docs/security.md, "Tokens"; access/account-links.ts): a reset
// link after an hour, a confirmation link after a week. users-permissions looks a token up and
// takes it as long as it is stored; these guards refuse it first when it is past its time. A password
// change or a block clears the reset token itself (security/sessions.ts).

const USER = 'plugin::users-permissions.user';

type ResetHolder = { id: number; blocked?: boolean | null; resetPasswordTokenIssuedAt?: string | Date | null };
type ConfirmationHolder = { id: number; confirmationTokenIssuedAt?: string | Date | null };

/** POST /auth/reset-password: a code past its hour is a German 400 saying so; a blocked account's as an unknown code. */
export const resetLinkLive: Middleware = async (ctx, next) => {
  const { code } = bodyFields(ctx);
  if (typeof code === 'string' && code) {
    const holder = (await strapi.db
      .query(USER)
      .findOne({ where: { resetPasswordToken: code }, select: ['id', 'blocked', 'resetPasswordTokenIssuedAt'] })) as ResetHolder | null;
    if (holder?.blocked) throw new errors.ValidationError(text.resetInvalid);
    if (holder && linkExpired(holder.resetPasswordTokenIssuedAt, RESET_LINK_SECONDS, Date.now())) throw new errors.ValidationError(text.resetExpired);
  }
  await next();
};

/** GET /auth/email-confirmation: a token past its week is a German 400 saying so. */
export const confirmationLinkLive: Middleware = async (ctx, next) => {
  const token = ctx.query.confirmation;
  if (typeof token === 'string' && token) {
    const holder = (await strapi.db
      .query(USER)
      .findOne({ where: { confirmationToken: token }, select: ['id', 'confirmationTokenIssuedAt'] })) as ConfirmationHolder | null;
    if (holder && linkExpired(holder.confirmationTokenIssuedAt, CONFIRMATION_LINK_SECONDS, Date.now()))
      throw new errors.ValidationError(text.confirmationExpired);
  }
  await next();
};
