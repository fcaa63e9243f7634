import type { Core } from '@strapi/strapi';
import { syncRoles } from './roles';
import { syncPublicAccessToken } from './public-token';
import { configureMail } from './mail';
import { seedDemoData } from './demo';

/**
 * The demo data and its accounts with a published password: by default everywhere but in
 * production, where SEED_DEMO=true asks for them (a demonstration server).
 */
export const seedsDemoData = (env: Record<string, string | undefined> = process.env) =>
  env.SEED_DEMO ? env.SEED_DEMO !== 'false' : env.NODE_ENV !== 'production';

/** Everything the server applies at boot; each step is idempotent. */
export const seed = async (strapi: Core.Strapi) => {
  await syncRoles(strapi);
  await syncPublicAccessToken(strapi);
  await configureMail(strapi);
  if (seedsDemoData() && (await seedDemoData(strapi))) {
    strapi.log.info('Demo-Daten angelegt (Passwort aller Demo-Konten: Demo1234!).');
  }
};
