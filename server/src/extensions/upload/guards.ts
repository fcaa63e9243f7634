import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { scopeOf } from '@markenportal/contract';
import { globalRole, isOperator } from '../../access/roles';
import { uploadMessages as text } from '../../messages/uploads';
import { messages } from '../../messages';
import { fieldError } from '../../validation/field-error';
import { requireActor, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

/** The upload plugin's refusals in German (wrong type, too large, no file), as every other answer. */
const inGerman = (error: unknown): unknown => {
  const { name, message = '' } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'PayloadTooLargeError' || /exceeds size limit/i.test(message)) return new errors.PayloadTooLargeError(text.tooLarge);
  if (/type .* is not allowed|MIME type is not allowed|Cannot verify file type/i.test(message)) return fieldError('files', text.type);
  if (/Files are empty/i.test(message)) return new errors.ValidationError(text.empty);
  return error;
};

/**
 * Everyone signed in uploads new files of their own, recorded as their owner (access/file-ownership.ts).
 * Attaching a file to an entry (`ref`, `refId`, `field`) would skip that entry's own access checks,
 * so it goes through the entry's route; changing an existing file (`?id=`: its name or its content,
 * wherever it is used) is for whom the access table grants `upload.replace` (operators).
 */
export const ownUpload: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (['ref', 'refId', 'field'].some((key) => key in fields)) throw new errors.PolicyError(messages.forbidden);
  const replacing = ctx.query.id !== undefined;
  if (replacing && scopeOf(globalRole(actor), 'upload.replace') !== 'all') throw new errors.PolicyError(messages.forbidden);
  try {
    await next();
  } catch (error) {
    throw inGerman(error);
  }
  const ids = (Array.isArray(ctx.body) ? ctx.body : [ctx.body])
    .map((f) => (f as { id?: unknown } | null)?.id)
    .filter((id): id is number => typeof id === 'number');
  if (!replacing && ids.length) await strapi.db.query('plugin::upload.file').updateMany({ where: { id: { $in: ids } }, data: { ownerId: actor.id } });
};

/** A file's `related` entries (posts of any brand, users) are not for everyone who lists files. */
export const relatedForOperators: Middleware = async (ctx, next) => {
  if (ctx.query.populate !== undefined && !isOperator(await requireActor(ctx))) {
    const { populate: _dropped, ...query } = ctx.query;
    ctx.query = query;
  }
  await next();
};
