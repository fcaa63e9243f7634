import type { DataProvider, GetListParams } from 'ra-core';
import type { HttpClient } from '../http';
import { toStrapiSort } from './query';
import { toRecord, versionOf } from './records';
import type { Requests } from './requests';

/** The users-permissions routes: bare bodies and answers, numeric ids, a count route of their own. */
export const createUsersProvider = (http: HttpClient, { config: resourceConfig, listFilters, withUploads, one, deletes }: Requests): DataProvider => {
  const getList = async (resource: string, params: GetListParams) => {
    const config = resourceConfig(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const filters = listFilters(config, params.filter);
    const query = { filters, sort: toStrapiSort(params.sort), populate: config.populate, start: (page - 1) * perPage, limit: perPage };
    const [rows, total] = await Promise.all([http.request<unknown[]>('/users', { query }), http.request<number>('/users/count', { query: { filters } })]);
    return { data: rows.map(toRecord), total };
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource, params) => {
      const config = resourceConfig(resource);
      return { data: toRecord(await http.request(one(config, params.id), { query: { populate: config.populate } })) };
    }) as DataProvider['getOne'],
    getMany: (async (resource, params) => {
      const ids = params.ids;
      const { data } = await getList(resource, {
        pagination: { page: 1, perPage: Math.max(ids.length, 1) },
        sort: { field: 'id', order: 'ASC' },
        filter: { id_in: ids },
      });
      return { data };
    }) as DataProvider['getMany'],
    getManyReference: (async (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as DataProvider['getManyReference'],
    create: (async (resource, params) => {
      const body = await withUploads(resourceConfig(resource), params.data);
      return { data: toRecord(await http.request('/users', { method: 'POST', body })) };
    }) as DataProvider['create'],
    update: (async (resource, params) => {
      const config = resourceConfig(resource);
      const body = { ...(await withUploads(config, params.data)), ...versionOf(params.previousData?.updatedAt) };
      return { data: toRecord(await http.request(one(config, params.id), { method: 'PUT', body })) };
    }) as DataProvider['update'],
    updateMany: (async (resource, params) => {
      const config = resourceConfig(resource);
      const body = await withUploads(config, params.data);
      await Promise.all(params.ids.map((id) => http.request(one(config, id), { method: 'PUT', body })));
      return { data: params.ids };
    }) as DataProvider['updateMany'],
    ...deletes,
  };
};
