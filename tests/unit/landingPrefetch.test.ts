import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { prefetchListPage } from '../../src/common/listQuery';
import { preloadLikelyLanding } from '../../src/layout/landing';
import type { Feature } from '../../src/common/feature';

// Issue 35, item 3: the operator's brand list is read ahead with the sign-in, also when react-admin
// kept the list's parameters from the last visit; before, it was read only after the page's code
// and first render.

const BRAND_LIST = { perPage: 10, sort: { field: 'name', order: 'ASC' as const } };

const reading = () => {
  const asked: GetListParams[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      return { data: [{ id: 1, name: 'Cardiovia' }], total: 1 };
    },
  } as unknown as DataProvider;
  return { asked, dataProvider, queryClient: new QueryClient() };
};

describe('the landing list read ahead', () => {
  it('asks for the page the list opens with: its defaults', async () => {
    const { asked, dataProvider, queryClient } = reading();
    await prefetchListPage({ queryClient, dataProvider, store: memoryStore() }, 'brand-management', BRAND_LIST);
    expect(asked).toEqual([{ pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} }]);
    expect(queryClient.getQueryData(['brand-management', 'getList', { ...asked[0], meta: undefined }])).toMatchObject({ total: 1 });
  });

  it('asks for what the list kept from the last visit: its sort, page, page size and filters', async () => {
    const { asked, dataProvider, queryClient } = reading();
    const store = memoryStore({ 'brand-management.listParams': { sort: 'companyName', order: 'DESC', page: 2, perPage: 25, filter: { q: 'derma' } } });
    await prefetchListPage({ queryClient, dataProvider, store }, 'brand-management', BRAND_LIST);
    expect(asked).toEqual([{ pagination: { page: 2, perPage: 25 }, sort: { field: 'companyName', order: 'DESC' }, filter: { q: 'derma' } }]);
  });
});

// The landing screen's code is fetched while the sign-in form is filled: after the sign-in answer
// its few dozen chunks held the operator's first row back by about 300 ms.
describe('the landing screen’s code while signing in', () => {
  const pages = () => {
    const loaded: string[] = [];
    const feature = (name: string) => ({ name, menuPage: { preload: async () => loaded.push(name) } }) as unknown as Feature;
    return { loaded, features: [feature('brand-management'), feature('home'), feature('posts'), feature('chats')] };
  };

  it('at a desk the back office’s two landing screens, on a phone the start page, nothing else', () => {
    const desk = pages();
    preloadLikelyLanding({ features: desk.features, wide: () => true });
    expect(desk.loaded).toEqual(['brand-management', 'home']);
    const phone = pages();
    preloadLikelyLanding({ features: phone.features, wide: () => false });
    expect(phone.loaded).toEqual(['home']);
  });
});
