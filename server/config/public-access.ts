// The fixed public-access token the web app sends from its public pages. The development default
// matches the web app's (vite.config.ts); production sets PUBLIC_ACCESS_TOKEN for both.
import type { Core } from '@strapi/strapi';
import { DEVELOPMENT_PUBLIC_ACCESS_TOKEN } from '../src/security/secrets';

// Production must set PUBLIC_ACCESS_TOKEN (security/secrets.ts refuses to start otherwise).
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  token: env('PUBLIC_ACCESS_TOKEN', DEVELOPMENT_PUBLIC_ACCESS_TOKEN),
  appUrl: env('APP_URL', `http://localhost:${env('PORT', '1337')}`),
});
