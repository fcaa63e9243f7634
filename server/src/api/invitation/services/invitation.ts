import { factories } from '@strapi/strapi';
import { fieldError } from '../../../validation/field-error';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { randomBytes } from 'node:crypto';
import { EMAIL_PATTERN, type Invitation, type InvitationAcceptance } from '@markenportal/contract';
import { BrandRoleType, globalRole, isBrandRoleType } from '../../../access/roles';
import { loadAccessUser, roleIdByType } from '../../../guards/lookups';
import { invitationMessages as text } from '../../../messages/invitations';
import { mailMessages } from '../../../messages/mails';
import { enqueueMail } from '../../../mail/outbox';
import { recordAudit } from '../../../audit/record';

const INVITATION = 'api::invitation.invitation';
const USER = 'plugin::users-permissions.user';
const VALID_DAYS = 14;

export interface InvitationRow {
  id: number;
  documentId: string;
  email: string;
  code: string;
  role: BrandRoleType;
  expiresAt: string | null;
  acceptedAt: string | null;
  brand: { id: number; documentId: string; name: string } | null;
}

/** What a brand admin sends, as yet unchecked, and who invites to which brand. */
export interface InviteInput {
  email: unknown;
  role: unknown;
  brand: { id: number; name: string };
  invitedBy: number;
}

/** A new secret code and its end of validity. */
const freshCode = () => ({
  code: randomBytes(24).toString('base64url'),
  expiresAt: new Date(Date.now() + VALID_DAYS * 86_400_000).toISOString(),
});

export default factories.createCoreService(INVITATION, ({ strapi }: { strapi: Core.Strapi }) => ({
  linkFor(code: string) {
    return `${strapi.config.get('public-access.appUrl')}/invite-start?code=${encodeURIComponent(code)}`;
  },

  /** Creates the invitation and mails its link (the server log in development). */
  async invite({ email, role, brand, invitedBy }: InviteInput): Promise<Invitation> {
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (!EMAIL_PATTERN.test(address)) throw fieldError('email', text.email);
    if (!isBrandRoleType(role)) throw fieldError('role', text.role);
    const { code, expiresAt } = freshCode();
    const link = this.linkFor(code);
    // The invitation and its mail are stored together (docs/decisions/0024-mail-outbox.md).
    const created = await strapi.db.transaction(async () => {
      const row = await strapi.db.query(INVITATION).create({
        data: { email: address, role, code, expiresAt, brand: brand.id, invitedBy },
      });
      await this.mail(address, brand.name, link);
      await recordAudit(strapi, {
        action: 'invitation',
        resource: 'invitation',
        recordId: row.documentId,
        recordLabel: address,
        brand,
        changes: [
          { field: 'email', before: null, after: address },
          { field: 'role', before: null, after: role },
          { field: 'code', before: null, after: null, redacted: true },
        ],
      });
      return row;
    });
    return { documentId: created.documentId, email: address, role, code, link, expiresAt, acceptedAt: null };
  },

  /** Sends the invitation's link again, under a new code valid for another VALID_DAYS; the old link stops working. */
  async resend(documentId: string): Promise<Invitation> {
    const row = await strapi.db.query(INVITATION).findOne({ where: { documentId }, populate: { brand: { select: ['id', 'documentId', 'name'] } } });
    if (!row) throw new errors.NotFoundError(text.unknown);
    if (row.acceptedAt) throw new errors.ValidationError(text.used);
    const { code, expiresAt } = freshCode();
    const link = this.linkFor(code);
    await strapi.db.transaction(async () => {
      await strapi.db.query(INVITATION).update({ where: { id: row.id }, data: { code, expiresAt } });
      await this.mail(row.email, row.brand?.name ?? '', link);
      await recordAudit(strapi, {
        action: 'invitation',
        resource: 'invitation',
        recordId: documentId,
        recordLabel: row.email,
        brand: row.brand ?? null,
        changes: [
          { field: 'code', before: null, after: null, redacted: true },
          { field: 'expiresAt', before: row.expiresAt ? new Date(row.expiresAt).toISOString() : null, after: expiresAt },
        ],
      });
    });
    return { documentId, email: row.email, role: row.role, code, link, expiresAt, acceptedAt: null };
  },

  /** Stores the invitation's mail in the outbox, in the caller's transaction; the mail worker sends it. */
  async mail(address: string, brandName: string, link: string) {
    await enqueueMail(strapi, 'invitation', { to: address, ...mailMessages.invitation(brandName, link) });
  },

  /** The invitation behind a code, if it can still be used; otherwise a German refusal. */
  async usable(code: unknown): Promise<InvitationRow> {
    const row: InvitationRow | null =
      typeof code === 'string' && code
        ? await strapi.db.query(INVITATION).findOne({ where: { code }, populate: { brand: { select: ['id', 'documentId', 'name'] } } })
        : null;
    if (!row || !row.brand) throw new errors.NotFoundError(text.unknown);
    if (row.acceptedAt) throw new errors.ValidationError(text.used);
    if (row.expiresAt && new Date(row.expiresAt).getTime() < Date.now()) throw new errors.ValidationError(text.expired);
    return row;
  },

  /**
   * Adds the invitation's brand and role to the user (brands and userBrandRoles). An account
   * without a back-office role takes the invited role as its own, so it lands in that workspace.
   */
  async accept(code: unknown, userId: number): Promise<InvitationAcceptance> {
    const invitation = await this.usable(code);
    const user = await loadAccessUser(strapi, userId);
    const account = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId', 'email'] });
    if (!user || !account) throw new errors.UnauthorizedError();
    if (String(account.email).toLowerCase() !== invitation.email.toLowerCase()) throw new errors.PolicyError(text.otherEmail);
    const brand = invitation.brand!;
    const entries = (user.userBrandRoles ?? [])
      .filter((e) => e.brand?.documentId && e.brand.documentId !== brand.documentId)
      .map((e) => ({ brand: e.brand!.documentId, role: e.role }));
    const role = globalRole(user) === 'authenticated' ? { role: await roleIdByType(strapi, invitation.role) } : {};
    // The account's change and the invitation's, each with its audit entry, stored together.
    await strapi.db.transaction(async () => {
      await strapi.documents(USER).update({
        documentId: account.documentId,
        data: {
          brands: { connect: [brand.documentId] },
          ...(user.brand ? {} : { brand: brand.documentId }),
          userBrandRoles: [...entries, { brand: brand.documentId, role: invitation.role }],
          ...role,
        } as never,
      });
      const acceptedAt = new Date().toISOString();
      await strapi.db.query(INVITATION).update({ where: { id: invitation.id }, data: { acceptedAt } });
      await recordAudit(strapi, {
        action: 'update',
        resource: 'invitation',
        recordId: invitation.documentId,
        recordLabel: invitation.email,
        brand,
        changes: [{ field: 'acceptedAt', before: null, after: acceptedAt }],
      });
    });
    return { brand: { documentId: brand.documentId, name: brand.name }, role: invitation.role };
  },
}));
