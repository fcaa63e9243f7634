import { combineDataProviders } from 'ra-core';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from './http';
import { effectiveRole, type SessionUser } from './access';
import type { Session } from './session';
import type { ResourceTable, ScopeContext } from './strapi/resources';
import { toRecord } from './strapi/records';
import { createRequests, type UploadedFile } from './strapi/requests';
import { createContentProvider, type ListExportParams } from './strapi/contentProvider';
import { createUsersProvider } from './strapi/usersProvider';
import { createSchedulingMethods, type SchedulingMethods } from './scheduling';
import { createInvitationMethods, type InvitationMethods } from './invitations';
import { ACCOUNT_POPULATE, type ReportQuery, type ReportRow } from '@markenportal/contract';
import { createReportMethods } from './reports';
import { createBrandTeamMethods, type BrandTeamMethods } from './brandTeam';

type Page<T> = { data: T; meta?: { pagination?: { total: number } } };
export type { UploadedFile };
/** The delivery of a post's latest push notification (GET /posts/:id/notification; counts only). */
export interface PostNotification {
  state: 'pending' | 'sending' | 'done';
  recipients: number;
  sent: number;
  failed: number;
  removedTokens: number;
  createdAt: string;
}
export interface Role {
  id: number;
  name: string;
  type: string;
}

/** The populate of the spec's "The calls it makes" for GET /api/users/me (the sign-in answer's too). */
export const ME_POPULATE = ACCOUNT_POPULATE;

/** The resources published as their own step (docs/decisions/0009-post-states-and-log.md). */
export type PublishedResource = 'posts' | 'events';

/**
 * Custom operations beside react-admin's, called through useDataProvider. A feature adds its own
 * (its descriptor's `dataProvider.methods`) and their types here, beside the make:
 * `declare module '../providers/dataProvider' { interface AppDataProvider extends LinkMethods {} }`
 * (src/link-preview/linkMethods.ts); this layer imports no feature.
 */
export interface AppDataProvider extends DataProvider, BrandTeamMethods, SchedulingMethods, InvitationMethods {
  getMe(): Promise<SessionUser>;
  /** Publishes the draft of a post or an event (POST /<type>/:id/publish); a post's plan is replaced. */
  publishDocument(resource: PublishedResource, id: Identifier): Promise<RaRecord>;
  /** Withdraws it (POST /<type>/:id/unpublish); a planned publication goes unless `keepPlan`. */
  unpublishDocument(resource: PublishedResource, id: Identifier, options?: { keepPlan?: boolean }): Promise<RaRecord>;
  getPostNotification(id: Identifier): Promise<PostNotification | null>;
  /** How many devices publishing the post would notify now (GET /posts/:id/audience). */
  getPostAudience(id: Identifier): Promise<number>;
  getRoles(): Promise<Role[]>;
  upload(file: File): Promise<UploadedFile>;
  getReport(params: ReportQuery): Promise<ReportRow[]>;
  /** The whole filtered list as the server writes it for German Excel (the lists with a server export). */
  exportList(resource: string, params: ListExportParams): Promise<Blob>;
}

/** What a feature's own parts of the dataProvider are made with. */
export interface DataProviderDeps {
  http: HttpClient;
  context: () => ScopeContext;
}

/** A feature's own part of the dataProvider (its descriptor's `dataProvider`, src/common/feature.ts). */
export interface FeatureDataProvider {
  /** Custom methods beside react-admin's; the feature declares their types on AppDataProvider. */
  methods?: (deps: DataProviderDeps) => Partial<AppDataProvider>;
  /** react-admin's methods for the feature's resource by routes of its own, not Strapi's content or users routes. */
  provider?: (deps: DataProviderDeps) => DataProvider;
}

/** The features' parts by resource name (src/features.ts, `DATA_PARTS`). */
export type DataProviderParts = Readonly<Record<string, FeatureDataProvider>>;

/** The scope of lists: the current brand, the effective role there, the signed-in user's id. */
export const scopeContextOf = (session: Session) => (): ScopeContext => {
  const currentBrandId = session.getCurrentBrandId();
  const user = session.getUser();
  return { currentBrandId, role: effectiveRole(user, currentBrandId), meId: user?.id ?? null };
};

/**
 * The app's one dataProvider: react-admin's methods from providers combined by resource (the
 * users-permissions routes, Strapi's content routes, a feature's own), and the custom operations
 * beside them, the features' included (`parts`).
 */
export const createDataProvider = (http: HttpClient, context: () => ScopeContext, resources: ResourceTable, parts: DataProviderParts = {}): AppDataProvider => {
  const requests = createRequests(http, context, resources);
  const scheduling = createSchedulingMethods(http);
  const content = createContentProvider(http, context, scheduling, requests);
  const users = createUsersProvider(http, requests);
  const deps: DataProviderDeps = { http, context };
  const own = new Map(Object.entries(parts).flatMap(([resource, part]) => (part.provider ? [[resource, part.provider(deps)] as const] : [])));
  const combined = combineDataProviders((resource) => own.get(resource) ?? (resourceConfig(resource).kind === 'users' ? users : content.provider));
  const { config: resourceConfig, one, upload } = requests;
  const post = (resource: PublishedResource, id: Identifier, action: 'publish' | 'unpublish', body?: unknown) =>
    http.request<Page<unknown>>(`${one(resourceConfig(resource), id)}/${action}`, { method: 'POST', body }).then((r) => toRecord(r.data) as RaRecord);

  return {
    // combineDataProviders answers through a Proxy: its methods are named here, not spread.
    getList: (resource, params) => combined.getList(resource, params),
    getOne: (resource, params) => combined.getOne(resource, params),
    getMany: (resource, params) => combined.getMany(resource, params),
    getManyReference: (resource, params) => combined.getManyReference(resource, params),
    create: (resource, params) => combined.create(resource, params),
    update: (resource, params) => combined.update(resource, params),
    updateMany: (resource, params) => combined.updateMany(resource, params),
    delete: (resource, params) => combined.delete(resource, params),
    deleteMany: (resource, params) => combined.deleteMany(resource, params),
    getMe: () => http.request<SessionUser>('/users/me', { query: { populate: ME_POPULATE } }),
    getRoles: async () => (await http.request<{ roles: Role[] }>('/users-permissions/roles')).roles,
    upload,
    exportList: content.exportList,
    publishDocument: (resource: PublishedResource, id: Identifier) => post(resource, id, 'publish'),
    unpublishDocument: (resource: PublishedResource, id: Identifier, options?: { keepPlan?: boolean }) =>
      post(resource, id, 'unpublish', options?.keepPlan ? { data: { keepPlan: true } } : undefined),
    getPostNotification: (id: Identifier) =>
      http.request<{ data: PostNotification | null }>(`${one(resourceConfig('posts'), id)}/notification`).then((r) => r.data),
    getPostAudience: (id: Identifier) =>
      http.request<{ data: { devices: number } }>(`${one(resourceConfig('posts'), id)}/audience`).then((r) => r.data.devices),
    ...scheduling,
    ...createInvitationMethods(http),
    ...createReportMethods(http),
    ...createBrandTeamMethods(http, context),
    ...Object.values(parts).reduce<Partial<AppDataProvider>>((methods, part) => ({ ...methods, ...part.methods?.(deps) }), {}),
  } as AppDataProvider;
};
