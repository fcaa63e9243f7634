import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { startFcmStandIn, standInServiceAccount } from '../../tests/support/fcmStandIn.mjs';
import { withoutFileServer } from '../../tests/support/fileServer';

// A server of its own, sending to the FCM test double.
withoutFileServer();

// Its own server: it is restarted, and it sends pushes to a stand-in for FCM that fails.
let strapi: TestStrapi;
const { api, login, me } = apiClient(() => strapi.apiUrl);

/** The test double of FCM (tests/support/fcmStandIn.mjs): it accepts the login and refuses every push (500). */
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
const pushesOf = (postId: string) => fcm.state.messages.filter((m: { data: { postId: string } }) => m.data.postId === postId);
const askedFor = (postId: string) => fcm.receipts(postId);

let admin: string;
let cardiovia: string;

const draftPost = async (title: string) =>
  (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } })).body.data.documentId as string;
const schedule = (entityId: string, executeAt: Date | string, token = admin) =>
  api('/publisher/actions', {
    token,
    method: 'POST',
    body: { data: { entityId, entitySlug: 'api::post.post', mode: 'publish', executeAt: executeAt instanceof Date ? executeAt.toISOString() : executeAt } },
  });
const isLive = async (postId: string) => (await api(`/posts/${postId}`, { token: await login(DEMO_ACCOUNTS.sales) })).status === 200;
const waitUntilLive = async (postId: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isLive(postId)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
};
const waitUntil = async (check: () => boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('FCM was not asked');
    await new Promise((r) => setTimeout(r, 100));
  }
};
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const logOf = async (postId: string) =>
  ((await api(`/posts/${postId}?status=draft`, { token: admin })).body.data.log as { action: string; by: string; at: string }[]) ?? [];
/** The notification record, written once the publication has committed (decision 0017). */
const notificationOf = async (postId: string) => {
  const operator = await login(DEMO_ACCOUNTS.operator);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [record] = (await api(`/notifications?filters[postId][$eq]=${postId}`, { token: operator })).body.data;
    // Written with the publication; its recipients once a worker has found them (decision 0015).
    if (record && (record.state !== 'pending' || record.recipients > 0)) return record;
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
};
const actionsOf = async (postId: string, token = admin) =>
  (await api(`/publisher/actions?filters[entityId][$eq]=${postId}`, { token })).body.data as { documentId: string; executeAt: string }[];

