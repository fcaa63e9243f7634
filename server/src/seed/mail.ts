import type { Core } from '@strapi/strapi';

type Mail = { to?: string; subject?: string; text?: string; html?: string };

/**
 * Without an SMTP setup (development, tests) the mail worker's provider writes every mail to the
 * server log, so invitation and reset links can be followed from there (docs/decisions/0024-mail-outbox.md).
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
  // The reset link itself is written by mail/account-mails.ts; this keeps the admin panel's setting true.
  await store.set({
    key: 'advanced',
    value: { ...advanced, email_reset_password: `${appUrl}/reset-password`, unique_email: true, allow_register: true },
  });
};
