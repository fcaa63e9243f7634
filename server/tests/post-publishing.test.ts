import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login, me } from '../../tests/support/api';

let admin: string;
let operator: string;
let cardiovia: string;

const draftPost = async (title: string, flags: Record<string, boolean> = {}) =>
  (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia, ...flags } } })).body.data.documentId as string;
/**
 * The post's notification record (written by the publish request) once a worker has found its
 * recipients (decision 0015): before that it is `pending` with none. Undefined when there is none.
 */
const notificationFor = async (postId: string) => {
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const record = (await api(`/notifications?filters[postId][$eq]=${postId}`, { token: operator })).body.data[0];
    if (!record || record.state !== 'pending' || record.recipients > 0 || Date.now() > deadline) return record;
  }
};

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
  // The favoriters of Cardiovia register their push tokens as the mobile app does.
  for (const [email, token] of [
    [DEMO_ACCOUNTS.arzt, 'token-arzt'],
    ['pta@example.com', 'token-pta'],
    ['dr.yilmaz@example.com', 'token-yilmaz'],
  ]) {
    const jwt = await login(email);
    const { id } = await me(jwt);
    expect((await api(`/users/${id}`, { token: jwt, method: 'PUT', body: { fcmToken: token } })).status).toBe(200);
  }
});

describe('publishing a post', () => {
  it('publish makes it public, logs it, and unpublish takes it offline again', async () => {
    const id = await draftPost('Zum Veröffentlichen');
    const published = await api(`/posts/${id}/publish`, { token: admin, method: 'POST' });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await api(`/posts/${id}`, { token: await login(DEMO_ACCOUNTS.sales) })).status).toBe(200);
    const post = (await api(`/posts/${id}?status=draft`, { token: admin })).body.data;
    expect(post.log.map((e: { action: string; by: string }) => `${e.action}:${e.by}`)).toEqual([
      `created:${DEMO_ACCOUNTS.brandadmin}`,
      `published:${DEMO_ACCOUNTS.brandadmin}`,
    ]);
    expect((await api(`/posts/${id}/unpublish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect((await api(`/posts/${id}`, { token: await login(DEMO_ACCOUNTS.sales) })).status).toBe(404);
  });

  it('only brand admins of the post’s brand publish', async () => {
    const id = await draftPost('Nicht für alle');
    expect((await api(`/posts/${id}/publish`, { token: await login('katrin.hoffmann@example.com'), method: 'POST' })).status).toBe(403);
    for (const key of ['brandviewer', 'sales', 'arzt', 'operator', 'mitarbeiter'] as const) {
      expect((await api(`/posts/${id}/publish`, { token: await login(DEMO_ACCOUNTS[key]), method: 'POST' })).status, key).toBe(403);
    }
    expect((await api('/posts/unbekannt/publish', { token: admin, method: 'POST' })).body.error.message).toBe('Ungültige ID');
  });
});

describe('notifications on publish', () => {
  it('reach every favoriter when no hide flag is set, and the record is written', async () => {
    const id = await draftPost('Für alle Favoriten');
    await api(`/posts/${id}/publish`, { token: admin, method: 'POST' });
    const record = await notificationFor(id);
    expect(record).toMatchObject({ brandName: 'Cardiovia', postTitle: 'Für alle Favoriten', postType: 'news', postId: id });
    // The three favoriters' devices; the tokens themselves never leave the server (leaks.test.ts).
    expect(record.recipients).toBe(3);
    expect(record).not.toHaveProperty('tokens');
    expect(record.createdAt).toEqual(expect.any(String));
  });

  it('hideForPTA drops the PTAs, hideForRepresentative the doctors, both drop everyone', async () => {
    // The devices of the two doctors (arzt, yilmaz), of the PTA, of nobody.
    const cases: [Record<string, boolean>, number][] = [
      [{ hideForPTA: true }, 2],
      [{ hideForRepresentative: true }, 1],
      [{ hideForPTA: true, hideForRepresentative: true }, 0],
    ];
    for (const [flags, recipients] of cases) {
      const id = await draftPost(`Flags ${JSON.stringify(flags)}`, flags);
      expect((await api(`/posts/${id}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
      expect((await notificationFor(id)).recipients, JSON.stringify(flags)).toBe(recipients);
    }
  });
});

describe('the audience a publish would reach (GET /posts/:id/audience)', () => {
  it('counts the devices the notification would go to, by the draft’s hide flags, and sends nothing', async () => {
    const cases: [Record<string, boolean>, number][] = [
      [{}, 3],
      [{ hideForPTA: true }, 2],
      [{ hideForRepresentative: true }, 1],
      [{ hideForPTA: true, hideForRepresentative: true }, 0],
    ];
    for (const [flags, devices] of cases) {
      const id = await draftPost(`Publikum ${JSON.stringify(flags)}`, flags);
      const answer = await api(`/posts/${id}/audience`, { token: admin });
      expect(answer.status, JSON.stringify(flags)).toBe(200);
      expect(answer.body, JSON.stringify(flags)).toEqual({ data: { devices } });
      expect(await notificationFor(id)).toBeUndefined();
    }
  });

  it('is for the writers of the post’s brand only', async () => {
    const id = await draftPost('Publikum geheim');
    expect((await api(`/posts/${id}/audience`, { token: await login('katrin.hoffmann@example.com') })).status).toBe(403);
    for (const key of ['brandviewer', 'sales', 'arzt', 'mitarbeiter', 'operator'] as const) {
      expect((await api(`/posts/${id}/audience`, { token: await login(DEMO_ACCOUNTS[key]) })).status, key).toBe(403);
    }
    expect((await api(`/posts/${id}/audience`)).status).toBe(403);
  });
});
