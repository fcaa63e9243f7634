import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import { canAccess, Action } from '../providers/access';
import { useSession } from '../providers/useSession';
import { AccessDenied } from './AccessDenied';

/** Guards a custom route: signed in, and allowed by the access function for the effective role. */
export const RequireAccess = ({ resource, action = 'list', children }: { resource: string; action?: Action; children: ReactNode }) => {
  const { role } = useSession();
  return <Authenticated>{canAccess(role, resource, action) ? children : <AccessDenied />}</Authenticated>;
};

/**
 * A resource page (list, create, edit, show) guarded like the custom routes. react-admin's own check
 * lets the page's first read go out before it turns to "Kein Zugriff" (a 4xx the user never asked for).
 */
export const withAccess = (resource: string, action: Action, page: ComponentType | ReactElement): ComponentType => {
  const Guarded = () => (
    <RequireAccess resource={resource} action={action}>
      {isValidElement(page) ? page : <ComponentPage page={page as ComponentType} />}
    </RequireAccess>
  );
  Guarded.displayName = `WithAccess(${resource}.${action})`;
  return Guarded;
};

const ComponentPage = ({ page: Page }: { page: ComponentType }) => <Page />;

/** A route to `Page` that only roles allowed `action` on `resource` may open (others see "Kein Zugriff"). */
export const guardedRoute = (path: string, resource: string, action: Action, Page: ComponentType) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAccess resource={resource} action={action}>
        <Page />
      </RequireAccess>
    }
  />
);

/** A route without the layout that signed-out visitors may open (sign-in help, invitations, link preview). */
export const publicRoute = (path: string, Page: ComponentType) => <Route key={path} path={path} element={<Page />} />;
