import type { BrandRoleType, Invitation, InvitationAcceptance, InvitationPreview } from '@markenportal/contract';
import type { HttpClient } from './http';

export interface InvitationMethods {
  /** GET /api/invitations/code/{code} with the public-access token (no account needed yet). */
  previewInvitation(code: string): Promise<InvitationPreview>;
  /** POST /api/invitations/accept as the signed-in invitee: adds the brand and role to the account. */
  acceptInvitation(code: string): Promise<InvitationAcceptance>;
  /** The brand's invitations not yet accepted, for these roles, newest first (GET /api/invitations). */
  getPendingInvitations(brandId: string, roles: BrandRoleType[]): Promise<PendingInvitation[]>;
  /** A new link for a pending invitation, mailed again (POST /api/invitations/{id}/resend). */
  resendInvitation(id: string): Promise<Invitation>;
  /** Withdraws an invitation: its link stops working (DELETE /api/invitations/{id}). */
  revokeInvitation(id: string): Promise<void>;
}

export type PendingInvitation = Pick<Invitation, 'documentId' | 'email' | 'role' | 'expiresAt'> & { createdAt: string };

export const createInvitationMethods = (http: HttpClient): InvitationMethods => ({
  previewInvitation: async (code) =>
    (await http.request<{ data: InvitationPreview }>(`/invitations/code/${encodeURIComponent(code)}`, { auth: 'public' })).data,
  acceptInvitation: async (code) => (await http.request<{ data: InvitationAcceptance }>('/invitations/accept', { method: 'POST', body: { code } })).data,
  getPendingInvitations: async (brandId, roles) =>
    (
      await http.request<{ data: PendingInvitation[] }>('/invitations', {
        query: {
          filters: { brand: { documentId: { $eq: brandId } }, acceptedAt: { $null: true }, role: { $in: roles } },
          fields: ['email', 'role', 'expiresAt', 'createdAt'],
          sort: ['createdAt:desc'],
          pagination: { pageSize: 100 },
        },
      })
    ).data,
  resendInvitation: async (id) => (await http.request<{ data: Invitation }>(`/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' })).data,
  revokeInvitation: async (id) => {
    await http.request(`/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
});
