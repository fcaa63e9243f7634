// Answers of the brand team's custom endpoints: invitations (docs/decisions/0005-invitations.md) and
// connecting through a sales rep's link (docs/decisions/0004-links.md). Each answer comes as { data }.
import type { BrandRoleType } from './roles';

export interface NamedBrand {
  documentId: string;
  name: string;
}

/** POST /api/invitations: a brand admin invites someone to the current brand. */
export interface Invitation {
  documentId: string;
  email: string;
  role: BrandRoleType;
  code: string;
  /** The full invitation URL (…/invite-start?code=…). */
  link: string;
  expiresAt: string | null;
  acceptedAt: string | null;
}

/** GET /api/invitations/code/{code} (public-access token): what the invitee is offered. */
export interface InvitationPreview {
  email: string;
  role: BrandRoleType;
  expiresAt: string | null;
  brand: NamedBrand;
}

/** POST /api/invitations/accept: the brand and role the signed-in invitee now holds. */
export interface InvitationAcceptance {
  brand: NamedBrand;
  role: BrandRoleType;
}

/** POST /api/links/connect: the doctor or PTA and the link's sales rep are now each other's contacts. */
export interface LinkConnection {
  salesUser: { id: number; name: string };
  /** A link need not name a brand. */
  brand: NamedBrand | null;
  alreadyConnected: boolean;
}
