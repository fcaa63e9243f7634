// Consent when a doctor or PTA connects to a sales rep through a link, and the operator's legal
// texts (docs/decisions/0036-consent-and-notice.md). The consent's German text is in the web app's
// catalog (src/i18n/messages/consent.ts); this version names it, so the server stores which text
// was agreed to and refuses a connect that agreed to another (or to none).
import type { NamedBrand } from './team';

/** The version of the consent text the link preview shows; change it whenever the text changes. */
export const CONSENT_TEXT_VERSION = '2026-11-28';

/** What the rep and the brand see of a doctor or PTA who connects (named in the consent text). */
export const CONSENT_DATA = ['name', 'email', 'profile', 'chatMessages'] as const;

/** A consent as its person reads it (GET /api/consents). */
export interface ConsentRecord {
  documentId: string;
  salesUser: { id: number; name: string } | null;
  brand: NamedBrand | null;
  textVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
}

/** The operator's „Datenschutz“ and „Impressum“ (GET/PUT /api/legal-text), each rich text (HTML). */
export interface LegalTexts {
  privacy: string;
  imprint: string;
}

export const LEGAL_TEXT_FIELDS = ['privacy', 'imprint'] as const;
export type LegalTextField = (typeof LEGAL_TEXT_FIELDS)[number];
