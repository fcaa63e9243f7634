import { HttpError } from 'ra-core';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from './http';
import type { SessionUser } from './access';
import { canAccess } from './access';
import { andFilters, toStrapiFilters, toStrapiSort } from './strapi/query';
import { resourceConfig, ResourceConfig, ScopeContext } from './strapi/resources';
import { toBody, toRecord } from './strapi/records';
import { createSchedulingMethods, type SchedulingMethods } from './scheduling';
import { createInvitationMethods, type InvitationMethods } from './invitations';
import { createReportMethods, type ReportParams, type ReportRow } from './reports';
import { createBrandTeamMethods, type BrandTeamMethods } from './brandTeam';
import { createSalesWorkspaceMethods, type SalesWorkspaceMethods } from './salesWorkspace';

type Page<T> = { data: T; meta?: { pagination?: { total: number } } };
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  mime: string;
}
export interface Role {
  id: number;
  name: string;
  type: string;
}

/** The populate of the spec's "The calls it makes" for GET /api/users/me. */
export const ME_POPULATE = { userBrandRoles: { populate: { brand: true } }, brands: true, role: true, brand: true, image: true, profile: true };

/** Custom operations beside react-admin's, called through useDataProvider. */
export interface AppDataProvider extends DataProvider, BrandTeamMethods, SchedulingMethods, InvitationMethods, SalesWorkspaceMethods {
  getMe(): Promise<SessionUser>;
  publishPost(id: Identifier): Promise<RaRecord>;
  unpublishPost(id: Identifier): Promise<RaRecord>;
  getRoles(): Promise<Role[]>;
  upload(file: File): Promise<UploadedFile>;
  getReport(params: ReportParams): Promise<ReportRow[]>;
}

