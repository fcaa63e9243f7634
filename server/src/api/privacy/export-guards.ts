import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Middleware } from '../../guards/actor';
import { messages } from '../../messages';
import { privacyExportMessages } from '../../messages/privacy-export';

declare const strapi: Core.Strapi;

// The guards of the data export's routes (routes/export.ts). The own export takes nobody's id: the
// account is the caller's token. An operator names the account in the path.

/** The own export: any query parameter (`?userId=…`) is refused rather than silently ignored. */
export const noExportParameters: Middleware = async (ctx, next) => {
  if (Object.keys(ctx.query ?? {}).length > 0) throw new errors.ValidationError(privacyExportMessages.noParameters);
  await next();
};

/** `:userId` is an account's numeric id, and the account exists (else 400, 404). */
export const exportedAccount: Middleware = async (ctx, next) => {
  const id = ctx.params?.userId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new errors.ValidationError(messages.invalidId);
  const exists = (await strapi.db.query('plugin::users-permissions.user').count({ where: { id: Number(id) } })) > 0;
  if (!exists) throw new errors.NotFoundError(privacyExportMessages.unknownAccount);
  await next();
};
