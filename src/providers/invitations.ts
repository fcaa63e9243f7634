import type { HttpClient } from './http';

export type InvitedRole = 'brand_admin' | 'visual_brand_admin' | 'sales';

/** What an invitation offers, as the invitee sees it before accepting. */
export interface InvitationPreview {
  email: string;
  role: InvitedRole;
  expiresAt: string | null;
  brand: { documentId: string; name: string };
}

export interface InvitationMethods {
  /** GET /api/invitations/code/{code} with the public-access token (no account needed yet). */
  previewInvitation(code: string): Promise<InvitationPreview>;
  /** POST /api/invitations/accept as the signed-in invitee: adds the brand and role to the account. */
  acceptInvitation(code: string): Promise<{ brand: { documentId: string; name: string }; role: InvitedRole }>;
}

export const createInvitationMethods = (http: HttpClient): InvitationMethods => ({
  previewInvitation: async (code) =>
    (await http.request<{ data: InvitationPreview }>(`/invitations/code/${encodeURIComponent(code)}`, { auth: 'public' })).data,
  acceptInvitation: async (code) =>
    (
      await http.request<{ data: { brand: { documentId: string; name: string }; role: InvitedRole } }>('/invitations/accept', {
        method: 'POST',
        body: { code },
      })
    ).data,
});
