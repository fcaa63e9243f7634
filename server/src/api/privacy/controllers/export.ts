import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { csvDate } from '@markenportal/contract';
import { productTimeZone } from '../../../time-zone';
import { privacyExportMessages } from '../../../messages/privacy-export';
import { OPERATOR_BOUNDS, personalDataArchive } from '../../../privacy/export-archive';
import { auditPersonalDataExport } from '../../../privacy/export-audit';
import type { ExportPerson } from '../../../privacy/export-sections';
import type { RequestContext } from '../../../http/request-context';

type Ctx = RequestContext & { set(name: string, value: string): void };

// The data export's answers (guarded in routes/export.ts): the archive of the caller's account, or an
// operator's of any account; the same archive either way.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const personOf = async (id: number): Promise<ExportPerson | null> =>
    strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, select: ['id', 'email'] });

  /** Sends the archive of `subjectId`; the person is read before the answer starts, so a failure is an error answer. */
  const send = async (ctx: Ctx, subjectId: number, byOperator: boolean) => {
    const person = await personOf(subjectId);
    if (!person) throw new errors.NotFoundError(privacyExportMessages.unknownAccount);
    const actorId = ctx.state.user?.id ?? 0;
    await auditPersonalDataExport(strapi, { actorId, subjectId, byOperator });
    const now = new Date();
    const fileName = `${privacyExportMessages.archive}_${csvDate(now.toISOString(), productTimeZone())}.zip`;
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.set('Cache-Control', 'no-store');
    // An operator's export has the rest of what a person's own archive stopped short of.
    ctx.body = byOperator ? personalDataArchive(strapi, person, now, OPERATOR_BOUNDS) : personalDataArchive(strapi, person, now);
  };

  return {
    /** GET /api/privacy/export: the caller's own data. */
    async own(ctx: Ctx) {
      await send(ctx, Number(ctx.state.user?.id), false);
    },
    /** GET /api/privacy/export/:userId: an operator's export of any account (checked by exportedAccount). */
    async account(ctx: Ctx) {
      await send(ctx, Number(ctx.params?.userId), true);
    },
  };
};
