import type { RetentionAnswer } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';

// Retention's own route (docs/decisions/0032-retention.md): the periods and last passes, read-only.

export const RETENTION = 'retention';

export interface RetentionMethods {
  /** GET /retention (operators). */
  getRetention(): Promise<RetentionAnswer>;
}

export const createRetentionMethods = (http: HttpClient): RetentionMethods => ({
  getRetention: () => http.request<RetentionAnswer>('/retention'),
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends RetentionMethods {}
}
