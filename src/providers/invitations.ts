import type { InvitationAcceptance, InvitationPreview } from '@markenportal/contract';
import type { HttpClient } from './http';

export interface InvitationMethods {
  /** GET /api/invitations/code/{code} with the public-access token (no account needed yet). */
  previewInvitation(code: string): Promise<InvitationPreview>;
  /** POST /api/invitations/accept as the signed-in invitee: adds the brand and role to the account. */
  acceptInvitation(code: string): Promise<InvitationAcceptance>;
}

export const createInvitationMethods = (http: HttpClient): InvitationMethods => ({
  previewInvitation: async (code) =>
    (await http.request<{ data: InvitationPreview }>(`/invitations/code/${encodeURIComponent(code)}`, { auth: 'public' })).data,
  acceptInvitation: async (code) => (await http.request<{ data: InvitationAcceptance }>('/invitations/accept', { method: 'POST', body: { code } })).data,
});
