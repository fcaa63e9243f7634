import type { LegalTexts } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';

/** „Datenschutz“ and „Impressum“ (dataProvider.getLegalTexts, updateLegalTexts). */
export interface LegalTextMethods {
  /** GET /api/legal-text with the public-access token: what the public pages show (defaults until written). */
  getLegalTexts(): Promise<LegalTexts>;
  /** PUT /api/legal-text as an operator; answers the texts as stored (cleaned). */
  updateLegalTexts(texts: LegalTexts): Promise<LegalTexts>;
}

export const createLegalTextMethods = (http: HttpClient): LegalTextMethods => ({
  getLegalTexts: async () => (await http.request<{ data: LegalTexts }>('/legal-text', { auth: 'public' })).data,
  updateLegalTexts: async (texts) => (await http.request<{ data: LegalTexts }>('/legal-text', { method: 'PUT', body: { data: texts } })).data,
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends LegalTextMethods {}
}
