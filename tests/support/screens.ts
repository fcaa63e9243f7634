import type { Feature, RouteParam } from '../../src/common/feature';
import { FEATURES } from '../../src/features';
import { canAccess, isRoleType, type Action, type RoleType } from '../../src/providers/access';
import { USERS } from '../../server/src/seed/demo-data';
import { DEMO_LINKS } from '../../server/src/api/link/resource';
import { DEMO_ACCOUNTS } from './api';

// Every screen of every feature (the descriptors in src/*/index.ts), per demo account that may open
// it (the access rules): what the accessibility and phone checks open (tests/e2e/screens-*.test.ts).
// A new feature's pages and routes are checked without a line here. `{name}` in a path is the id
// of a record of the feature `name`, read from the app: the first record its list opens
// (`RECORD_SOURCES`); other parameters take the values the route's `params` gives.

export type Account = keyof typeof DEMO_ACCOUNTS;

/** A page of a feature: its path pattern (react-router's), and what the access rules must allow to open it. */
export interface FeaturePage {
  feature: string;
  path: string;
  resource: string;
  action: Action;
  params?: Readonly<Record<string, RouteParam>>;
}

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base}/${path}`);

/** A feature's pages: a resource's list, create, edit and show and the routes below it, and its own routes. */
export const pagesOf = (feature: Feature): FeaturePage[] => {
  const base = `/${feature.name}`;
  const page = (path: string, action: Action, resource = feature.name, params?: FeaturePage['params']): FeaturePage => ({
    feature: feature.name,
    path,
    resource,
    action,
    ...(params ? { params } : {}),
  });
  const resource = feature.resource;
  return [
    ...(resource?.list ? [page(base, 'list')] : []),
    ...(resource?.create ? [page(`${base}/create`, 'create')] : []),
    ...(resource?.edit ? [page(`${base}/:id`, 'edit')] : []),
    ...(resource?.show ? [page(`${base}/:id/show`, 'show')] : []),
    ...(resource?.routes ?? []).map((route) => page(join(base, route.path), route.action ?? 'list', route.resource, route.params)),
    ...(feature.routes ?? []).map((route) => page(route.path, route.action ?? 'list', route.resource, route.params)),
  ];
};

const PAGES = FEATURES.flatMap(pagesOf);

/** What a path parameter becomes: the given values, or a record of a feature (`{feature}`). */
const valuesOf = (page: FeaturePage, name: string): string[] => {
  const param = page.params?.[name] ?? { recordOf: page.feature };
  return Array.isArray(param) ? [...param] : [`{${(param as { recordOf: string }).recordOf}}`];
};

/** The concrete paths of a page pattern: each parameter by its values; an optional one also left out. */
export const expand = (page: FeaturePage, valuesFor: (name: string) => string[] = (name) => valuesOf(page, name)): string[] =>
  page.path
    .split('/')
    .slice(1)
    .reduce<string[]>(
      (paths, segment) => {
        const param = /^:(\w+)(\?)?$/.exec(segment);
        const values = param ? valuesFor(param[1]) : [segment];
        return paths.flatMap((path) => [...(param?.[2] ? [path] : []), ...values.map((value) => `${path}/${value}`)]);
      },
      [''],
    );

/** Where a record id comes from: its feature's list, and the pages a click on a row there opens, with the id as `([^/]+)`. */
export const RECORD_SOURCES: Record<string, { list: string; opens: RegExp[] }> = Object.fromEntries(
  FEATURES.flatMap((feature) => {
    const own = PAGES.filter((page) => page.feature === feature.name);
    const list = own.find((page) => page.action === 'list' && !/:\w+(?!\?)/.test(page.path.replace(/\/:\w+\?/g, '')));
    // The pages with one parameter, not optional, that is a record of this feature.
    const opens = own.flatMap((page) => {
      const params = [...page.path.matchAll(/:(\w+)(\?)?/g)];
      const isRecord = params.length === 1 && !params[0][2] && valuesOf(page, params[0][1]).join() === `{${feature.name}}`;
      return isRecord ? [new RegExp(`^${page.path.replace(/:\w+/, '([^/]+)')}$`)] : [];
    });
    return list && opens.length ? [[feature.name, { list: list.path.replace(/\/:\w+\?/g, ''), opens }]] : [];
  }),
);

/** The records a screen needs (`{feature}` in its path). */
export const recordsIn = (path: string) => [...path.matchAll(/\{([\w-]+)\}/g)].map((match) => match[1]);

/** Every screen a role may open: its pages' paths, those with records only where the role may open the records' list. */
export const screensOf = (role: RoleType): string[] => [
  ...new Set(
    PAGES.filter((page) => canAccess(role, page.resource, page.action))
      .flatMap((page) => expand(page))
      .filter((path) => recordsIn(path).every((record) => canAccess(role, record, 'list'))),
  ),
];

/** A demo account's role in its first brand (server/src/seed/demo-data.ts). */
export const roleOf = (account: Account): RoleType => {
  const user = USERS.find((u) => u.email === DEMO_ACCOUNTS[account]);
  const role = user?.brandRoles?.[user.brands?.[0] ?? ''] ?? user?.role;
  if (!isRoleType(role)) throw new Error(`No role for the demo account ${account}`);
  return role;
};

export const SCREEN_ROUTES = Object.fromEntries((Object.keys(DEMO_ACCOUNTS) as Account[]).map((account) => [account, screensOf(roleOf(account))])) as Record<
  Account,
  string[]
>;

/**
 * The public routes' parameters, from the seeded demo data: signed out, no list opens a record. A
 * new public route with a parameter needs its value here or in its `params`.
 */
const PUBLIC_VALUES: Record<string, string[]> = {
  link: [DEMO_LINKS[0].link],
  // Any code shows the form; the server judges it on submit.
  code: ['a-code-from-the-mail'],
};

/** Screens open to everyone, signed in or not: react-admin's sign-in page (App.tsx) and every feature's public routes. */
export const PUBLIC_ROUTES = [
  '/login',
  ...FEATURES.flatMap((feature) =>
    (feature.publicRoutes ?? []).flatMap((route) =>
      expand({ feature: feature.name, path: route.path, resource: feature.name, action: 'list', params: route.params }, (name) => {
        const given = route.params?.[name];
        const values = Array.isArray(given) ? [...given] : PUBLIC_VALUES[name];
        if (!values) throw new Error(`No value for :${name} of the public route ${route.path} (tests/support/screens.ts, PUBLIC_VALUES)`);
        return values;
      }),
    ),
  ),
];
