import type { DataProvider, GetListParams } from 'ra-core';
import type { MailListAnswer } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';

// The mail outbox's own routes (docs/decisions/0024-mail-outbox.md): a list with start/limit
// pagination and a state filter, newest first, and sending a failed mail again.

export const MAIL_OUTBOX = 'mail-outbox';

export interface MailOutboxMethods {
  /** POST /mails/:id/retry: a failed mail is due again; the server refuses any other. */
  retryMail(id: number): Promise<void>;
}

const readOnly = () => Promise.reject(new Error('The mail outbox is read-only.'));

/** react-admin's list of the outbox; nothing else is read or written through the generic methods. */
export const createMailOutboxProvider = (http: HttpClient): DataProvider =>
  ({
    getList: async (_resource: string, params: GetListParams) => {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const state = params.filter?.state;
      const answer = await http.request<MailListAnswer>('/mails', {
        query: { ...(state ? { filters: { state } } : {}), pagination: { start: (page - 1) * perPage, limit: perPage } },
      });
      return { data: answer.data, total: answer.meta.pagination.total };
    },
    getOne: readOnly,
    getMany: readOnly,
    getManyReference: readOnly,
    create: readOnly,
    update: readOnly,
    updateMany: readOnly,
    delete: readOnly,
    deleteMany: readOnly,
  }) as unknown as DataProvider;

export const createMailOutboxMethods = (http: HttpClient): MailOutboxMethods => ({
  retryMail: async (id) => {
    await http.request(`/mails/${id}/retry`, { method: 'POST' });
  },
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends MailOutboxMethods {}
}
