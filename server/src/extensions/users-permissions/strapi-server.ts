import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { endingSessions, sessionLifecycles } from '../../security/sessions';
import { USER_ROUTE_GUARDS } from './routes';
import { recordEmailSkeleton } from '../../guards/email-addresses';
import { forgotPassword, sendConfirmationEmail } from '../../mail/account-mails';

type Factory = (deps: unknown) => Record<string, unknown>;
type Plugin = {
  routes: Record<string, { routes: GuardedRoute[] }>;
  controllers: Record<string, Factory>;
  services: Record<string, unknown>;
  contentTypes: Record<string, { lifecycles?: unknown }>;
};

/**
 * The users-permissions plugin with our guards on its routes (routes.ts), and sessions that end
 * with a password change or a loss of access (security/sessions.ts), and its mails through the
 * outbox (mail/account-mails.ts); its other controllers stay as they are.
 */
export default (plugin: Plugin) => {
  guardRoutes(plugin.routes['content-api'].routes, USER_ROUTE_GUARDS);
  const auth = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => ({ ...auth(deps), forgotPassword });
  const user = plugin.services.user as Factory;
  plugin.services.user = (deps: unknown) => ({ ...user(deps), sendConfirmationEmail });
  plugin.services.jwt = endingSessions(plugin.services.jwt as Parameters<typeof endingSessions>[0]);
  plugin.contentTypes.user.lifecycles = {
    ...sessionLifecycles,
    beforeCreate: recordEmailSkeleton,
    async beforeUpdate(event: Parameters<typeof sessionLifecycles.beforeUpdate>[0] & Parameters<typeof recordEmailSkeleton>[0]) {
      await sessionLifecycles.beforeUpdate(event);
      recordEmailSkeleton(event);
    },
  };
  return plugin;
};
