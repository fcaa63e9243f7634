import type { ComponentType, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import { canAccess, Action } from '../providers/access';
import { useSession } from '../providers/useSession';
import { AccessDenied } from '../layout/AccessDenied';

/** Guards a custom route: signed in, and allowed by the access function for the effective role. */
export const RequireAccess = ({ resource, action = 'list', children }: { resource: string; action?: Action; children: ReactNode }) => {
  const { role } = useSession();
  return <Authenticated>{canAccess(role, resource, action) ? children : <AccessDenied />}</Authenticated>;
};

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
