import type { Core } from '@strapi/strapi';
import { syncRoles } from './roles';
import { syncPublicAccessToken } from './public-token';
import { configureMail } from './mail';
import { seedDemoData } from './demo';

/** Everything the server applies at boot; each step is idempotent. */
export const seed = async (strapi: Core.Strapi) => {
  await syncRoles(strapi);
  await syncPublicAccessToken(strapi);
  await configureMail(strapi);
  if (process.env.SEED_DEMO !== 'false' && (await seedDemoData(strapi))) {
    strapi.log.info('Demo-Daten angelegt (Passwort aller Demo-Konten: Demo1234!).');
  }
};
