import type { Core } from '@strapi/strapi';
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface PushMessage {
  tokens: string[];
  title: string;
  body: string;
  data: Record<string, string>;
}
export type PushSender = (message: PushMessage) => Promise<void>;

/** The fields of a Google service-account key that FCM's HTTP v1 API needs. */
interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const TIMEOUT_MS = 5000;

/** FCM_SERVICE_ACCOUNT holds the key as JSON or the path of its file; unset means no push. */
const readServiceAccount = (value: string | undefined): ServiceAccount | null => {
  if (!value) return null;
  const json = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const account = JSON.parse(json) as ServiceAccount;
  if (!account.project_id || !account.client_email || !account.private_key) throw new Error('FCM_SERVICE_ACCOUNT is incomplete');
  return account;
};

const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');

/** A signed JWT assertion for Google's OAuth token endpoint (RFC 7523). */
const assertion = (account: ServiceAccount, tokenUri: string) => {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: tokenUri,
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
};

/** Sends through FCM's HTTP v1 API, one request per token; the access token is cached until it expires. */
export const fcmSender = (account: ServiceAccount, endpoint = 'https://fcm.googleapis.com'): PushSender => {
  const tokenUri = account.token_uri ?? 'https://oauth2.googleapis.com/token';
  let cached: { token: string; expiresAt: number } | null = null;

  const accessToken = async () => {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: assertion(account, tokenUri) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM-Anmeldung fehlgeschlagen (${response.status})`);
    const { access_token, expires_in } = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: access_token, expiresAt: Date.now() + expires_in * 1000 };
    return access_token;
  };

  return async ({ tokens, title, body, data }) => {
    const bearer = await accessToken();
    const failures: string[] = [];
    for (const token of tokens) {
      const response = await fetch(`${endpoint}/v1/projects/${account.project_id}/messages:send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: { token, notification: { title, body }, data } }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) failures.push(`${response.status}`);
    }
    if (failures.length) throw new Error(`FCM hat ${failures.length} von ${tokens.length} Nachrichten abgelehnt (${failures.join(', ')})`);
  };
};

/** Without FCM credentials the push is only logged (development, tests). */
const logSender =
  (strapi: Core.Strapi): PushSender =>
  async ({ tokens, title }) => {
    strapi.log.info(`[push] ${tokens.length} Empfänger: ${title}`);
  };

let configured: PushSender | null = null;

/** The sender for this server: FCM when FCM_SERVICE_ACCOUNT is set, the log otherwise. */
export const pushSender = (strapi: Core.Strapi): PushSender => {
  if (configured) return configured;
  try {
    const account = readServiceAccount(process.env.FCM_SERVICE_ACCOUNT);
    configured = account ? fcmSender(account, process.env.FCM_ENDPOINT || undefined) : logSender(strapi);
  } catch (error) {
    strapi.log.error(`[push] FCM nicht konfiguriert: ${(error as Error).message}`);
    configured = logSender(strapi);
  }
  return configured;
};
