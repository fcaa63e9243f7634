import { createServer, type IncomingMessage } from 'node:http';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

// A browser push service for the tests (RFC 8030), on 127.0.0.1: the server's subscriptions point
// their endpoints here (WEB_PUSH_ALLOW_INSECURE_ENDPOINTS=true). Each device has the key pair and
// auth secret a browser would make; the stand-in checks every request's VAPID signature (RFC 8292),
// decrypts its aes128gcm body (RFC 8291) with the device's private key, records it and answers
// as told: 201, or 404/410 (gone), or 429/500 (try again).

export interface ReceivedPush {
  device: string;
  /** The decrypted notification; null when it could not be decrypted. */
  payload: { title: string; body: string; url: string } | null;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT verified with the key named in the header, for this endpoint's origin, not expired. */
  vapidValid: boolean;
  vapidKey: string | null;
  status: number;
}

export type DeviceAnswer = (attempt: number) => number;

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  answer: DeviceAnswer;
  attempts: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** `vapid t=<jwt>, k=<public key>`: the JWT's ES256 signature, audience and expiry. */
const checkVapid = (header: string | undefined, origin: string): { valid: boolean; key: string | null } => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { valid: false, key: null };
  const [, jwt, key] = match;
  const [head, claims, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  try {
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
    return { valid: signed && body.aud === origin && (body.exp ?? 0) * 1000 > Date.now() && !!body.sub, key };
  } catch {
    return { valid: false, key };
  }
};

export const startWebPushStandIn = async () => {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server = createServer(async (request, response) => {
    const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
    const body = await readBody(request);
    const device = devices.get(name);
    if (!device || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    device.attempts += 1;
    const vapid = checkVapid(request.headers.authorization, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    let payload: ReceivedPush['payload'] = null;
    try {
      if (request.headers['content-encoding'] === 'aes128gcm') {
        payload = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8'));
      }
    } catch {
      payload = null;
    }
    const status = vapid.valid ? device.answer(device.attempts) : 403;
    received.push({
      device: name,
      payload,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      vapidValid: vapid.valid,
      vapidKey: vapid.key,
      status,
    });
    response.writeHead(status, status === 429 ? { 'Retry-After': '0' } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** A browser's new subscription, as PushSubscription.toJSON() gives it; answered with `answer` (201 unless told). */
    device(name: string, answer: DeviceAnswer = () => 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, answer, attempts: 0 });
      return {
        endpoint: `${url}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** Every request, in the order they came. */
    received: () => [...received],
    /** The requests for one device. */
    to: (name: string) => received.filter((r) => r.device === name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type WebPushStandIn = Awaited<ReturnType<typeof startWebPushStandIn>>;
