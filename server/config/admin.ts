export default ({ env }) => ({
  // The admin panel is only built and served on request (SERVE_ADMIN=true): the product is the
  // react-admin app, and building Strapi's panel costs a minute and a gigabyte on every start.
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  autoOpen: false,
  // Like the users-permissions sign-in (config/plugins.ts): tests and benchmarks sign in often.
  rateLimit: { enabled: env.bool('AUTH_RATELIMIT', true) },
  auth: {
    secret: env('ADMIN_JWT_SECRET', 'markenportal-dev-admin-jwt-secret'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', 'markenportal-dev-api-token-salt'),
  },
  transfer: {
    token: { salt: env('TRANSFER_TOKEN_SALT', 'markenportal-dev-transfer-token-salt') },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', 'markenportal-dev-encryption-key-32b'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
