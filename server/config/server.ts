import type { Core } from '@strapi/strapi';
import { secret } from '../src/security/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
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
  // Behind a load balancer the per-IP rate limits must see the client's address: TRUST_PROXY=true
  // reads X-Forwarded-For, and only its last TRUST_PROXY_HOPS entries (those the proxies wrote, not
  // what a client sent along).
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUST_PROXY_HOPS', 1) },
  // Strapi's banner asks to create an administrator: the product has none to create (start.mjs
  // prints the app's URL and the demo accounts instead).
  // No update notice either: it would ask npm's registry at every start.
  logger: { startup: { enabled: false }, updates: { enabled: false } },
});
