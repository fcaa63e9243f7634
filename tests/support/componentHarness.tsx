// Shared set-up of the component tests: signed-in roles, a data provider double, routes (not a test file itself).
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification, memoryStore, testDataProvider } from 'react-admin';
import type { DataProvider, Store } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { session } from '../../src/providers';
import { createQueryClient } from '../../src/providers/queryClient';
import type { RoleType } from '../../src/providers/access';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { createBrandTeamMethods } from '../../src/providers/brandTeam';

export const BRAND = { id: 'b1', documentId: 'b1', numericId: 1, name: 'Cardiovia' };
export const OTHER_BRAND = { id: 'b2', documentId: 'b2', numericId: 2, name: 'DermaSana' };

/** Signs in the brand admin (id 1) of Cardiovia, with `role` as the role in that brand. */
export const signInAs = (role: RoleType) =>
  session.signIn('jwt', {
    id: 1,
    email: 'brandadmin@example.com',
    role: { type: role },
    brands: [{ documentId: 'b1', name: 'Cardiovia' } as { documentId: string }],
    profile: { firstName: 'Bettina', lastName: 'Brand' },
  });

/** Words react-admin or MUI would show if a text escaped the German catalog. */
const ENGLISH = [
  'Search',
  'Export',
  'Rows per page',
  'Loading',
  'Create',
  'Save',
  'Delete',
  'Edit',
  'Cancel',
  'No results',
  'Invite',
  'Copy',
  'Remove',
  'Close',
  'Confirm',
];
export const englishWordsIn = (text: string) => ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));

/** An HttpClient double that records the team methods' requests (answers `answer(path, options)`). */
export const recordingHttp = (answer: (path: string, options?: RequestOptions) => unknown = () => ({})) => {
  const request = vi.fn(async (path: string, options?: RequestOptions) => answer(path, options));
  const http = { apiUrl: '/api', request } as unknown as HttpClient;
  return { http, request, team: createBrandTeamMethods(http, () => ({ currentBrandId: session.getCurrentBrandId() })) };
};

type Stubbed = 'getList' | 'getOne' | 'update' | 'create' | 'inviteToBrand' | 'setBrandRole' | 'removeFromBrand' | 'getDashboard';
export type Double = DataProvider & Record<Stubbed, ReturnType<typeof vi.fn>>;

/** A testDataProvider double from the given methods (plain functions are wrapped in vi.fn). */
export const fakeDataProvider = (methods: Record<string, (...args: never[]) => unknown>) =>
  testDataProvider(
    Object.fromEntries(Object.entries(methods).map(([k, f]) => [k, vi.isMockFunction(f) ? f : vi.fn(f)])) as unknown as Partial<DataProvider>,
  ) as Double;

/** Shows the current path, so tests can see where a click led. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Pfad">{pathname + search}</output>;
};

/** `routes` (path → element), any other path as "andere Seite", and the current path below them. */
export const RoutesWithPath = ({ routes }: { routes: Record<string, ReactElement> }) => (
  <>
    <Routes>
      {Object.entries(routes).map(([p, element]) => (
        <Route key={p} path={p} element={element} />
      ))}
      <Route path="*" element={<p>andere Seite</p>} />
    </Routes>
    <Where />
  </>
);

/** Renders `routes` (path → element) at `path` inside the app's German admin context and query defaults. */
export const renderAt = (path: string, routes: Record<string, ReactElement>, dataProvider: DataProvider, { store = memoryStore() }: { store?: Store } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={createQueryClient()}>
        <RoutesWithPath routes={routes} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

/**
 * Test double of the browser's media queries: MUI's queries (min-width and max-width only) as a
 * window `width` px wide answers them; `restoreWindow` puts jsdom's back.
 */
const jsdomMatchMedia = window.matchMedia;
export const windowOf = (width: number) => {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
};
export const restoreWindow = () => {
  window.matchMedia = jsdomMatchMedia;
};
