import type { Core } from '@strapi/strapi';

type Mail = { to?: string; subject?: string; text?: string; html?: string };

/**
 * Without an SMTP setup (development, tests) every mail goes to the server log, so invitation and
 * reset links can be followed from there. Also points the reset mail at the web app's route.
 */
export const configureMail = async (strapi: Core.Strapi) => {
  if (!process.env.SMTP_HOST) {
    strapi.plugin('email').provider = {
      send: async (mail: Mail) => {
        strapi.log.info(`[mail] An: ${mail.to} | Betreff: ${mail.subject}\n${mail.text ?? mail.html ?? ''}`);
      },
    };
  }
  const appUrl: string = strapi.config.get('public-access.appUrl');
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: { ...advanced, email_reset_password: `${appUrl}/reset-password`, unique_email: true, allow_register: true },
  });
  const emails = ((await store.get({ key: 'email' })) ?? {}) as Record<string, { options: Record<string, unknown> }>;
  if (emails.reset_password) {
    emails.reset_password.options = {
      ...emails.reset_password.options,
      object: 'Passwort zurücksetzen',
      message:
        '<p>Sie haben angefordert, Ihr Passwort zurückzusetzen.</p>' +
        '<p>Öffnen Sie diesen Link, um ein neues Passwort festzulegen:</p><p><%= URL %>/<%= TOKEN %></p>',
    };
    await store.set({ key: 'email', value: emails });
  }
};
