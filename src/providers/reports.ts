import type { ReportAnswer, ReportQuery, ReportRow } from '@markenportal/contract';
import type { HttpClient } from './http';

export interface ReportMethods {
  getReport(params: ReportQuery): Promise<ReportRow[]>;
}

/** The report's custom dataProvider method (GET /api/reports; the contract's ReportQuery and ReportRow). */
export const createReportMethods = (http: HttpClient): ReportMethods => ({
  getReport: async ({ from, to, brands }) => {
    const result = await http.request<ReportAnswer>('/reports', {
      query: { from, to, ...(brands?.length ? { brands } : {}) },
    });
    return result.data;
  },
});
