import { scheduleCreate, scheduleDelete, scheduleList, scheduleUpdate } from '../../guards/schedules';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { claimingPublicationService, type PublicationService, type ServiceFactory } from './claimed-publication';

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

interface PublisherPlugin {
  routes: Record<string, { routes: GuardedRoute[] }>;
  services: { publicationService: ServiceFactory<PublicationService> };
}

/** Scheduled actions run exactly once on any number of instances: each is claimed before it runs (decision 0017). */
export default (plugin: PublisherPlugin) => {
  guardRoutes(plugin.routes['content-api'].routes, SCHEDULE_ROUTE_GUARDS);
  plugin.services.publicationService = claimingPublicationService(plugin.services.publicationService);
  return plugin;
};
