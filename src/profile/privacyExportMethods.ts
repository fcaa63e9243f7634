import type { HttpClient } from '../providers/http';

/** A person's data as one zip archive (DSGVO Art. 15 and 20): dataProvider.exportOwnData, exportAccountData. */
export interface PrivacyExportMethods {
  /** GET /api/privacy/export: the signed-in user's own data. */
  exportOwnData(): Promise<Blob>;
  /** GET /api/privacy/export/{userId}: an operator's export of any account. */
  exportAccountData(userId: number | string): Promise<Blob>;
}

export const createPrivacyExportMethods = (http: HttpClient): PrivacyExportMethods => ({
  exportOwnData: () => http.download('/privacy/export'),
  exportAccountData: (userId) => http.download(`/privacy/export/${encodeURIComponent(String(userId))}`),
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends PrivacyExportMethods {}
}
