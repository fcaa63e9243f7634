import type { HttpClient } from './http';

/** One brand's figures of GET /api/reports (server/src/api/report/services/report.ts defines them). */
export interface ReportRow {
  /** The brand's documentId. */
  brandId: string;
  brandName: string;
  /** Posts published in the period. */
  posts: number;
  /** Events published in the period. */
  events: number;
  /** Sales users of the brand, as of now. */
  salesUsers: number;
  /** Contacts won through links, as of now. */
  contacts: number;
  /** Chat messages in chats of the brand's sales users, sent in the period. */
  messages: number;
  /** Push notifications generated for the brand in the period. */
  notifications: number;
  /** Users who favorite the brand, as of now. */
  favorites: number;
}

export interface ReportParams {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  to: string;
  /** Brand documentIds; none means every brand. */
  brands?: string[];
}

export interface ReportMethods {
  getReport(params: ReportParams): Promise<ReportRow[]>;
}

/** The report's custom dataProvider method (GET /api/reports). */
export const createReportMethods = (http: HttpClient): ReportMethods => ({
  getReport: async ({ from, to, brands }) => {
    const result = await http.request<{ data: ReportRow[] }>('/reports', {
      query: { from, to, ...(brands?.length ? { brands } : {}) },
    });
    return result.data;
  },
});
