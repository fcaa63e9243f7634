import type { HttpClient } from '../providers/http';

/** The operator's erasure of an account (DSGVO Art. 17; docs/decisions/0034-erasure.md). */
export interface ErasureMethods {
  /**
   * POST /api/privacy/erasures/{id}: erases the account for good. Refused with 409 (a German
   * message) while it is the last brand admin of a brand.
   */
  eraseAccount(userId: number | string): Promise<{ pseudonym: string }>;
}

export const createErasureMethods = (http: HttpClient): ErasureMethods => ({
  eraseAccount: async (userId) =>
    (await http.request<{ data: { pseudonym: string } }>(`/privacy/erasures/${encodeURIComponent(String(userId))}`, { method: 'POST' })).data,
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends ErasureMethods {}
}
