import { queuedSend } from '../../mail/account-mails';

type Factory = (deps: unknown) => Record<string, unknown>;
type Plugin = { services: Record<string, Factory> };

/** The email plugin with a `send` that stores the mail in the outbox (src/mail/); the worker sends it through the provider. */
export default (plugin: Plugin) => {
  const original = plugin.services.email;
  plugin.services.email = (deps) => ({ ...original(deps), send: queuedSend });
  return plugin;
};
