import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import type { ReactNode } from 'react';
import { http, networkStatus, scopeContext, store } from './providers';
import { authProvider } from './wiring';
import { createDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { germanMessages, i18nProvider } from './i18n';
import { darkTheme, lightTheme } from './theme';
import { appLayout } from './layout/AppLayout';
import { AccessDenied } from './common/AccessDenied';
import { AdminLoginPage } from './login/inAdmin';
import { RootRedirect } from './home/RootRedirect';
import { guardedRoute, publicRoute, withAccess } from './common/RequireAccess';
import type { Feature, FeatureRoute } from './common/feature';
import { DATA_PARTS, DATA_RESOURCES, FEATURES } from './features';
import { PickersProvider } from './common/time';
import { prepareLanding as prepareLandingWith, preloadLikelyLanding as preloadLikelyLandingWith } from './layout/landing';

const queryClient = createQueryClient();
// What features set up first: the rep's field app opens offline with what it saw before (src/field-app/offline/).
FEATURES.forEach((feature) => feature.layout?.prepare?.({ queryClient, networkStatus }));
const dataProvider = createDataProvider(http, scopeContext, DATA_RESOURCES, DATA_PARTS);
const AppLayout = appLayout(FEATURES);

/** After signing in: the landing screen's code and data start loading at once (layout/landing.ts). */
export const prepareLanding = () => prepareLandingWith({ queryClient, dataProvider, store, features: FEATURES });
/** While the sign-in form is filled: the code of the screen it most likely lands on (layout/landing.ts). */
export const preloadLikelyLanding = () => preloadLikelyLandingWith({ features: FEATURES });

const guarded = (feature: Feature) => (route: FeatureRoute) => guardedRoute(route.path, route.resource ?? feature.name, route.action ?? 'list', route.page);

const PAGE_ACTIONS = ['list', 'create', 'edit', 'show'] as const;

/** Each feature's resource pages, each behind the access rules of its action. */
const RESOURCES = FEATURES.flatMap((feature) => {
  if (!feature.resource) return [];
  const { routes = [], recordRepresentation, ...pages } = feature.resource;
  const guardedPages = Object.fromEntries(
    PAGE_ACTIONS.filter((action) => pages[action]).map((action) => [action, withAccess(feature.name, action, pages[action]!)]),
  );
  return [{ feature, routes, recordRepresentation, pages: guardedPages }];
});

// Everything below comes from the feature list (src/features.ts): public routes without the
// layout, guarded routes inside it, and the react-admin resources.
const AdminApp = () => (
  <PickersProvider>
    <Admin
      title={germanMessages.app.name}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      layout={AppLayout}
      loginPage={AdminLoginPage}
      dashboard={RootRedirect}
      accessDenied={AccessDenied}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      <CustomRoutes noLayout>{FEATURES.flatMap((feature) => (feature.publicRoutes ?? []).map((route) => publicRoute(route.path, route.page)))}</CustomRoutes>
      <CustomRoutes>{FEATURES.flatMap((feature) => (feature.routes ?? []).map(guarded(feature)))}</CustomRoutes>
      {RESOURCES.map(({ feature, routes, recordRepresentation, pages }) => (
        <Resource
          key={feature.name}
          name={feature.name}
          icon={feature.icon}
          options={{ label: feature.label }}
          recordRepresentation={recordRepresentation}
          {...pages}
        >
          {routes.map(guarded(feature))}
        </Resource>
      ))}
    </Admin>
  </PickersProvider>
);

/** What features put around the app, the first outermost: the rep's saved field app data restored first (src/field-app/offline/). */
const AROUND = FEATURES.flatMap((feature) => (feature.layout?.around ? [feature.layout.around] : []));
const OfflineReadyApp = () => (
  <>
    {AROUND.reduceRight<ReactNode>(
      (inner, Outer) => (
        <Outer client={queryClient}>{inner}</Outer>
      ),
      <AdminApp />,
    )}
  </>
);

// react-router's v6 behaviour, as react-admin's own router has it (and no warnings about v7).
const FUTURE = {
  v7_fetcherPersist: false,
  v7_normalizeFormMethod: false,
  v7_partialHydration: false,
  v7_relativeSplatPath: false,
  v7_skipActionErrorRevalidation: false,
};

/** A data router: react-admin warns before a form with unsaved changes is left only inside one (useBlocker). */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <OfflineReadyApp /> }], { future: FUTURE }));
  return <RouterProvider router={router} future={{ v7_startTransition: false }} />;
};
