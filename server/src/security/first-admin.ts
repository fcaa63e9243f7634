import type { Core } from '@strapi/strapi';

/** The German refusal when the admin panel is served without its first administrator. */
export const MISSING_ADMIN_MESSAGE =
  'SERVE_ADMIN=true braucht einen ersten Administrator: bitte ADMIN_EMAIL und ADMIN_PASSWORD setzen (die offene Registrierung ist gesperrt).';

type AdminUsers = { exists(): Promise<boolean>; createFirstAdmin(input: Record<string, unknown>): Promise<unknown> };

/**
 * With the admin panel served (SERVE_ADMIN=true), its first administrator is created from the
 * environment at boot; the panel's open registration is never reachable (middlewares/admin-gate.ts).
 * Without ADMIN_EMAIL and ADMIN_PASSWORD, production refuses to start.
 */
export const ensureFirstAdmin = async (strapi: Core.Strapi, env: Record<string, string | undefined> = process.env) => {
  if ((strapi.config.get('admin.serveAdminPanel', false) as boolean) !== true) return;
  const users = strapi.service('admin::user') as AdminUsers;
  if (await users.exists()) return;
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) {
    if (env.NODE_ENV === 'production') {
      console.error(MISSING_ADMIN_MESSAGE);
      process.exit(1);
    }
    strapi.log.warn(MISSING_ADMIN_MESSAGE);
    return;
  }
  await users.createFirstAdmin({
    email: email.toLowerCase(),
    password,
    firstname: env.ADMIN_FIRSTNAME || 'Admin',
    lastname: env.ADMIN_LASTNAME || 'Markenportal',
  });
  strapi.log.info(`[admin] Erster Administrator angelegt: ${email}`);
};
