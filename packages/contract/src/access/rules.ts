// The app's rules, read off the screens of the access table (screens.ts): menus, routes and buttons
// ask `canAccess`. Apart from derive.ts so that what loads it (the sign-in page's auth provider)
// carries the screens only, not the server's table with its reasons.
import type { RoleType } from '../roles';
import { SCREENS, type ScreenAction, type ScreenRule } from './screens';

/** A screen action's rule, or undefined for one no role may do. */
const screenRule = (screen: string, action: ScreenAction): ScreenRule | undefined => SCREENS[screen]?.[action];

/** Whether a role may do an action on a screen (a route's first path segment): menus, routes and buttons ask this. */
export const canAccess = (role: RoleType, screen: string, action: ScreenAction = 'list'): boolean => !!screenRule(screen, action)?.roles.includes(role);

/** Everything a role may do, by screen. */
export const allowedActions = (role: RoleType): Record<string, ScreenAction[]> =>
  Object.fromEntries(
    Object.entries(SCREENS)
      .map(([screen, actions]) => [screen, (Object.keys(actions) as ScreenAction[]).filter((a) => actions[a]!.roles.includes(role))] as const)
      .filter(([, actions]) => actions.length),
  );
