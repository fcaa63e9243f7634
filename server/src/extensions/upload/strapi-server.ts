import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { uploadMessages as text } from '../../messages/uploads';
import { messages } from '../../messages';
import { isOperator } from '../../access/roles';
import { loadAccessUser } from '../../access/user-scope';

type Ctx = { request: { files?: unknown; body?: Record<string, unknown> }; query?: Record<string, unknown>; state?: { user?: { id: number } } };
type Controller = Record<string, (ctx: Ctx) => Promise<unknown>>;
type Factory = (deps: { strapi: Core.Strapi }) => Controller;

/** The upload plugin's refusals in German (wrong type, too large, no file), as every other answer. */
const inGerman = (error: unknown): unknown => {
  const { name, message = '' } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'PayloadTooLargeError' || /exceeds size limit/i.test(message)) return new errors.PayloadTooLargeError(text.tooLarge);
  if (/type .* is not allowed|MIME type is not allowed|Cannot verify file type/i.test(message)) return new errors.ValidationError(text.type);
  if (/Files are empty/i.test(message)) return new errors.ValidationError(text.empty);
  return error;
};

const callerIsOperator = async (strapi: Core.Strapi, ctx: Ctx) => {
  const actor = ctx.state?.user && (await loadAccessUser(strapi, ctx.state.user.id));
  return !!actor && isOperator(actor);
};

/**
 * Everyone signed in uploads new files of their own. Attaching a file to an entry (`ref`, `refId`,
 * `field`) would skip that entry's own access checks, so it goes through the entry's route; changing
 * an existing file (`?id=`: its name or its content, wherever it is used) is for operators.
 */
const assertMayUpload = async (strapi: Core.Strapi, ctx: Ctx) => {
  if (['ref', 'refId', 'field'].some((key) => key in (ctx.request.body ?? {}))) throw new errors.PolicyError(messages.forbidden);
  if (ctx.query?.id !== undefined && !(await callerIsOperator(strapi, ctx))) throw new errors.PolicyError(messages.forbidden);
};

type FileSchema = { schema: { attributes: Record<string, unknown> } };

/** Records who uploaded each new file (access/file-ownership.ts): only they attach it to a record. */
const recordOwner = async (strapi: Core.Strapi, ctx: Ctx, result: unknown) => {
  const ownerId = ctx.state?.user?.id;
  const files = (Array.isArray(result) ? result : [result]) as { id?: number }[];
  const ids = files.map((f) => f?.id).filter((id): id is number => typeof id === 'number');
  if (ownerId && ids.length && ctx.query?.id === undefined) {
    await strapi.db.query('plugin::upload.file').updateMany({ where: { id: { $in: ids } }, data: { ownerId } });
  }
};

export default (plugin: { controllers: Record<string, Factory | Controller>; contentTypes: Record<string, FileSchema> }) => {
  // Private: never in an answer, never written through the API.
  plugin.contentTypes.file.schema.attributes.ownerId = { type: 'integer', private: true, configurable: false };
  const base = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = ({ strapi }: { strapi: Core.Strapi }) => {
    const controller = typeof base === 'function' ? base({ strapi }) : base;
    const upload = controller.upload;
    controller.upload = async function germanUpload(ctx: Ctx) {
      await assertMayUpload(strapi, ctx);
      try {
        const result = await upload.call(this, ctx);
        await recordOwner(strapi, ctx, (ctx as { body?: unknown }).body ?? result);
        return result;
      } catch (error) {
        throw inGerman(error);
      }
    };
    // A file's `related` entries (posts of any brand, users) are not for everyone who lists files.
    for (const name of ['find', 'findOne']) {
      const read = controller[name];
      controller[name] = async function scopedRead(ctx: Ctx) {
        if (ctx.query?.populate !== undefined && !(await callerIsOperator(strapi, ctx))) {
          const { populate: _dropped, ...query } = ctx.query;
          ctx.query = query;
        }
        return read.call(this, ctx);
      };
    }
    return controller;
  };
  return plugin;
};
