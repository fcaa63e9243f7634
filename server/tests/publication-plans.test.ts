import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// One publication state (docs/decisions/0023-one-publication-state.md): publishing now replaces a
// plan, withdrawing removes it unless kept, and a plan older than the last
// withdrawal never publishes.

let admin: string;
let cardiovia: string;

const draftPost = async (title: string) =>
  (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } })).body.data.documentId as string;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const plan = (entityId: string, executeAt: string, mode: 'publish' | 'unpublish' = 'publish') =>
  api('/publisher/actions', { token: admin, method: 'POST', body: { data: { entityId, entitySlug: 'api::post.post', mode, executeAt } } });
const plansOf = async (postId: string) =>
  ((await api(`/publisher/actions?filters[entityId][$eq]=${postId}`, { token: admin })).body.data as { mode: string; executeAt: string }[]).map(
    (a) => `${a.mode}@${a.executeAt}`,
  );
const logOf = async (postId: string) =>
  ((await api(`/posts/${postId}?status=draft`, { token: admin })).body.data.log as { action: string; by: string }[]).map((e) => `${e.action}:${e.by}`);
const isLive = async (postId: string) => (await api(`/posts/${postId}`, { token: await login(DEMO_ACCOUNTS.sales) })).status === 200;
const ADMIN = DEMO_ACCOUNTS.brandadmin;

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  const operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
});

describe('a plan and what is done now', () => {
  it('publishing now replaces the plan, so a later withdrawal leaves the post offline and unplanned', async () => {
    const postId = await draftPost('Geplant, dann sofort');
    expect((await plan(postId, inSeconds(3600))).status).toBe(201);
    expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect(await plansOf(postId)).toEqual([]);
    expect((await api(`/posts/${postId}/unpublish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect(await isLive(postId)).toBe(false);
    expect(await plansOf(postId)).toEqual([]);
    expect(await logOf(postId)).toEqual([`created:${ADMIN}`, `scheduled:${ADMIN}`, `published:${ADMIN}`, `unscheduled:${ADMIN}`, `unpublished:${ADMIN}`]);
  });

  it('withdrawing removes the plan, unless it is kept: then it is planned again after the withdrawal', async () => {
    const removed = await draftPost('Zurückgezogen ohne Plan');
    await api(`/posts/${removed}/publish`, { token: admin, method: 'POST' });
    await plan(removed, inSeconds(3600));
    expect((await api(`/posts/${removed}/unpublish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect(await plansOf(removed)).toEqual([]);
    expect((await logOf(removed)).slice(-2)).toEqual([`unpublished:${ADMIN}`, `unscheduled:${ADMIN}`]);

    const kept = await draftPost('Zurückgezogen mit Plan');
    await api(`/posts/${kept}/publish`, { token: admin, method: 'POST' });
    const at = inSeconds(3600);
    await plan(kept, at);
    const withdrawn = await api(`/posts/${kept}/unpublish`, { token: admin, method: 'POST', body: { data: { keepPlan: true } } });
    expect(withdrawn.status).toBe(200);
    expect(await plansOf(kept)).toEqual([`publish@${at}`]);
    expect((await logOf(kept)).slice(-2)).toEqual([`unpublished:${ADMIN}`, `scheduled:${ADMIN}`]);
  });
});

describe('a plan made before the last withdrawal', () => {
  it('does not publish when it falls due: the scheduler drops it and logs that', async () => {
    const postId = await draftPost('Vom Zeitplan zurückgezogen');
    await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' });
    // A publication planned for later, and a withdrawal planned before it (both by the scheduler).
    expect((await plan(postId, inSeconds(10))).status).toBe(201);
    expect((await plan(postId, inSeconds(3), 'unpublish')).status).toBe(201);
    const deadline = Date.now() + 60_000;
    while (!(await logOf(postId)).includes('unscheduled:scheduler') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await logOf(postId)).toEqual([
      `created:${ADMIN}`,
      `published:${ADMIN}`,
      `scheduled:${ADMIN}`,
      `scheduled:${ADMIN}`,
      'unpublished:scheduler',
      'unscheduled:scheduler',
    ]);
    expect(await isLive(postId)).toBe(false);
    expect(await plansOf(postId)).toEqual([]);
  }, 90_000);
});
