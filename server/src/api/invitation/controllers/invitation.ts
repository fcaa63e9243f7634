import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Invitation, InvitationAcceptance, InvitationPreview } from '@markenportal/contract';
import type { InvitationRow, InviteInput } from '../services/invitation';
import { bodyData, bodyFields, requestContext } from '../../../http/request-context';

const INVITATION = 'api::invitation.invitation';

type Service = {
  invite(input: InviteInput): Promise<Invitation>;
  resend(documentId: string): Promise<Invitation>;
  usable(code: unknown): Promise<InvitationRow>;
  accept(code: unknown, userId: number): Promise<InvitationAcceptance>;
};

/**
 * Brand admins invite people to their brands, operators to any brand (docs/decisions/0005-invitations.md; guarded
 * in routes/); the invitee previews the invitation by its code (public-access token) and accepts it signed in.
 */
export default factories.createCoreController(INVITATION, ({ strapi }) => {
  const service = () => strapi.service(INVITATION) as Service;

  return {
    async create(koaCtx) {
      const ctx = requestContext(koaCtx);
      // The brand is one the caller administers, as a documentId (routes/invitation.ts).
      const data = bodyData(ctx) ?? {};
      const brand = await strapi.db.query('api::brand.brand').findOne({ where: { documentId: String(data.brand) }, select: ['id', 'name'] });
      ctx.status = 201;
      ctx.body = { data: await service().invite({ email: data.email, role: data.role, brand, invitedBy: ctx.state.user!.id }) };
    },

    /** POST /invitations/:id/resend: a new link for a pending invitation, mailed again (guarded in routes/). */
    async resend(koaCtx) {
      const ctx = requestContext(koaCtx);
      ctx.body = { data: await service().resend(String(ctx.params?.id)) };
    },

    /** GET /invitations/code/:code: who invites to which brand, for /invite-start and /register-add-brand. */
    async preview(koaCtx) {
      const ctx = requestContext(koaCtx);
      const invitation = await service().usable(ctx.params?.code);
      // usable() answers only invitations with a brand; the row's numeric ids stay on the server.
      const brand = invitation.brand!;
      const data: InvitationPreview = {
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
        brand: { documentId: brand.documentId, name: brand.name },
      };
      ctx.body = { data };
    },

    /** POST /invitations/accept { code }: the signed-in invitee joins the brand (/login-add-brand). */
    async accept(koaCtx) {
      const ctx = requestContext(koaCtx);
      if (!ctx.state.user) throw new errors.UnauthorizedError();
      ctx.body = { data: await service().accept(bodyFields(ctx).code, ctx.state.user.id) };
    },
  };
});
