import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { createLinkMethods } from '../../src/link-preview/linkMethods';
import { createOwnProfileMethods } from '../../src/profile/ownProfileMethods';
import { createDataProvider } from '../../src/providers/dataProvider';
import { DATA_PARTS, DATA_RESOURCES } from '../../src/features';
import { toQueryString } from '../../src/providers/strapi/query';

const recording = (answer: (path: string, options?: RequestOptions) => unknown) => {
  const request = vi.fn(async (path: string, options?: RequestOptions) => answer(path, options));
  return { request, http: { apiUrl: '/api', request } as unknown as HttpClient };
};

describe('link and own-profile calls', () => {
  it('reads a link with the public token and maps rep and brand', async () => {
    const { http, request } = recording(() => ({
      data: [
        {
          id: 3,
          documentId: 'l1',
          link: 'wagner-7kq2mz',
          brand: { documentId: 'b1', name: 'Cardiovia', logo: { url: '/uploads/logo.png' } },
          salesUser: { id: 5, profile: { title: 'Dr.', firstName: 'Lena', lastName: 'Wagner' }, image: { url: '/uploads/lena.jpg' } },
        },
      ],
    }));
    const preview = await createLinkMethods(http).getLinkPreview('wagner-7kq2mz');
    const [path, options] = request.mock.calls[0];
    expect(path).toBe('/links');
    expect(options?.auth).toBe('public');
    expect(decodeURIComponent(toQueryString(options!.query!))).toBe('filters[link][$eq]=wagner-7kq2mz&populate[brand][populate]=logo');
    expect(preview).toEqual({
      link: 'wagner-7kq2mz',
      salesUser: { id: 5, name: 'Lena Wagner', title: 'Dr.', imageUrl: '/uploads/lena.jpg' },
      brand: { documentId: 'b1', name: 'Cardiovia', logoUrl: '/uploads/logo.png' },
    });
  });

  it('an unknown link is null', async () => {
    const { http } = recording(() => ({ data: [] }));
    expect(await createLinkMethods(http).getLinkPreview('gibtsnicht')).toBeNull();
  });

  it('connects through a link as the signed-in user', async () => {
    const connection = { salesUser: { id: 5, name: 'Lena Wagner' }, brand: { documentId: 'b1', name: 'Cardiovia' } };
    const { http, request } = recording(() => ({ data: connection }));
    expect(await createLinkMethods(http).connectThroughLink('wagner-7kq2mz', CONSENT_TEXT_VERSION)).toEqual(connection);
    expect(request).toHaveBeenCalledWith('/links/connect', { method: 'POST', body: { data: { link: 'wagner-7kq2mz', consentVersion: CONSENT_TEXT_VERSION } } });
  });

  it('updates the own profile with PUT /users/{id}: profile and image only', async () => {
    const { http, request } = recording(() => ({ id: 7 }));
    const profile = {
      salutation: null,
      title: null,
      firstName: 'Sven',
      lastName: 'Sander',
      phone: null,
      practice: null,
      street: null,
      zip: null,
      city: 'Bonn',
    };
    await createOwnProfileMethods(http).updateOwnProfile(7, { profile, image: 99 });
    expect(request).toHaveBeenCalledWith('/users/7', { method: 'PUT', body: { profile, image: 99 } });
    await createOwnProfileMethods(http).updateOwnProfile(7, { profile });
    expect(request).toHaveBeenLastCalledWith('/users/7', { method: 'PUT', body: { profile } });
  });

  it('lists the contacts of the signed-in user only, and none without one', async () => {
    const { http, request } = recording((path) => (path === '/users/count' ? 0 : []));
    const meId = { current: 7 as number | null };
    const dataProvider = createDataProvider(http, () => ({ currentBrandId: 'b1', role: 'sales', meId: meId.current }), DATA_RESOURCES);
    await dataProvider.getList('contacts', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const [path, options] = request.mock.calls[0];
    expect(path).toBe('/users');
    expect(options?.query).toMatchObject({ filters: { contacts: { id: { $eq: 7 } } }, populate: { image: true, profile: true }, start: 0, limit: 1000 });
    meId.current = null;
    await dataProvider.getList('contacts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(request.mock.calls[2][1]?.query).toMatchObject({ filters: { contacts: { id: { $eq: -1 } } } });
  });
});

// The features bring their own calls (their descriptors' `dataProvider`); the app's one dataProvider
// answers them as it answers react-admin's (src/providers/dataProvider.ts imports no feature).
describe("the features' parts of the app's dataProvider", () => {
  const appProvider = () => {
    const { http, request } = recording((path) => (path === '/mails' ? { data: [{ id: 4 }], meta: { pagination: { total: 1 } } } : { data: [] }));
    return { request, dataProvider: createDataProvider(http, () => ({ currentBrandId: null, role: 'operator', meId: 1 }), DATA_RESOURCES, DATA_PARTS) };
  };

  it('has the link preview, own profile, Web Push and mail outbox calls', async () => {
    const { dataProvider, request } = appProvider();
    await dataProvider.getLinkPreview('wagner-7kq2mz');
    await dataProvider.updateOwnProfile(7, { profile: { title: null } as never });
    await dataProvider.removeWebPushSubscription('https://push.example/1');
    await dataProvider.retryMail(4);
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/links', '/users/7', '/web-push/subscriptions/remove', '/mails/4/retry']);
  });

  it("reads the mail outbox by its own routes, not Strapi's content routes", async () => {
    const { dataProvider, request } = appProvider();
    const answer = await dataProvider.getList('mail-outbox', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(answer).toEqual({ data: [{ id: 4 }], total: 1 });
    expect(request).toHaveBeenCalledWith('/mails', { query: { pagination: { start: 10, limit: 10 } } });
  });

  it('has none of them without the parts', () => {
    const { http } = recording(() => ({}));
    const bare = createDataProvider(http, () => ({ currentBrandId: null, role: 'operator', meId: 1 }), DATA_RESOURCES);
    expect(['getLinkPreview', 'updateOwnProfile', 'retryMail'].filter((name) => name in bare)).toEqual([]);
  });
});
