import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { startFcmStandIn, standInServiceAccount } from '../../tests/support/fcmStandIn.mjs';
import { addFavoriters, notificationStorage, tokensOfUsers } from '../../tests/support/bulkFavoriters.mjs';
import { withoutFileServer } from '../../tests/support/fileServer';

// Servers of its own, sending to the FCM test double.
withoutFileServer();

// Pushes as a durable background job (docs/decisions/0015-push-delivery-jobs.md), through the real
// firebase-admin SDK against a test double of FCM (tests/support/fcmStandIn.mjs). Its own server:
// it is restarted and killed.

let strapi: TestStrapi;
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
const { api, login } = apiClient(() => strapi.apiUrl);
let admin: string;
const brands: Record<string, string> = {};

const db = () => ({ dbFile: strapi.dbFile, databaseUrl: strapi.databaseUrl });
const draftPost = async (title: string, brand: string) =>
  (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand } } })).body.data.documentId as string;
const delivery = async (postId: string) => (await api(`/posts/${postId}/notification`, { token: admin })).body.data;
const eventually = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const done = (postId: string) => eventually(`delivery of ${postId} done`, async () => (await delivery(postId))?.state === 'done');
const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));

beforeAll(async () => {
  fcm = await startFcmStandIn();
  strapi = await startStrapi({
    FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()),
    FCM_ENDPOINT: fcm.url,
    PUSH_CONCURRENCY: '2',
    PUSH_LEASE_MS: '3000',
    PUSH_POLL_MS: '200',
    PUSH_RETRY_BASE_MS: '100',
    PUSH_RETRY_CAP_MS: '400',
    PUSH_MAX_ATTEMPTS: '3',
  });
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  const operator = await login(DEMO_ACCOUNTS.operator);
  for (const name of ['Cardiovia', 'DermaSana']) brands[name] = (await api(`/brands?filters[name][$eq]=${name}`, { token: operator })).body.data[0].documentId;
}, 180_000);

afterAll(async () => {
  await strapi?.stop();
  await fcm?.close();
});

describe('a post with 10,000 favoriters', () => {
  // Every 50th token is unknown to FCM, every 50th (offset 25) malformed.
  const tokens = range(10_000, (i) => (i % 50 === 0 ? `gone-${i}` : i % 50 === 25 ? `bad-${i}` : `fan-${i}`));
  const answer = (token: string) => (token.startsWith('gone-') ? 'unregistered' : token.startsWith('bad-') ? 'invalid' : 'ok');
  let users: number[];

  beforeAll(async () => {
    users = await addFavoriters({ ...db(), brandName: 'DermaSana', count: tokens.length, tokenOf: (i: number) => tokens[i], prefix: 'zehntausend' });
  }, 60_000);

  it('publishing answers while FCM has not answered a single push yet; then each valid token gets exactly one, the invalid ones are cleared', async () => {
    fcm.setAnswer(answer);
    const postId = await draftPost('Zehntausend Favoriten', brands.DermaSana);
    // FCM holds every answer until the publish call has returned: a publish that waited for the
    // pushes would never return.
    fcm.hold();
    const published = await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' });
    expect(published.status).toBe(200);
    expect(fcm.deliveries(postId).size).toBe(0);
    // The request wrote the record and the job that finds its recipients; a worker finds them.
    expect((await notificationStorage({ ...db(), postId })).collections).toHaveLength(1);
    await eventually('recipients found', async () => (await delivery(postId)).recipients > 0);
    expect(await delivery(postId)).toMatchObject({
      recipients: 10_000,
      sent: 0,
      failed: 0,
      removedTokens: 0,
      state: expect.stringMatching(/^(pending|sending)$/),
    });
    fcm.release();
    await done(postId);

    const delivered = fcm.deliveries(postId);
    const valid = tokens.filter((t) => t.startsWith('fan-'));
    expect(valid.length).toBe(9_600);
    expect(valid.filter((t) => delivered.get(t) !== 1)).toEqual([]);
    expect(delivered.size).toBe(valid.length);
    expect([...fcm.receipts(postId).values()].every((n) => n === 1)).toBe(true);
    expect(await delivery(postId)).toMatchObject({ state: 'done', recipients: 10_000, sent: 9_600, failed: 0, removedTokens: 400 });
    // The audience is stored once: in the batches (each token once), not copied into the record.
    const storage = await notificationStorage({ ...db(), postId });
    expect(storage.collections).toEqual(['done']);
    expect(storage.tokenColumns).toEqual([null]);
    expect([...storage.batchTokens].sort()).toEqual([...tokens].sort());

    const stored = await tokensOfUsers({ ...db(), ids: users });
    users.forEach((id, i) => expect(stored.get(id), tokens[i]).toBe(tokens[i].startsWith('fan-') ? tokens[i] : null));
    const message = fcm.state.messages.find((m: { data: { postId: string } }) => m.data.postId === postId);
    expect(message).toMatchObject({ notification: { title: 'DermaSana', body: 'Zehntausend Favoriten' }, data: { postId, postType: 'news' } });
  });

  it('the delivery is shown to brand admins of the post’s brand only, without tokens', async () => {
    const postId = await draftPost('Wer sieht die Zustellung', brands.Cardiovia);
    expect((await api(`/posts/${postId}/notification`, { token: admin })).body).toEqual({ data: null });
    fcm.setAnswer(answer);
    await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' });
    const answer200 = (await api(`/posts/${postId}/notification`, { token: admin })).body.data;
    expect(Object.keys(answer200).sort()).toEqual(['createdAt', 'failed', 'recipients', 'removedTokens', 'sent', 'state']);
    for (const email of ['katrin.hoffmann@example.com', DEMO_ACCOUNTS.brandviewer, DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.operator]) {
      expect((await api(`/posts/${postId}/notification`, { token: await login(email) })).status, email).toBe(403);
    }
    const unknown = await api('/posts/unbekannt/notification', { token: admin });
    expect(unknown.status).toBe(404);
    await done(postId);
  });
});

