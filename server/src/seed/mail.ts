import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Mail = { to?: string; subject?: string; text?: string; html?: string };

/** Where mails go without SMTP: MAIL_DIR, else server/.tmp/mails. */
export const mailDirectory = (strapi: Core.Strapi) => process.env.MAIL_DIR?.trim() || path.join(strapi.dirs.app.root, '.tmp', 'mails');

/**
 * Without an SMTP setup (development, tests) the mail worker's provider writes every mail to a file
 * of its own in the mail folder, so invitation and reset links can be followed from there
 * (docs/decisions/0024-mail-outbox.md). The log names the file only: a mail's links carry secrets
 * (reset tokens, invitation codes), and no secret is ever written to the log (docs/security.md).
 */
export const configureMail = async (strapi: Core.Strapi) => {
  if (!process.env.SMTP_HOST) {
    const folder = mailDirectory(strapi);
    strapi.plugin('email').provider = {
      send: async (mail: Mail) => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`);
        await writeFile(file, `An: ${mail.to ?? ''}\nBetreff: ${mail.subject ?? ''}\n\n${mail.text ?? mail.html ?? ''}\n`, { mode: 0o600 });
        strapi.log.info(`[mail] Betreff: ${mail.subject ?? ''} | gespeichert in ${file}`);
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
