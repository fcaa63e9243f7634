import type { LinkConnection } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';

/** The sales rep and brand behind a link, as the public preview shows them. */
export interface LinkPreview {
  link: string;
  salesUser: { id: number; name: string; title: string | null; imageUrl: string | null } | null;
  brand: { documentId: string; name: string; logoUrl: string | null } | null;
}

/** The public link preview and connecting through it (dataProvider.getLinkPreview, connectThroughLink). */
export interface LinkMethods {
  /** GET /api/links?filters[link][$eq]=…&populate[brand][populate]=logo with the public token; null when unknown. */
  getLinkPreview(link: string): Promise<LinkPreview | null>;
  /**
   * POST /api/links/connect as the signed-in doctor or PTA, who agreed to the consent text of
   * `consentVersion` (CONSENT_TEXT_VERSION): both become each other's contacts.
   */
  connectThroughLink(link: string, consentVersion: string): Promise<LinkConnection>;
}

type RawLink = {
  link: string;
  salesUser?: {
    id: number;
    profile?: { title?: string | null; firstName?: string | null; lastName?: string | null } | null;
    image?: { url?: string } | null;
  } | null;
  brand?: { documentId: string; name: string; logo?: { url?: string } | null } | null;
};

const toPreview = (raw: RawLink): LinkPreview => {
  const p = raw.salesUser?.profile;
  return {
    link: raw.link,
    salesUser: raw.salesUser
      ? {
          id: raw.salesUser.id,
          name: [p?.firstName, p?.lastName].filter(Boolean).join(' '),
          title: p?.title ?? null,
          imageUrl: raw.salesUser.image?.url ?? null,
        }
      : null,
    brand: raw.brand ? { documentId: raw.brand.documentId, name: raw.brand.name, logoUrl: raw.brand.logo?.url ?? null } : null,
  };
};

export const createLinkMethods = (http: HttpClient): LinkMethods => ({
  getLinkPreview: async (link) => {
    const result = await http.request<{ data: RawLink[] }>('/links', {
      query: { filters: { link: { $eq: link } }, populate: { brand: { populate: 'logo' } } },
      auth: 'public',
    });
    const [first] = result.data ?? [];
    return first ? toPreview(first) : null;
  },

  connectThroughLink: async (link, consentVersion) =>
    (await http.request<{ data: LinkConnection }>('/links/connect', { method: 'POST', body: { data: { link, consentVersion } } })).data,
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends LinkMethods {}
}
