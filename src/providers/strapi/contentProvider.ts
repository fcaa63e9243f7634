import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from '../http';
import { canAccess } from '../access';
import type { SchedulingMethods } from '../scheduling';
import { toStrapiSort } from './query';
import type { ResourceConfig, ScopeContext } from './resources';
import { toRecord, versionOf } from './records';
import { readBeyondServerLimit, SERVER_PAGE_LIMIT, type Requests } from './requests';

/** What a server export needs of a list: its filter, sort and meta (not its page). */
export type ListExportParams = Pick<GetListParams, 'filter' | 'sort' | 'meta'>;

type Page<T> = { data: T; meta?: { pagination?: { total: number } } };

/** Strapi's content routes: documentId paths, `{ data, meta }` answers, drafts and publication. */
export const createContentProvider = (
  http: HttpClient,
  context: () => ScopeContext,
  scheduling: SchedulingMethods,
  { config: resourceConfig, listFilters, listParams, withUploads, one, deletes }: Requests,
) => {
  /** Draft rows carry no publication date: `livePublishedAt` says whether and since when a document is public. */
  const markLive = async (config: ResourceConfig, records: RaRecord[]) => {
    const live = await http.request<Page<{ documentId: string; publishedAt: string }[]>>(`/${config.endpoint}`, {
      query: { filters: { documentId: { $in: records.map((r) => String(r.id)) } }, fields: ['publishedAt'], pagination: { pageSize: records.length } },
    });
    const since = new Map(live.data.map((d) => [d.documentId, d.publishedAt]));
    records.forEach((r) => (r.livePublishedAt = since.get(String(r.id)) ?? null));
  };

  /** `scheduledAt`: when a scheduled action publishes the post (the list's state 'Geplant'). */
  const markScheduled = async (records: RaRecord[]) => {
    const at = new Map(
      (await scheduling.getScheduledPublications(records.map((r) => r.id))).filter((s) => s.mode === 'publish').map((s) => [s.postId, s.executeAt]),
    );
    records.forEach((r) => (r.scheduledAt = at.get(String(r.id)) ?? null));
  };

  /** Preview lists (the spec's "States and transitions") read the drafts; `live` limits a list to published documents. */
  const readsDrafts = (config: ResourceConfig, params: Pick<GetListParams, 'filter' | 'meta'>) =>
    !!config.draftAndPublish && params.meta?.status === 'draft' && !params.filter?.live;

  const getList = async (resource: string, params: GetListParams) => {
    const config = resourceConfig(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const drafts = readsDrafts(config, params);
    // A list that names its columns (`meta.fields`) gets only those, without the relations.
    const fields = params.meta?.fields as string[] | undefined;
    const query = {
      filters: listFilters(config, params.filter),
      ...listParams(config, params.filter),
      sort: toStrapiSort(params.sort),
      ...(fields ? { fields } : { populate: config.populate }),
      ...(drafts ? { status: 'draft' } : {}),
    };
    const read = (pagination: Record<string, number>) => http.request<Page<unknown[]>>(`/${config.endpoint}`, { query: { ...query, pagination } });
    const result =
      perPage <= SERVER_PAGE_LIMIT
        ? await read({ page, pageSize: perPage })
        : await readBeyondServerLimit((start, limit) => read({ start, limit }), (page - 1) * perPage, perPage);
    const data = result.data.map(toRecord);
    // Only roles that see schedules ask for them (sales readers get published posts only).
    const role = context().role;
    const withSchedules = drafts && config.scheduled && role && canAccess(role, 'post-schedules', 'list');
    if (drafts && data.length) await Promise.all([markLive(config, data), withSchedules ? markScheduled(data) : null]);
    return { data, total: result.meta?.pagination?.total ?? result.data.length };
  };

  const getOne = async (resource: string, id: Identifier, meta?: { status?: string }) => {
    const config = resourceConfig(resource);
    const query = { populate: config.populate, ...(meta?.status ? { status: meta.status } : {}) };
    const record = toRecord((await http.request<Page<unknown>>(one(config, id), { query })).data);
    // A draft says whether it is live, as list rows do: asking for the published version would be a 404 for a draft.
    if (config.draftAndPublish && meta?.status === 'draft') await markLive(config, [record]);
    return record;
  };

  /** `version`: the `updatedAt` the change is based on; the server refuses it with 409 when someone else saved since. */
  const update = async (resource: string, id: Identifier, data: Record<string, unknown>, version?: unknown) => {
    const config = resourceConfig(resource);
    const body = { ...(await withUploads(config, data)), ...(config.versioned ? versionOf(version) : {}) };
    const query = { populate: config.populate, ...(config.draftAndPublish ? { status: 'draft' } : {}) };
    return toRecord((await http.request<Page<unknown>>(one(config, id), { method: 'PUT', body: { data: body }, query })).data);
  };

  const provider: DataProvider = {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource, params) => ({ data: await getOne(resource, params.id, params.meta) })) as DataProvider['getOne'],
    getMany: (async (resource, params) => {
      const { data } = await getList(resource, {
        pagination: { page: 1, perPage: Math.max(params.ids.length, 1) },
        sort: { field: 'id', order: 'ASC' },
        filter: { documentId_in: params.ids },
        meta: params.meta,
      });
      return { data };
    }) as DataProvider['getMany'],
    getManyReference: (async (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as DataProvider['getManyReference'],
    create: (async (resource, params) => {
      const config = resourceConfig(resource);
      const body = await withUploads(config, params.data);
      // The answer is cached as the record: it needs the same populate as getOne. A given
      // publishedAt asks to publish at once (events, the spec's "States and transitions"); otherwise a draft.
      const query = { populate: config.populate, ...(config.draftAndPublish && !body.publishedAt ? { status: 'draft' } : {}) };
      const result = await http.request<Page<unknown>>(`/${config.endpoint}`, { method: 'POST', body: { data: body }, query });
      return { data: toRecord(result.data) };
    }) as DataProvider['create'],
    update: (async (resource, params) => ({ data: await update(resource, params.id, params.data, params.previousData?.updatedAt) })) as DataProvider['update'],
    updateMany: (async (resource, params) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    }) as DataProvider['updateMany'],
    ...deletes,
  };
  /** The whole filtered list as the server's CSV file (GET /exports/<list>), with the list's own query. */
  const exportList = (resource: string, params: ListExportParams) => {
    const config = resourceConfig(resource);
    return http.download(`/exports/${config.endpoint}`, {
      query: {
        filters: listFilters(config, params.filter),
        ...listParams(config, params.filter),
        sort: toStrapiSort(params.sort),
        ...(readsDrafts(config, params) ? { status: 'draft' } : {}),
      },
    });
  };

  return { provider, getOne, exportList };
};
