import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { recordPasswordChange, refusingTokensBeforePasswordChange } from '../../security/password-change';
import { USER_ROUTE_GUARDS } from './routes';
import { recordEmailSkeleton } from '../../guards/email-addresses';

type Plugin = {
  routes: Record<string, { routes: GuardedRoute[] }>;
  services: Record<string, unknown>;
  contentTypes: Record<string, { lifecycles?: unknown }>;
};

/**
 * The users-permissions plugin with our guards on its routes (routes.ts), and sessions that end
 * with a password change; its controllers stay as they are.
 */
export default (plugin: Plugin) => {
  guardRoutes(plugin.routes['content-api'].routes, USER_ROUTE_GUARDS);
  plugin.services.jwt = refusingTokensBeforePasswordChange(plugin.services.jwt as Parameters<typeof refusingTokensBeforePasswordChange>[0]);
  plugin.contentTypes.user.lifecycles = {
    beforeCreate: recordEmailSkeleton,
    beforeUpdate(event: Parameters<typeof recordEmailSkeleton>[0]) {
      recordPasswordChange.beforeUpdate(event);
      recordEmailSkeleton(event);
    },
  };
  return plugin;
};
