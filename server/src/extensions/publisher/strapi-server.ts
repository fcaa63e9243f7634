import type { Core } from '@strapi/strapi';
import { scheduleCreate, scheduleDelete, scheduleList, scheduleUpdate } from './guards';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { rateLimited } from '../../guards/rate-limits';
import { claimingPublicationService, type PublicationService, type PublisherAction, type ServiceFactory } from './claimed-publication';
import { startScheduleSweep } from './sweep';
import { registerPublicationHooks } from '../../api/post/services/publication-hooks';

/**
 * The guards of strapi-plugin-publisher's content-API routes, by handler (extensions/publisher/guards.ts).
 * The admin panel's routes and the plugin's controller stay as they are. Scheduling and moving a
 * publication count against the same limit as publishing now (guards/rate-limits.ts).
 */
export const SCHEDULE_ROUTE_GUARDS = {
  'actionController.find': [scheduleList],
  'actionController.create': [rateLimited('publish'), scheduleCreate],
  'actionController.update': [rateLimited('publish'), scheduleUpdate],
  'actionController.delete': [scheduleDelete],
};

type Lifecycle = (context: { strapi: Core.Strapi }) => unknown;
type ActionService = { scheduleCronJob(action: PublisherAction): void };
interface PublisherPlugin {
  routes: Record<string, { routes: GuardedRoute[] }>;
  services: { publicationService: ServiceFactory<PublicationService>; action: ServiceFactory<ActionService> };
  bootstrap?: Lifecycle;
  destroy?: Lifecycle;
}

// Strapi starts its cron service whatever CRON_ENABLED says, so the plugin's timers ask here.
const schedulesRunHere = (strapi: Core.Strapi) => strapi.config.get<boolean>('server.cron.enabled', true);

/**
 * Scheduled actions run exactly once on any number of instances (decision 0017): each is claimed
 * before it runs, and a sweep on every instance runs those the plugin's timers missed. With
 * CRON_ENABLED=false an instance runs none: no boot pass, no timers, no sweep.
 */
export default (plugin: PublisherPlugin) => {
  guardRoutes(plugin.routes['content-api'].routes, SCHEDULE_ROUTE_GUARDS);

  plugin.services.publicationService = claimingPublicationService(plugin.services.publicationService);

  const actionService = plugin.services.action;
  plugin.services.action = ({ strapi }) => {
    const service = actionService({ strapi });
    const scheduleCronJob = service.scheduleCronJob;
    service.scheduleCronJob = (action) => {
      if (schedulesRunHere(strapi)) scheduleCronJob.call(service, action);
    };
    return service;
  };

  const { bootstrap, destroy } = plugin;
  let stopSweep: (() => Promise<void>) | null = null;
  plugin.bootstrap = async ({ strapi }) => {
    // Our hooks (log entry, favoriters notified) before the plugin's boot pass can run an overdue
    // action: the pass starts on the next turn of the event loop, which came before the app's own
    // bootstrap on a busy restart (the soak test found such a publication without log and pushes).
    registerPublicationHooks(strapi);
    if (!schedulesRunHere(strapi)) {
      strapi.log.info('[publisher] CRON_ENABLED=false: diese Instanz führt keine geplanten Aktionen aus.');
      return;
    }
    // The plugin's boot pass: runs the overdue actions and sets a timer for each future one.
    await bootstrap?.({ strapi });
    stopSweep = startScheduleSweep(strapi, strapi.config.get<number>('plugin::publisher.sweepSeconds', 20));
  };
  plugin.destroy = async ({ strapi }) => {
    await stopSweep?.();
    await destroy?.({ strapi });
  };
  return plugin;
};
