import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { startStrapi, waitFor, type TestStrapi } from '../../tests/support/strapiServer';

// Issue 33, item 2: no secret in any log line, text or JSON, matched route or not. Each server logs
// every request (level http) while the flows that carry a secret run against it: sign-in, the
// password reset (the app's /reset-password/<token> page and the API), an invitation (its code in
// the API's path and the app's ?code=), the e-mail confirmation (?confirmation=), and the bearer
// tokens of every signed-in call. Then its whole output is searched for each secret.
withoutFileServer();

/** The reset link of the newest mail to `to` in the server's mail folder (seed/mail.ts writes one file per mail). */
const resetToken = async (mailDir: string, to: string): Promise<string> => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const text = await readFile(path.join(mailDir, file), 'utf8');
      const token = text.includes(`An: ${to}`) ? /\/reset-password\/([0-9a-f]+)/.exec(text)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset mail to ${to} in ${mailDir}`);
};

const flows = (name: string, env: Record<string, string>) =>
  describe(name, () => {
    let server: TestStrapi;
    const secrets: string[] = [];
    const mailDir = () => path.join(path.dirname(server.dbFile), 'mails');
    const { api, login } = apiClient(() => server.apiUrl);
    const page = (pathAndQuery: string) => fetch(`${server.url}${pathAndQuery}`).then((r) => r.text());

    beforeAll(async () => {
      server = await startStrapi({ STRAPI_LOG_LEVEL: 'http', ...env });
    }, 120_000);
    afterAll(() => server?.stop());

    it.sequential('signs in: neither the password nor the session token is logged', async () => {
      secrets.push(DEMO_PASSWORD, await login(DEMO_ACCOUNTS.sales), await login(DEMO_ACCOUNTS.brandadmin));
      expect((await api('/users/me', { token: secrets[1] })).status).toBe(200);
    });

    it.sequential('resets a password through the mailed link: the token is not logged', async () => {
      expect((await api('/auth/forgot-password', { method: 'POST', body: { email: DEMO_ACCOUNTS.arzt } })).status).toBe(200);
      const token = await resetToken(mailDir(), DEMO_ACCOUNTS.arzt);
      secrets.push(token);
      await page(`/reset-password/${token}`);
      const password = 'Neu-Passwort-2026!';
      secrets.push(password);
      const reset = await api('/auth/reset-password', { method: 'POST', body: { code: token, password, passwordConfirmation: password } });
      expect(reset.status).toBe(200);
      secrets.push(reset.body.jwt);
    });

    it.sequential('opens an invitation: its code is not logged', async () => {
      const admin = secrets[2];
      const brand = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
      const created = await api('/invitations', { token: admin, method: 'POST', body: { data: { email: 'protokoll@einladung.test', role: 'sales', brand } } });
      expect(created.status).toBe(201);
      const code: string = created.body.data.code;
      secrets.push(code);
      expect((await api(`/invitations/code/${code}`, { token: PUBLIC_ACCESS_TOKEN })).status).toBe(200);
      await page(`/invite-start?code=${encodeURIComponent(code)}`);
      await page(`/register-add-brand?code=${encodeURIComponent(code)}`);
    });

    it.sequential('follows an e-mail confirmation link: its token is not logged', async () => {
      const confirmation = 'c0nf1rmat10n0000000000000000000000000000';
      secrets.push(confirmation);
      await api(`/auth/email-confirmation?confirmation=${confirmation}`);
    });

    it.sequential('has logged every request, and none of the secrets', async () => {
      // The last request's line is written when its answer is: wait until the log has it.
      await waitFor(`${server.url}/_health`, 5000, (status) => status === 204);
      const log = server.log();
      expect(log).toContain('/api/auth/local');
      expect(log).toContain('/reset-password/[redacted]');
      expect(log).toContain('/api/invitations/code/[redacted]');
      expect(log).toContain('/invite-start');
      expect(log).toContain('/api/auth/email-confirmation');
      expect(secrets.length).toBe(8);
      for (const secret of secrets) expect(log, `a secret in the log: ${secret.slice(0, 6)}…`).not.toContain(secret);
      expect(log).not.toMatch(/[?&](code|confirmation|token)=/);
      expect(log).not.toMatch(/Bearer /);
    });
  });

describe.concurrent('secrets in logs', () => {
  flows('the text log', {});
  flows('the JSON log', { LOG_FORMAT: 'json' });
});
