import type { Core } from '@strapi/strapi';

/** The German refusal when the admin panel is served without its first administrator. */
export const MISSING_ADMIN_MESSAGE =
  'SERVE_ADMIN=true braucht einen ersten Administrator: bitte ADMIN_EMAIL und ADMIN_PASSWORD setzen (die offene Registrierung ist gesperrt).';

type Env = Record<string, string | undefined>;

/**
 * What boot does about the admin panel's first administrator: nothing while the panel is not
 * served or has one; create it from ADMIN_EMAIL and ADMIN_PASSWORD; without them refuse to start in
 * production, and only warn elsewhere.
 */
export const firstAdminStep = (env: Env, { served, hasAdmin }: { served: boolean; hasAdmin: boolean }) => {
  if (!served || hasAdmin) return 'nothing' as const;
  if (env.ADMIN_EMAIL?.trim() && env.ADMIN_PASSWORD) return 'create' as const;
  return env.NODE_ENV === 'production' ? ('refuse' as const) : ('warn' as const);
};

type AdminUsers = { exists(): Promise<boolean>; createFirstAdmin(input: Record<string, unknown>): Promise<unknown> };

/**
 * With the admin panel served (SERVE_ADMIN=true), its first administrator is created from the
 * environment at boot; the panel's open registration is never reachable (middlewares/admin-gate.ts).
 * Without ADMIN_EMAIL and ADMIN_PASSWORD, production refuses to start.
 */
export const ensureFirstAdmin = async (strapi: Core.Strapi, env: Env = process.env) => {
  const served = (strapi.config.get('admin.serveAdminPanel', false) as boolean) === true;
  if (!served) return;
  const users = strapi.service('admin::user') as AdminUsers;
  const step = firstAdminStep(env, { served, hasAdmin: await users.exists() });
  if (step === 'refuse') {
    console.error(MISSING_ADMIN_MESSAGE);
    process.exit(1);
  }
  if (step === 'warn') strapi.log.warn(MISSING_ADMIN_MESSAGE);
  if (step !== 'create') return;
  const email = env.ADMIN_EMAIL!.trim();
  await users.createFirstAdmin({
    email: email.toLowerCase(),
    password: env.ADMIN_PASSWORD,
    firstname: env.ADMIN_FIRSTNAME || 'Admin',
    lastname: env.ADMIN_LASTNAME || 'Markenportal',
  });
  strapi.log.info(`[admin] Erster Administrator angelegt: ${email}`);
};
