import { scheduleCreate, scheduleDelete, scheduleList, scheduleUpdate } from '../../guards/schedules';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';

/**
 * The guards of strapi-plugin-publisher's content-API routes, by handler (guards/schedules.ts).
 * The admin panel's routes and the plugin's controller stay as they are.
 */
export const SCHEDULE_ROUTE_GUARDS = {
  'actionController.find': [scheduleList],
  'actionController.create': [scheduleCreate],
  'actionController.update': [scheduleUpdate],
  'actionController.delete': [scheduleDelete],
};

export default (plugin: { routes: Record<string, { routes: GuardedRoute[] }> }) => {
  guardRoutes(plugin.routes['content-api'].routes, SCHEDULE_ROUTE_GUARDS);
  return plugin;
};
