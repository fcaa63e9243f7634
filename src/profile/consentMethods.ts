import type { ConsentRecord } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';

/** A doctor's or PTA's own consents, given when connecting through a link (dataProvider.getMyConsents, withdrawConsent). */
export interface ConsentMethods {
  /** GET /api/consents: the caller's own, newest first. */
  getMyConsents(): Promise<ConsentRecord[]>;
  /** POST /api/consents/{documentId}/withdraw: ends the consent and the contact with the rep. */
  withdrawConsent(documentId: string): Promise<ConsentRecord>;
}

export const createConsentMethods = (http: HttpClient): ConsentMethods => ({
  getMyConsents: async () => (await http.request<{ data: ConsentRecord[] }>('/consents')).data,
  withdrawConsent: async (documentId) =>
    (await http.request<{ data: ConsentRecord }>(`/consents/${encodeURIComponent(documentId)}/withdraw`, { method: 'POST' })).data,
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends ConsentMethods {}
}