export const createDataProvider = (http: HttpClient, context: () => ScopeContext = () => ({ currentBrandId: null })): AppDataProvider => {
  const listFilters = (config: ResourceConfig, { live: _live, ...filter }: Record<string, unknown> = {}) =>
    andFilters(config.scope?.(context()), toStrapiFilters(filter), config.search?.(filter.q));

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

  const getList = async (resource: string, params: GetListParams) => {
    const config = resourceConfig(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const filters = listFilters(config, params.filter);
    const sort = toStrapiSort(params.sort);
    if (config.kind === 'users') {
      const query = { filters, sort, populate: config.populate, start: (page - 1) * perPage, limit: perPage };
      const [rows, total] = await Promise.all([http.request<unknown[]>('/users', { query }), http.request<number>('/users/count', { query: { filters } })]);
      return { data: rows.map(toRecord), total };
    }
    // Preview lists (the spec's "States and transitions") read the drafts; `live` limits a list to published documents.
    const drafts = config.draftAndPublish && params.meta?.status === 'draft' && !params.filter?.live;
    // A list that names its columns (`meta.fields`) gets only those, without the relations.
    const fields = params.meta?.fields as string[] | undefined;
    const result = await http.request<Page<unknown[]>>(`/${config.endpoint}`, {
      query: {
        filters,
        sort,
        ...(fields ? { fields } : { populate: config.populate }),
        pagination: { page, pageSize: perPage },
        ...(drafts ? { status: 'draft' } : {}),
      },
    });
    const data = result.data.map(toRecord);
    // Only roles that see schedules ask for them (sales readers get published posts only).
    const role = context().role;
    const withSchedules = drafts && config.scheduled && role && canAccess(role, 'post-schedules', 'list');
    if (drafts && data.length) await Promise.all([markLive(config, data), withSchedules ? markScheduled(data) : null]);
    return { data, total: result.meta?.pagination?.total ?? result.data.length };
  };

  /** Draft rows carry no publication date: `livePublishedAt` says whether and since when a document is public. */
  const markLive = async (config: ResourceConfig, records: RaRecord[]) => {
    const live = await http.request<Page<{ documentId: string; publishedAt: string }[]>>(`/${config.endpoint}`, {
      query: { filters: { documentId: { $in: records.map((r) => String(r.id)) } }, fields: ['publishedAt'], pagination: { pageSize: records.length } },
    });
    const since = new Map(live.data.map((d) => [d.documentId, d.publishedAt]));
    records.forEach((r) => (r.livePublishedAt = since.get(String(r.id)) ?? null));
  };

  const scheduling = createSchedulingMethods(http);
  /** `scheduledAt`: when a scheduled action publishes the post (the list's state 'Geplant'). */
  const markScheduled = async (records: RaRecord[]) => {
    const at = new Map(
      (await scheduling.getScheduledPublications(records.map((r) => r.id))).filter((s) => s.mode === 'publish').map((s) => [s.postId, s.executeAt]),
    );
    records.forEach((r) => (r.scheduledAt = at.get(String(r.id)) ?? null));
  };

  const getOne = async (resource: string, id: Identifier, meta?: { status?: string }) => {
    const config = resourceConfig(resource);
    const query = { populate: config.populate, ...(meta?.status ? { status: meta.status } : {}) };
    if (config.kind === 'users') return toRecord(await http.request(one(config, id), { query }));
    return toRecord((await http.request<Page<unknown>>(one(config, id), { query })).data);
  };

  const provider: AppDataProvider = {
    getList: getList as DataProvider['getList'],

    getOne: (async (resource, params) => ({ data: await getOne(resource, params.id, params.meta) })) as DataProvider['getOne'],

    getMany: (async (resource, params) => {
      const config = resourceConfig(resource);
      const key = config.kind === 'users' ? 'id' : 'documentId';
      const { data } = await getList(resource, {
        pagination: { page: 1, perPage: Math.max(params.ids.length, 1) },
        sort: { field: 'id', order: 'ASC' },
        filter: { [`${key}_in`]: params.ids },
        meta: params.meta,
      });
      return { data };
    }) as DataProvider['getMany'],

    getManyReference: (async (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as DataProvider['getManyReference'],

    create: (async (resource, params) => {
      const config = resourceConfig(resource);
      const body = await withUploads(config, params.data);
      if (config.kind === 'users') return { data: toRecord(await http.request('/users', { method: 'POST', body })) };
      // The answer is cached as the record: it needs the same populate as getOne. A given
      // publishedAt asks to publish at once (events, the spec's "States and transitions"); otherwise a draft.
      const query = { populate: config.populate, ...(config.draftAndPublish && !body.publishedAt ? { status: 'draft' } : {}) };
      const result = await http.request<Page<unknown>>(`/${config.endpoint}`, { method: 'POST', body: { data: body }, query });
      return { data: toRecord(result.data) };
    }) as DataProvider['create'],

    update: (async (resource, params) => {
      const config = resourceConfig(resource);
      const body = await withUploads(config, params.data);
      if (config.kind === 'users') return { data: toRecord(await http.request(one(config, params.id), { method: 'PUT', body })) };
      const query = { populate: config.populate, ...(config.draftAndPublish ? { status: 'draft' } : {}) };
      const result = await http.request<Page<unknown>>(one(config, params.id), { method: 'PUT', body: { data: body }, query });
      return { data: toRecord(result.data) };
    }) as DataProvider['update'],

    updateMany: (async (resource, params) => {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as RaRecord })));
      return { data: params.ids };
    }) as DataProvider['updateMany'],

    delete: (async (resource, params) => {
      const config = resourceConfig(resource);
      await http.request(one(config, params.id), { method: 'DELETE' });
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],

    deleteMany: (async (resource, params) => {
      for (const id of params.ids) await http.request(one(resourceConfig(resource), id), { method: 'DELETE' });
      return { data: params.ids };
    }) as DataProvider['deleteMany'],

    getMe: () => http.request<SessionUser>('/users/me', { query: { populate: ME_POPULATE } }),
    getRoles: async () => (await http.request<{ roles: Role[] }>('/users-permissions/roles')).roles,
    upload,
    publishPost: async (id: Identifier) =>
      toRecord((await http.request<Page<unknown>>(`${one(resourceConfig('posts'), id)}/publish`, { method: 'POST' })).data),
    unpublishPost: async (id: Identifier) =>
      toRecord((await http.request<Page<unknown>>(`${one(resourceConfig('posts'), id)}/unpublish`, { method: 'POST' })).data),
    ...scheduling,
    ...createInvitationMethods(http),
    ...createReportMethods(http),
    ...createBrandTeamMethods(http, context),
    ...createSalesWorkspaceMethods(http),
  };
  return provider;
};
