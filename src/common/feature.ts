import type { ComponentType, ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps, Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider, FeatureDataProvider } from '../providers/dataProvider';
import type { NetworkStatus } from '../providers/networkStatus';
import type { ResourceConfig } from '../providers/strapi/resources';
import type { Action, RoleType } from '../providers/access';

/** A page that can fetch its code ahead (common/lazyPage.tsx). */
export interface PreloadablePage {
  preload: () => Promise<unknown>;
}

/** What a feature's read ahead needs (layout/landing.ts). */
export interface PrefetchContext {
  queryClient: QueryClient;
  dataProvider: AppDataProvider;
  store: Store;
  role: RoleType;
  /** The brand the session works in (documentId), if any. */
  currentBrandId: string | null;
}

/**
 * What a route's parameter may be: given values, or the id of a record of the feature named
 * `recordOf` (opened from its list). The accessibility checks open every screen with them
 * (tests/support/screenRoutes.ts); a parameter without an entry is a record of the route's own resource.
 */
export type RouteParam = readonly string[] | { recordOf: string };

/** A route of a feature: a path and its page, guarded by the access rules (App.tsx). */
export interface FeatureRoute {
  path: string;
  page: ComponentType;
  /** The action the access rules must allow; `list` by default. */
  action?: Action;
  /** The access rules' resource, when not the feature's own. */
  resource?: string;
  params?: Readonly<Record<string, RouteParam>>;
}

/** A route open to signed-out visitors, without the layout. */
export interface PublicRoute {
  path: string;
  page: ComponentType;
  params?: Readonly<Record<string, RouteParam>>;
}

/** What the layout lends a feature's own layout (layout/AppLayout.tsx): its top bar and its menu's items and icons. */
export interface LayoutParts {
  TopBar: ComponentType;
  MenuItems: ComponentType<{ role: RoleType; counts?: Partial<Record<string, number>> }>;
  menuIcon: (resource: string) => SvgIconComponent;
}

/** What the app around the layout hands a feature (App.tsx). */
export interface AppContext {
  queryClient: QueryClient;
  networkStatus: NetworkStatus;
}

/** A feature's part in the layout and around the app (the field app's: its layout, offline parts and notices). */
export interface FeatureLayout {
  /** The whole layout of the roles it is for, in place of the back office's. */
  frame?: { for: (role: RoleType) => boolean; component: ComponentType<{ parts: LayoutParts; children: ReactNode }> };
  /** Shown above every page of the back office's layout. */
  notice?: ComponentType;
  /** The user menu's sign-out item, in place of react-admin's. */
  signOut?: ComponentType;
  /** Around the whole app, with the app's query client (App.tsx). */
  around?: ComponentType<{ client: QueryClient; children: ReactNode }>;
  /** Once, before the app renders (App.tsx). */
  prepare?: (app: AppContext) => void;
}

/**
 * One feature of the app (docs/architecture.md, "Features"): what App.tsx registers, what the menus
 * show for it, what it adds to the dataProvider and the layout. Plain data: describing a feature
 * loads none of its pages and none of the app's wiring. Which roles see it, and where in their menu,
 * is an access rule (providers/access/).
 */
export interface Feature {
  /** The access rules' resource name; a react-admin resource's route. */
  name: string;
  /** The menu icon. */
  icon?: SvgIconComponent;
  /** Catalog key of the feature's label (a resource's title). */
  label?: string;
  /** A react-admin resource: its list, create, edit and show pages, and routes below its path. */
  resource?: Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show' | 'recordRepresentation'> & { routes?: FeatureRoute[] };
  /** How the dataProvider reads and writes the resource named `name` on the server. */
  data?: ResourceConfig;
  /** Its own methods of the dataProvider, and its own provider for the resource named `name` (src/features.ts, `DATA_PARTS`). */
  dataProvider?: FeatureDataProvider;
  /** What the layout renders for it, and what the app puts around the layout (src/features.ts, `LAYOUT_NEEDS`). */
  layout?: FeatureLayout;
  /** Routes inside the layout. */
  routes?: FeatureRoute[];
  /** Routes without the layout, open to signed-out visitors. */
  publicRoutes?: PublicRoute[];
  /** The page the feature's menu item opens, fetched ahead once the browser is idle; a resource's list by default. */
  menuPage?: PreloadablePage;
  /**
   * Reads what the menu page shows first into the query cache (with the same query as the page),
   * when the page is the landing screen right after signing in: the data and the page's code
   * then load side by side.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export const defineFeature = (feature: Feature): Feature => feature;

/** The page a feature's menu item opens. */
export const menuPageOf = (feature: Feature): PreloadablePage | undefined =>
  feature.menuPage ?? (feature.resource?.list as unknown as PreloadablePage | undefined);
