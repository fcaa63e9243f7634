import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { startWebPushStandIn, type WebPushStandIn } from '../../tests/support/webPushStandIn';
import { withoutFileServer } from '../../tests/support/fileServer';
import { webPushMessages } from '../src/messages/web-push';

// Web Push (docs/decisions/0027-web-push.md) against a push service stand-in that decrypts every
// payload with the device's own keys (tests/support/webPushStandIn.ts). Two instances on one
// database throughout (PostgreSQL when TEST_POSTGRES_URL is set, else one SQLite file): each
// notification reaches each device once, whichever instance stored it and whichever sent it.
withoutFileServer();

const SERVER_ENV = {
  WEB_PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
  WEB_PUSH_POLL_MS: '150',
  WEB_PUSH_BATCH_SIZE: '2',
  WEB_PUSH_CLAIM_SIZE: '1',
  WEB_PUSH_LEASE_MS: '5000',
  WEB_PUSH_RETRY_BASE_MS: '100',
  WEB_PUSH_RETRY_CAP_MS: '300',
  WEB_PUSH_MAX_ATTEMPTS: '3',
  // No FCM pushes here: that worker stays quiet on the shared SQLite file.
  PUSH_POLL_MS: '600000',
};

let a: TestStrapi;
let b: TestStrapi;
let push: WebPushStandIn;
let db: Knex;
const onA = apiClient(() => a.apiUrl);
const onB = apiClient(() => b.apiUrl);
let sales: string;
let arzt: string;
let admin: string;
let salesId: number;
let chatId: string;
let cardiovia: string;

