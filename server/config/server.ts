import { secret } from '../src/security/secrets';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: secret('APP_KEYS')
      .split(',')
      .map((key) => key.trim()),
  },
  url: env('PUBLIC_URL', ''),
  // false: this instance runs no scheduled actions (extensions/publisher/strapi-server.ts); others do.
  cron: { enabled: env.bool('CRON_ENABLED', true) },
  // Strapi's banner asks to create an administrator: the product has none to create (start.mjs
  // prints the app's URL and the demo accounts instead).
  logger: { startup: { enabled: false } },
});