describe('retries and restarts (Cardiovia)', () => {
  let retryUsers: number[];
  beforeAll(async () => {
    retryUsers = await addFavoriters({
      ...db(),
      brandName: 'Cardiovia',
      count: 31,
      tokenOf: (i: number) => (i === 30 ? 'always-500' : `retry-${i}`),
      prefix: 'wiederholung',
    });
  });

  it('429 and 5xx answers are tried again later; a token that keeps failing counts as failed and keeps its token', async () => {
    const statuses = [429, 500, 503] as const;
    fcm.setAnswer((token: string, attempt: number) =>
      token === 'always-500' ? 500 : token.startsWith('retry-') && attempt === 1 ? statuses[Number(token.slice(6)) % 3] : 'ok',
    );
    const postId = await draftPost('Trotz Drosselung', brands.Cardiovia);
    expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    await done(postId);
    const delivered = fcm.deliveries(postId);
    const receipts = fcm.receipts(postId);
    for (let i = 0; i < 30; i++) {
      expect(delivered.get(`retry-${i}`), `retry-${i}`).toBe(1);
      expect(receipts.get(`retry-${i}`), `retry-${i}`).toBe(2);
    }
    // PUSH_MAX_ATTEMPTS=3 (the SDK itself does not retry a 500).
    expect(receipts.get('always-500')).toBe(3);
    expect(await delivery(postId)).toMatchObject({ state: 'done', sent: 30, failed: 1, removedTokens: 0 });
    expect((await tokensOfUsers({ ...db(), ids: retryUsers })).get(retryUsers[30])).toBe('always-500');
  });

  describe('a restart in the middle of a delivery', () => {
    const tokens = range(3000, (i) => `neustart-${i}`);
    beforeAll(async () => {
      await addFavoriters({ ...db(), brandName: 'Cardiovia', count: tokens.length, tokenOf: (i: number) => tokens[i], prefix: 'neustart' });
    }, 60_000);
    const allOnce = (postId: string) => {
      const delivered = fcm.deliveries(postId);
      expect(tokens.filter((t) => delivered.get(t) !== 1)).toEqual([]);
      expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    };
    // Both batches of the instance (PUSH_CONCURRENCY=2) are sending: 2 × 100 requests at once reach FCM.
    const inFlight = (postId: string) => eventually('two batches in flight', () => fcm.receipts(postId).size >= 200);

    it('a shutdown lets the batches in flight finish and record their tokens; the next start sends the rest, nothing twice', async () => {
      fcm.setAnswer(() => 'ok');
      const postId = await draftPost('Neustart während der Zustellung', brands.Cardiovia);
      fcm.hold();
      expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
      await inFlight(postId);
      // SIGTERM: the worker takes no new batch and waits for the two it holds, which FCM answers after a moment.
      const stopped = strapi.down();
      setTimeout(() => fcm.release(), 2000);
      await stopped;
      const before = fcm.deliveries(postId).size;
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(tokens.length);
      await strapi.up();
      await done(postId);
      allOnce(postId);
      expect(await delivery(postId)).toMatchObject({ state: 'done', sent: tokens.length + 31, failed: 0 });
    });

    it('two instances on one database share the batches and never send one twice', async () => {
      // A second server on the same database, with its own worker.
      const second = await startStrapi({
        FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()),
        FCM_ENDPOINT: fcm.url,
        PUSH_CONCURRENCY: '2',
        PUSH_POLL_MS: '200',
        DATABASE_FILENAME: strapi.dbFile,
        ...(strapi.databaseUrl ? { DATABASE_URL: strapi.databaseUrl } : {}),
      });
      try {
        fcm.setAnswer(() => 'ok');
        const postId = await draftPost('Zwei Instanzen', brands.Cardiovia);
        fcm.hold();
        expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
        // One instance has at most 2 batches × 100 requests in flight: 400 means both are sending.
        await eventually('both instances sending', () => fcm.receipts(postId).size >= 400);
        fcm.release();
        await done(postId);
        allOnce(postId);
        expect([...fcm.receipts(postId).values()].every((n) => n === 1)).toBe(true);
      } finally {
        await second.stop();
      }
    });

    it('a killed instance’s batches are claimed again after their lease and sent once', async () => {
      fcm.setAnswer(() => 'ok');
      const postId = await draftPost('Absturz während der Zustellung', brands.Cardiovia);
      fcm.hold();
      expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
      await inFlight(postId);
      const asked = [...fcm.receipts(postId).keys()];
      // No shutdown hook runs: the claimed batches stay `sending` until their lease (3 s) runs out.
      await strapi.crash();
      await eventually('the killed instance’s connections closed', () => fcm.openConnections === 0);
      fcm.release();
      expect(fcm.deliveries(postId).size).toBe(0);
      await strapi.up();
      await done(postId);
      allOnce(postId);
      // The killed instance's requests were never answered, so those tokens were asked for again, and only those.
      const receipts = fcm.receipts(postId);
      expect(asked.filter((t) => receipts.get(t) !== 2)).toEqual([]);
      expect([...receipts.values()].filter((n) => n === 2).length).toBe(asked.length);
    });
  });
});
