import type { Core } from '@strapi/strapi';
import { readFileSync } from 'node:fs';
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { cert, deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app';
import { getMessaging, type Message } from 'firebase-admin/messaging';
import { JWT } from 'google-auth-library';

// How pushes leave the server (docs/decisions/0015-push-delivery-jobs.md): the delivery worker
// hands a batch of messages to a PushSender and gets one answer per message, in order. In the
// product that is firebase-admin's sendEach; without credentials the batch is only logged.

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
  /** Messages with the same key replace each other on the device (one notification per post). */
  collapseKey: string;
}
/** One answer per message, as firebase-admin's SendResponse: success, or FCM's error code. */
export type PushResponse = { success: true } | { success: false; code: string; message: string };
export type PushSender = (messages: PushMessage[]) => Promise<PushResponse[]>;

/** The fields of a Google service-account key that FCM needs. */
interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

/** FCM_SERVICE_ACCOUNT holds the key as JSON or the path of its file; unset means no push. */
const readServiceAccount = (value: string | undefined): ServiceAccount | null => {
  if (!value) return null;
  const json = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const account = JSON.parse(json) as ServiceAccount;
  if (!account.project_id || !account.client_email || !account.private_key) throw new Error('FCM_SERVICE_ACCOUNT is incomplete');
  return account;
};

/** FCM's v1 message: a notification, collapsed per post on Android, iOS and the web. */
export const fcmMessage = ({ token, title, body, data, collapseKey }: PushMessage): Message => ({
  token,
  notification: { title, body },
  data,
  android: { collapseKey, notification: { tag: collapseKey } },
  apns: { headers: { 'apns-collapse-id': collapseKey } },
  webpush: { notification: { tag: collapseKey } },
});

/**
 * An agent that opens every connection to `endpoint` instead of the host in the URL (FCM_ENDPOINT:
 * an FCM-compatible stand-in or relay). firebase-admin has no endpoint option; its `httpAgent`
 * option is the supported way to route its HTTP calls. A plain `http:` endpoint is spoken to
 * without TLS (a stand-in on the loopback interface).
 */
const endpointAgent = (endpoint: string, options: AgentOptions) => {
  const target = new URL(endpoint);
  const port = Number(target.port) || (target.protocol === 'http:' ? 80 : 443);
  return new (class EndpointAgent extends HttpsAgent {
    createConnection(): Socket {
      return target.protocol === 'http:'
        ? netConnect({ host: target.hostname, port })
        : tlsConnect({ host: target.hostname, port, servername: target.hostname, ALPNProtocols: ['http/1.1'] });
    }
  })(options);
};

/**
 * The service account's OAuth token through `agent`: cert() passes its agent to google-auth-library
 * only for some of its calls (not the JWT token request of google-auth-library 10), so with an
 * endpoint the same exchange is made with google-auth-library's JWT client directly.
 */
const jwtCredential = (account: ServiceAccount, agent: HttpsAgent): Credential => {
  const client = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: ['https://www.googleapis.com/auth/firebase.messaging'],
    transporterOptions: { agent },
  });
  return {
    getAccessToken: async () => {
      const token = await client.authorize();
      if (!token.access_token) throw new Error('FCM-Anmeldung ohne Zugriffstoken');
      return { access_token: token.access_token, expires_in: Math.max(0, Math.floor(((token.expiry_date ?? Date.now()) - Date.now()) / 1000)) };
    },
  };
};

/**
 * Sends through firebase-admin (getMessaging(app).sendEach, up to 500 messages per call). Without
 * an endpoint: the SDK's defaults (HTTP/2 to fcm.googleapis.com, cert()). With one: the SDK's
 * HTTP/1.1 transport through an agent bound to it, the only transport that takes an agent.
 */
export const fcmSender = (account: ServiceAccount, endpoint?: string, maxSockets = 400): { send: PushSender; close: () => Promise<void> } => {
  const agent = endpoint ? endpointAgent(endpoint, { keepAlive: true, maxSockets }) : undefined;
  const app: App = initializeApp(
    {
      credential: agent
        ? jwtCredential(account, agent)
        : cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key }),
      projectId: account.project_id,
      httpAgent: agent,
    },
    `markenportal-push-${Date.now()}`,
  );
  const messaging = getMessaging(app);
  if (agent) messaging.enableLegacyHttpTransport();
  return {
    send: async (messages) => {
      const { responses } = await messaging.sendEach(messages.map(fcmMessage));
      return responses.map((r) =>
        r.success ? { success: true as const } : { success: false as const, code: r.error?.code ?? 'messaging/unknown-error', message: r.error?.message ?? '' },
      );
    },
    close: async () => {
      await deleteApp(app);
      agent?.destroy();
    },
  };
};

/** Without FCM credentials the push is only logged (development, tests): nothing was sent, so each message counts as failed. */
export const NOT_CONFIGURED = 'push/not-configured';
const logSender =
  (strapi: Core.Strapi): PushSender =>
  async (messages) => {
    strapi.log.info(`[push] FCM nicht konfiguriert, nur protokolliert: ${messages.length} Empfänger: ${messages[0]?.title ?? ''}`);
    return messages.map(() => ({ success: false as const, code: NOT_CONFIGURED, message: 'FCM_SERVICE_ACCOUNT fehlt' }));
  };

/** The sender for this server: FCM when FCM_SERVICE_ACCOUNT is set, the log otherwise. */
export const pushSender = (strapi: Core.Strapi, maxSockets?: number): { send: PushSender; close: () => Promise<void> } => {
  try {
    const account = readServiceAccount(process.env.FCM_SERVICE_ACCOUNT);
    if (account) return fcmSender(account, process.env.FCM_ENDPOINT || undefined, maxSockets);
  } catch (error) {
    strapi.log.error(`[push] FCM nicht konfiguriert: ${(error as Error).message}`);
  }
  return { send: logSender(strapi), close: async () => {} };
};
