import type { Core } from '@strapi/strapi';
import { secret } from '../src/security/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The admin panel is only built and served on request (SERVE_ADMIN=true): the product is the
  // react-admin app, and building Strapi's panel costs a minute and a gigabyte on every start.
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  autoOpen: false,
  // Like the users-permissions sign-in (config/plugins.ts): tests and benchmarks sign in often.
  rateLimit: { enabled: env.bool('AUTH_RATELIMIT', true) },
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret('API_TOKEN_SALT'),
  },
  transfer: {
    token: { salt: secret('TRANSFER_TOKEN_SALT') },
  },
  secrets: {
    encryptionKey: secret('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
