import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ACCOUNT_LINKS, linkExpired, type AccountLinkKind } from '../../access/account-links';
import { accountLinkMessages as text } from '../../messages/account-links';
import { bodyFields } from '../../http/request-context';
import type { Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

// The links of the account mails end (docs/security.md, "Tokens"; access/account-links.ts): a reset
// link after an hour, a confirmation link after a week. users-permissions looks a token up and
// takes it as long as it is stored; these guards refuse it first when it is past its time. A password
// change or a block clears the reset token itself (security/sessions.ts).

const USER = 'plugin::users-permissions.user';

type LinkHolder = { id: number; blocked?: boolean | null } & Record<string, unknown>;

/** Who holds the link `token` of `kind`, and whether it is past its time; null when nobody does. */
const linkHolder = async (kind: AccountLinkKind, token: string) => {
  const fields = ACCOUNT_LINKS[kind];
  const holder = (await strapi.db.query(USER).findOne({ where: { [fields.token]: token }, select: ['id', 'blocked', fields.issuedAt] })) as LinkHolder | null;
  return holder && { blocked: !!holder.blocked, expired: linkExpired(holder[fields.issuedAt] as string | null, fields.lifetimeSeconds, Date.now()) };
};

/** POST /auth/reset-password: a code past its hour is a German 400 saying so; a blocked account's as an unknown code. */
export const resetLinkLive: Middleware = async (ctx, next) => {
  const { code } = bodyFields(ctx);
  const holder = typeof code === 'string' && code ? await linkHolder('password-reset', code) : null;
  if (holder?.blocked) throw new errors.ValidationError(text.resetInvalid);
  if (holder?.expired) throw new errors.ValidationError(text.resetExpired);
  await next();
};

/** GET /auth/email-confirmation: a token past its week is a German 400 saying so. */
export const confirmationLinkLive: Middleware = async (ctx, next) => {
  const token = ctx.query.confirmation;
  const holder = typeof token === 'string' && token ? await linkHolder('email-confirmation', token) : null;
  if (holder?.expired) throw new errors.ValidationError(text.confirmationExpired);
  await next();
};
