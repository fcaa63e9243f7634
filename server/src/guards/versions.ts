import type { Core, UID } from '@strapi/strapi';
import { readLoadedVersion, versionDecision } from '../access/record-version';
import { fieldError } from '../validation/field-error';
import { versionMessages } from '../messages/versions';
import type { GuardContext, Middleware } from './actor';

declare const strapi: Core.Strapi;

// Conditional saves (docs/decisions/0019-conditional-saves.md): a write names the `updatedAt` it was
// based on; when someone else saved in between, it is refused with 409 and nothing is written.
// Two steps, both listed in the route: the version is taken out of the body before any rule reads the
// body (Strapi never writes it), and compared after the caller is known to be allowed to write.

type Data = Record<string, unknown>;
type Options = { bare?: boolean };

const bodyOf = (ctx: GuardContext, bare: boolean): Data | undefined => {
  const body = ctx.request.body as Data | undefined;
  const data = bare ? body : body?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : undefined;
};

/** Takes `updatedAt` out of the body (`data.updatedAt`, or the bare body's for the users routes); not a date-time: 400. */
export const takeLoadedVersion =
  ({ bare = false }: Options = {}): Middleware =>
  async (ctx, next) => {
    const data = bodyOf(ctx, bare);
    const loaded = readLoadedVersion(data?.updatedAt);
    if (data) delete data.updatedAt;
    if (loaded.given && 'invalid' in loaded) throw fieldError('updatedAt', versionMessages.invalid);
    ctx.state.loadedVersion = loaded;
    await next();
  };

const hasDrafts = (uid: UID.Schema) => (strapi.getModel(uid) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish === true;

/**
 * The stored version is the one the editor loaded, or the write is answered with 409. Documents with
 * drafts are edited as their draft: the draft's `updatedAt` is the version. An unknown record is left
 * to the route's other guards and Strapi (404).
 */
export const loadedVersionCurrent =
  (uid: UID.Schema, { bare = false }: Options = {}): Middleware =>
  async (ctx, next) => {
    const loaded = ctx.state.loadedVersion ?? { given: false };
    if (loaded.given) {
      const id = String(ctx.params?.id ?? '');
      const where = bare ? { id: Number(id) } : { documentId: id, ...(hasDrafts(uid) ? { publishedAt: { $null: true } } : {}) };
      const row = (await strapi.db.query(uid).findOne({ where, select: ['updatedAt'] })) as { updatedAt?: unknown } | null;
      if (row && versionDecision(loaded, row.updatedAt) === 'conflict') {
        // Strapi has no ConflictError of its own: the answer is written here (as guards/reference-tables.ts does).
        ctx.status = 409;
        ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: versionMessages.conflict, details: {} } };
        return;
      }
    }
    await next();
  };