beforeAll(async () => {
  fcm = await startFcmStandIn({ answer: () => 500 });
  strapi = await startStrapi({ FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()), FCM_ENDPOINT: fcm.url, PUSH_POLL_MS: '200' });
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  const operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
  const arzt = await login(DEMO_ACCOUNTS.arzt);
  expect((await api(`/users/${(await me(arzt)).id}`, { token: arzt, method: 'PUT', body: { fcmToken: 'token-arzt' } })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await strapi?.stop();
  await fcm?.close();
});

describe('scheduled publication', () => {
  it('publishes the post at its time, logged and notified, although the push provider fails', async () => {
    const postId = await draftPost('Pünktlich um vier');
    const created = await schedule(postId, inSeconds(4));
    expect(created.status).toBe(201);
    expect(await isLive(postId)).toBe(false);
    expect(await waitUntilLive(postId, 30_000)).toBe(true);

    expect((await logOf(postId)).map((e) => `${e.action}:${e.by}`)).toEqual([
      `created:${DEMO_ACCOUNTS.brandadmin}`,
      `scheduled:${DEMO_ACCOUNTS.brandadmin}`,
      'published:scheduler',
    ]);
    // The audit log: the brand admin's creation and schedule, the server's publication.
    const audit = (await api(`/audit-entries?filters[recordId][$eq]=${postId}&sort=id:asc`, { token: await login(DEMO_ACCOUNTS.operator) })).body.data as {
      action: string;
      actorId: number | null;
      brandName: string;
    }[];
    expect(audit.map((e) => [e.action, e.actorId === null ? 'System' : 'Person'])).toEqual([
      ['create', 'Person'],
      ['schedule', 'Person'],
      ['publish', 'System'],
    ]);
    expect(audit[2].brandName).toBe('Cardiovia');
    expect(await actionsOf(postId)).toEqual([]);
    const record = await notificationOf(postId);
    expect(record).toMatchObject({ brandName: 'Cardiovia', postTitle: 'Pünktlich um vier', postId });
    expect(record.recipients).toBeGreaterThan(0);
    // The push went out to FCM, was refused (it is tried again later), and that changed nothing above.
    await waitUntil(() => askedFor(postId).has('token-arzt'));
    expect(pushesOf(postId)).toEqual([]);
  });

  it('a click publish also survives the failing push provider', async () => {
    const postId = await draftPost('Sofort, trotz Störung');
    const published = await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' });
    expect(published.status).toBe(200);
    await waitUntil(() => askedFor(postId).has('token-arzt'));
  });

  it('refuses dates in the past and a second schedule, moves and deletes one', async () => {
    const postId = await draftPost('Zeitplan ändern');
    const past = await schedule(postId, new Date(Date.now() - 60_000));
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('Der Zeitpunkt muss in der Zukunft liegen.');
    expect(past.body.error.details.errors[0].path).toEqual(['executeAt']);
    expect((await schedule(postId, 'kein Datum')).status).toBe(400);

    const { documentId } = (await schedule(postId, inSeconds(3600))).body.data;
    const again = await schedule(postId, inSeconds(7200));
    expect(again.body.error.message).toBe('Für diesen Beitrag ist bereits eine Veröffentlichung geplant.');

    const later = inSeconds(2 * 86400).toISOString();
    const moved = await api(`/publisher/actions/${documentId}`, { token: admin, method: 'PUT', body: { data: { executeAt: later } } });
    expect(moved.status).toBe(200);
    expect((await actionsOf(postId))[0].executeAt).toBe(later);
    const movedToPast = await api(`/publisher/actions/${documentId}`, {
      token: admin,
      method: 'PUT',
      body: { data: { executeAt: '2020-01-01T10:00:00.000Z' } },
    });
    expect(movedToPast.body.error.message).toBe('Der Zeitpunkt muss in der Zukunft liegen.');

    expect((await api(`/publisher/actions/${documentId}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    expect(await actionsOf(postId)).toEqual([]);
    const log = (await api(`/posts/${postId}?status=draft`, { token: admin })).body.data.log.map((e: { action: string }) => e.action);
    expect(log).toEqual(['created', 'scheduled', 'rescheduled', 'unscheduled']);
  });

  it('only the brand admins of the post’s brand schedule; other brands do not even see the schedule', async () => {
    const postId = await draftPost('Nur für Cardiovia');
    const { documentId } = (await schedule(postId, inSeconds(3600))).body.data;
    const otherAdmin = await login('katrin.hoffmann@example.com');
    expect((await schedule(postId, inSeconds(7200), otherAdmin)).status).toBe(403);
    expect(await actionsOf(postId, otherAdmin)).toEqual([]);
    for (const method of ['PUT', 'DELETE']) {
      const response = await api(`/publisher/actions/${documentId}`, {
        token: otherAdmin,
        method,
        body: method === 'PUT' ? { data: { executeAt: inSeconds(60).toISOString() } } : undefined,
      });
      expect(response.status, method).toBe(403);
    }
    const viewer = await login(DEMO_ACCOUNTS.brandviewer);
    expect((await actionsOf(postId, viewer)).map((a) => a.documentId)).toEqual([documentId]);
    expect((await schedule(postId, inSeconds(7200), viewer)).status).toBe(403);
    for (const key of ['sales', 'arzt', 'operator', 'mitarbeiter'] as const) {
      const token = await login(DEMO_ACCOUNTS[key]);
      expect((await api('/publisher/actions', { token })).status, key).toBe(403);
      expect((await schedule(postId, inSeconds(7200), token)).status, key).toBe(403);
    }
    expect((await api('/publisher/actions')).status).toBe(403);
  });

  it('an action that fell due while the server was down runs at the next boot', async () => {
    const postId = await draftPost('Fällig während der Wartung');
    const at = inSeconds(3);
    expect((await schedule(postId, at)).status).toBe(201);
    // Down until well past its time: the time passes while no server runs.
    await strapi.down();
    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() + 1000 - Date.now())));
    await strapi.up();
    expect(await waitUntilLive(postId, 30_000), strapi.log().slice(-4000)).toBe(true);
    expect(await actionsOf(postId)).toEqual([]);
    // Run at boot as at its time: logged and notified.
    expect((await logOf(postId)).filter((e) => e.action === 'published').map((e) => e.by)).toEqual(['scheduler']);
    expect(await notificationOf(postId)).toMatchObject({ postId });
  }, 120_000);

  it('stays scheduled across a server restart and publishes afterwards, not before its time', async () => {
    const postId = await draftPost('Nach dem Neustart');
    // Far enough for the restart to begin first and, as a rule, for the server to be up before it
    // (a boot takes about 3 s, more on a busy machine); a longer boot leaves it to the boot pass.
    const at = inSeconds(10);
    expect((await schedule(postId, at)).status).toBe(201);
    // However long the restart takes, the time may fall before, during or after the boot: the
    // boot pass, the timer or the sweep (decision 0017) runs it.
    await strapi.restart();
    // On failure, the server's log says what the scheduler did.
    expect(await waitUntilLive(postId, 120_000), strapi.log().slice(-4000)).toBe(true);
    expect(await actionsOf(postId)).toEqual([]);
    const published = (await logOf(postId)).filter((e) => e.action === 'published');
    expect(published.map((e) => e.by)).toEqual(['scheduler']);
    expect(new Date(published[0].at).getTime()).toBeGreaterThanOrEqual(at.getTime());
  }, 240_000);
});