const eventually = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached: ${what}; received: ${JSON.stringify(push.received().slice(-6))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A device of `email` stored as the server stores one (for accounts whose role has no Web Push of its own). */
const storeDevice = async (email: string, device: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
  const user = await db('up_users').where({ email }).first('id');
  await db('web_push_subscriptions').insert({
    user_id: user.id,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    created_at: Date.now(),
    last_used_at: Date.now(),
  });
};
const subscribe = (api: typeof onA.api, token: string, device: unknown) => api('/web-push/subscriptions', { token, method: 'POST', body: device });
/**
 * A message with a client id, as the apps send them: its transaction begins with a write, which on
 * one SQLite file waits for the other instance's writes (config/database.ts) instead of failing.
 */
const sendMessage = async (api: typeof onA.api, text: string, clientId = `web-push-${randomUUID()}`) => {
  const { status, body } = await api(`/chats/${chatId}/messages`, { token: arzt, method: 'POST', body: { data: { text, clientId } } });
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return status;
};
const delivered = (device: string) => push.to(device).filter((r) => r.status === 201);

beforeAll(async () => {
  push = await startWebPushStandIn();
  const database = postgresAdminUrl() ? { database: 'postgres' as const } : {};
  a = await startStrapi(SERVER_ENV, database);
  b = await startStrapi(SERVER_ENV, { joining: a });
  db = knexFactory(
    a.databaseUrl
      ? { client: 'pg', connection: a.databaseUrl, pool: { min: 0, max: 1 } }
      : {
          client: 'better-sqlite3',
          connection: { filename: a.dbFile },
          useNullAsDefault: true,
          pool: { min: 1, max: 1, afterCreate: (c: { pragma(s: string): void }, done: () => void) => (c.pragma('busy_timeout = 20000'), done()) },
        },
  );
  [sales, arzt, admin] = await Promise.all([DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.arzt, DEMO_ACCOUNTS.brandadmin].map((e) => onA.login(e)));
  salesId = (await onA.me(sales)).id;
  chatId = ((await onA.api('/chats', { token: arzt })).body.data as { id: string; contact: { id: number } }[]).find((c) => c.contact.id === salesId)!.id;
  cardiovia = (await onA.api('/brands?filters[name][$eq]=Cardiovia', { token: sales })).body.data[0].documentId;
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await b?.stop();
  await a?.stop();
  await push?.close();
});

describe('Web Push subscriptions', () => {
  it('answers the one public key of the installation on every instance, to reps', async () => {
    const key = (await onA.api('/web-push/key', { token: sales })).body.data.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await onB.api('/web-push/key', { token: sales })).body.data.publicKey).toBe(key);
    expect((await onA.api('/web-push/key', { token: arzt })).status).toBe(403);
  });

  it('refuses endpoints of no push service and malformed keys, in German', async () => {
    const device = push.device('ungueltig');
    const refused = async (body: unknown, message: string) => {
      const { status, body: answer } = await subscribe(onA.api, sales, body);
      expect(status).toBe(400);
      expect(answer.error.message).toBe(message);
    };
    await refused({ ...device, endpoint: 'https://intern.example.com/push' }, webPushMessages.endpointNotPushService);
    await refused({ ...device, endpoint: 'http://10.0.0.1/push' }, webPushMessages.endpointNotPushService);
    await refused({ ...device, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` }, webPushMessages.endpointTooLong(1024));
    await refused({ keys: device.keys }, webPushMessages.endpointRequired);
    await refused({ ...device, keys: { ...device.keys, p256dh: 'AAAA' } }, webPushMessages.keyInvalid);
    await refused({ ...device, keys: { ...device.keys, auth: 'kurz' } }, webPushMessages.authInvalid);
  });

  it('lets nobody remove another account’s device', async () => {
    const device = push.device('nur-meins');
    expect((await subscribe(onA.api, sales, device)).status).toBe(201);
    const other = await onA.login('lena.wagner@example.com');
    const { status, body } = await onB.api('/web-push/subscriptions/remove', { token: other, method: 'POST', body: { endpoint: device.endpoint } });
    expect(status).toBe(404);
    expect(body.error.message).toBe(webPushMessages.notFound);
    expect(await db('web_push_subscriptions').where({ endpoint: device.endpoint }).first('id')).toBeTruthy();
    expect((await onB.api('/web-push/subscriptions/remove', { token: sales, method: 'POST', body: { endpoint: device.endpoint } })).status).toBe(200);
    expect(await db('web_push_subscriptions').where({ endpoint: device.endpoint }).first('id')).toBeUndefined();
  });

  it('an endpoint another account holds: refused with other keys (409), moved with the same browser’s keys', async () => {
    const phone = push.device('geteiltes-telefon');
    expect((await subscribe(onA.api, sales, phone)).status).toBe(201);
    const lena = await onA.login('lena.wagner@example.com');
    const lenaId = (await onA.me(lena)).id;
    const stored = () => db('web_push_subscriptions').where({ endpoint: phone.endpoint }).first('user_id', 'p256dh', 'auth');
    const asStored = (userId: number, keys: { p256dh: string; auth: string }) => ({ user_id: userId, ...keys });

    // Another account with keys of its own would take the rep's device: its messages would go elsewhere.
    const forged = { endpoint: phone.endpoint, keys: push.device('fremde-schluessel').keys };
    const refused = await subscribe(onB.api, lena, forged);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(webPushMessages.endpointTaken);
    // Half the browser's keys are not the browser.
    const halfForged = { endpoint: phone.endpoint, keys: { p256dh: phone.keys.p256dh, auth: forged.keys.auth } };
    expect((await subscribe(onA.api, lena, halfForged)).status).toBe(409);
    expect(await stored()).toEqual(asStored(salesId, phone.keys));

    // Its own account may store new keys for it (the browser renewed them).
    const renewed = { endpoint: phone.endpoint, keys: push.device('neue-schluessel').keys };
    expect((await subscribe(onB.api, sales, renewed)).status).toBe(201);
    expect(await stored()).toEqual(asStored(salesId, renewed.keys));

    // The same browser's keys: the next person on that phone (the rep's session ended there) takes it over.
    expect((await subscribe(onA.api, lena, renewed)).status).toBe(201);
    expect(await stored()).toEqual(asStored(lenaId, renewed.keys));
    const { status, body } = await onB.api('/web-push/subscriptions/remove', { token: sales, method: 'POST', body: { endpoint: phone.endpoint } });
    expect([status, body.error?.message]).toEqual([404, webPushMessages.notFound]);
  });
});

describe('notifications through the push service, two instances', () => {
  let key: string;
  beforeAll(async () => {
    key = (await onA.api('/web-push/key', { token: sales })).body.data.publicKey;
    expect((await subscribe(onA.api, sales, push.device('rep-laptop'))).status).toBe(201);
    expect((await subscribe(onB.api, sales, push.device('rep-phone'))).status).toBe(201);
  });

  it('a chat message reaches each of the rep’s devices once, encrypted: the sender, the shortened text, the chat', async () => {
    const text = `Frau Dr. Arendt fragt nach Mustern. ${'Bitte melden Sie sich, sobald Sie wieder in der Praxis sind. '.repeat(3)}`;
    const clientId = `web-push-${randomUUID()}`;
    expect(await sendMessage(onA.api, text, clientId)).toBe(201);
    await eventually('both devices', () => delivered('rep-laptop').length === 1 && delivered('rep-phone').length === 1);
    // The app sends it again (no answer reached it): the message is not stored again, nor pushed.
    expect(await sendMessage(onB.api, text, clientId)).toBe(200);
    const [laptop] = delivered('rep-laptop');
    const flat = text.replace(/\s+/g, ' ').trim();
    expect(laptop.payload).toEqual({ title: 'Dr. med. Anna Arendt', body: `${flat.slice(0, 119).trimEnd()}…`, url: `/chat/${chatId}` });
    expect(laptop.payload!.body).toHaveLength(flat.slice(0, 119).trimEnd().length + 1);
    expect(laptop).toMatchObject({ vapidValid: true, vapidKey: key, urgency: 'high', ttl: '86400', topic: `c-${chatId}` });
    expect(delivered('rep-phone')[0].payload).toEqual(laptop.payload);
    await sleep(1000);
    expect(push.to('rep-laptop')).toHaveLength(1);
    expect(push.to('rep-phone')).toHaveLength(1);
  });

  it('many messages through both instances: each device gets each one exactly once', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Nachricht ${i + 1} von 8`);
    for (const [i, text] of texts.entries()) await sendMessage(i % 2 ? onB.api : onA.api, text);
    const bodies = (device: string) => delivered(device).map((r) => r.payload?.body);
    await eventually('all eight on both', () => texts.every((t) => bodies('rep-laptop').includes(t) && bodies('rep-phone').includes(t)));
    await sleep(1500);
    for (const device of ['rep-laptop', 'rep-phone'])
      for (const t of texts)
        expect(
          bodies(device).filter((x) => x === t),
          `${device}: ${t}`,
        ).toHaveLength(1);
  });

  it('a published post reaches the favoriters’ devices its hide flags allow, each once: the brand, the title, the post', async () => {
    // The rep favorites Cardiovia; the doctor (target representative) and the PTA already do.
    expect((await onA.api('/favorites', { token: sales, method: 'POST', body: { data: { brand: cardiovia, isFavorite: true } } })).status).toBe(201);
    await storeDevice(DEMO_ACCOUNTS.arzt, push.device('arzt-browser'));
    await storeDevice('pta@example.com', push.device('pta-browser'));
    const created = await onA.api('/posts', {
      token: admin,
      method: 'POST',
      body: { data: { title: 'Neue Studie zu Cardiovia Forte', type: 'news', brand: cardiovia, hideForPTA: true } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const postId = created.body.data.documentId as string;
    expect((await onB.api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    const ofPost = (device: string) => delivered(device).filter((r) => r.payload?.url === `/posts/${postId}`);
    await eventually('the post on three devices', () => ['rep-laptop', 'rep-phone', 'arzt-browser'].every((d) => ofPost(d).length >= 1));
    await sleep(1500);
    for (const device of ['rep-laptop', 'rep-phone', 'arzt-browser']) expect(ofPost(device), device).toHaveLength(1);
    expect(ofPost('rep-laptop')[0]).toMatchObject({
      payload: { title: 'Cardiovia', body: 'Neue Studie zu Cardiovia Forte', url: `/posts/${postId}` },
      urgency: 'normal',
      ttl: String(3 * 24 * 3600),
      topic: `p-${postId}`,
      vapidValid: true,
    });
    expect(push.to('pta-browser')).toEqual([]);
  });

  it('a device the push service calls gone (410) is removed; one answering 500 is tried again', async () => {
    await storeDevice(
      DEMO_ACCOUNTS.sales,
      push.device('rep-old-tablet', () => 410),
    );
    await storeDevice(
      DEMO_ACCOUNTS.sales,
      push.device('rep-flaky', (attempt) => (attempt === 1 ? 500 : 201)),
    );
    await sendMessage(onB.api, 'Ist das Tablet noch da?');
    await eventually('the flaky device, on its second try', () => delivered('rep-flaky').length === 1);
    await eventually('the tablet removed', async () => !(await db('web_push_subscriptions').where('endpoint', 'like', '%rep-old-tablet').first('id')));
    expect(push.to('rep-flaky').map((r) => r.status)).toEqual([500, 201]);
    expect(push.to('rep-flaky')[1].payload?.body).toBe('Ist das Tablet noch da?');
    expect(push.to('rep-old-tablet').map((r) => r.status)).toEqual([410]);
    await sendMessage(onA.api, 'Und jetzt?');
    await eventually('the next message', () => delivered('rep-laptop').some((r) => r.payload?.body === 'Und jetzt?'));
    await sleep(500);
    expect(push.to('rep-old-tablet')).toHaveLength(1);
  });
});
