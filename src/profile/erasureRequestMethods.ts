import type { HttpClient } from '../providers/http';

/** The own request for erasure (DSGVO Art. 17; docs/decisions/0034-erasure.md): dataProvider.getErasureRequest, … */
export interface ErasureRequestMethods {
  /** GET /api/privacy/erasure-request: when the signed-in person asked for their erasure, or null. */
  getErasureRequest(): Promise<string | null>;
  /** POST /api/privacy/erasure-request: asks for it; an operator confirms. Answers its time. */
  requestErasure(): Promise<string>;
  /** DELETE /api/privacy/erasure-request: withdraws the request. */
  withdrawErasureRequest(): Promise<void>;
}

type Answer = { data: { requestedAt: string | null } };

export const createErasureRequestMethods = (http: HttpClient): ErasureRequestMethods => ({
  getErasureRequest: async () => (await http.request<Answer>('/privacy/erasure-request')).data.requestedAt,
  requestErasure: async () => (await http.request<Answer>('/privacy/erasure-request', { method: 'POST' })).data.requestedAt ?? '',
  withdrawErasureRequest: async () => {
    await http.request('/privacy/erasure-request', { method: 'DELETE' });
  },
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends ErasureRequestMethods {}
}
