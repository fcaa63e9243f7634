import { HttpError } from 'ra-core';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from '../http';
import { andFilters, toStrapiFilters } from './query';
import type { ResourceConfig, ResourceTable, ScopeContext } from './resources';
import { toBody } from './records';

/** The most rows the server answers per request (server/config/api.ts, `maxLimit`); it cuts larger pages without saying so. */
export const SERVER_PAGE_LIMIT = 1000;

type Rows = { data: unknown[]; meta?: { pagination?: { total?: number } } };

/**
 * Rows `start` to `start + count` of a list (an export asks for up to 10,000) in requests of at most
 * SERVER_PAGE_LIMIT, one after another; stops at a short answer. The first answer's count is the total.
 */
export const readBeyondServerLimit = async <T extends Rows>(read: (start: number, limit: number) => Promise<T>, start: number, count: number) => {
  const first = await read(start, Math.min(SERVER_PAGE_LIMIT, count));
  const data = [...first.data];
  for (let last = first.data.length; last === SERVER_PAGE_LIMIT && data.length < count;) {
    const next = await read(start + data.length, Math.min(SERVER_PAGE_LIMIT, count - data.length));
    data.push(...next.data);
    last = next.data.length;
  }
  return { ...first, data } as T;
};

export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  mime: string;
}

/** What the content and the users provider share: each resource's config, list filters, uploads, one record's path. */
export const createRequests = (http: HttpClient, context: () => ScopeContext, resources: ResourceTable) => {
  /** How a react-admin resource maps onto Strapi (the features' `data` and the shared record types). */
  const config = (resource: string): ResourceConfig => {
    const found = resources[resource];
    if (!found) throw new Error(`Unknown resource: ${resource}`);
    return found;
  };

  const listFilters = (config: ResourceConfig, { live: _live, ...all }: Record<string, unknown> = {}) => {
    const filter = Object.fromEntries(Object.entries(all).filter(([key]) => !config.listParams?.keys.includes(key)));
    return andFilters(config.scope?.(context()), toStrapiFilters(filter), config.search?.(filter.q), config.listParams?.toFilter?.(all));
  };
  /** The list's own query parameters (ResourceConfig.listParams) from its filter. */
  const listParams = (config: ResourceConfig, filter: Record<string, unknown> = {}) => config.listParams?.toQuery?.(filter) ?? {};

  const upload = async (file: File): Promise<UploadedFile> => {
    const form = new FormData();
    form.append('files', file, file.name);
    const [uploaded] = await http.request<UploadedFile[]>('/upload', { method: 'POST', body: form });
    return uploaded;
  };

  /** Uploads new files of media fields (react-admin FileInput values) and writes their ids. */
  const withUploads = async (config: ResourceConfig, data: Record<string, unknown>) => {
    const result = { ...data };
    for (const field of config.media ?? []) {
      const value = result[field] as { rawFile?: File } | undefined;
      if (value?.rawFile instanceof File) result[field] = (await upload(value.rawFile)).id;
    }
    return toBody(result, config.relations, config.media);
  };

  /** A write needs a valid id (the spec's "Error catalogue": 'Ungültige ID'). */
  const one = (config: ResourceConfig, id: Identifier) => {
    if (id === undefined || id === null || String(id).trim() === '') throw new HttpError('app.errors.invalid_id', 400, {});
    return `/${config.endpoint}/${encodeURIComponent(String(id))}`;
  };

  /** delete and deleteMany: one DELETE per record, the same for content and users routes. */
  const remove = (resource: string, id: Identifier) => http.request(one(config(resource), id), { method: 'DELETE' });
  const deletes: Pick<DataProvider, 'delete' | 'deleteMany'> = {
    delete: (async (resource, params) => {
      await remove(resource, params.id);
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    }) as DataProvider['delete'],
    deleteMany: (async (resource, params) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    }) as DataProvider['deleteMany'],
  };

  return { config, listFilters, listParams, upload, withUploads, one, deletes };
};

export type Requests = ReturnType<typeof createRequests>;
