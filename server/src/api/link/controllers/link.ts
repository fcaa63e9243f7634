import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const LINK = 'api::link.link';
// Spec section 5 / 8: the texts the user reads.
export const LINK_EXISTS = 'Der Link existiert bereits';
export const INVALID_ID = 'Ungültige ID';

type Ctx = { params: { id?: string }; request: { body?: { data?: { link?: unknown } } } };

const linkTaken = () =>
  new errors.ValidationError(LINK_EXISTS, { errors: [{ path: ['link'], message: LINK_EXISTS, name: 'ValidationError' }] });

/** Links are unique strings: a duplicate is refused with the spec's message at the field. */
export default factories.createCoreController(LINK, ({ strapi }) => {
  const isTaken = async (link: unknown, exceptDocumentId?: string) =>
    typeof link === 'string' &&
    (await strapi.db.query(LINK).count({
      where: { link: { $eqi: link.trim() }, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    })) > 0;

  return {
    async create(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      if (await isTaken(ctx.request.body?.data?.link)) throw linkTaken();
      return super.create(koaCtx);
    },

    async update(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const id = ctx.params.id;
      const exists = id && (await strapi.db.query(LINK).count({ where: { documentId: id } }));
      if (!exists) throw new errors.ValidationError(INVALID_ID);
      if (await isTaken(ctx.request.body?.data?.link, id)) throw linkTaken();
      return super.update(koaCtx);
    },
  };
});
