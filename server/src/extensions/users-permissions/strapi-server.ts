import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { USER_ROUTE_GUARDS } from './routes';

/** The users-permissions plugin with our guards on its user routes; its controllers stay as they are. */
export default (plugin: { routes: Record<string, { routes: GuardedRoute[] }> }) => {
  guardRoutes(plugin.routes['content-api'].routes, USER_ROUTE_GUARDS);
  return plugin;
};
