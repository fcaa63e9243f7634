import { describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// A post's and an event's `log` names who wrote and published it, by e-mail. It is the editors'
// (the brand's admins and viewers, operators and employees, who see it in the editor), not the
// readers': a sales rep reads the brand's posts and events without it, in any form of the request.
describe('the log of a post or an event', () => {
  it('is in the brand admin’s answer and in no answer to a sales rep', async () => {
    const [admin, sales] = await Promise.all([login(DEMO_ACCOUNTS.brandadmin), login(DEMO_ACCOUNTS.sales)]);
    const adminPosts = (await api('/posts?pagination[pageSize]=5', { token: admin })).body.data as { documentId: string; log?: unknown }[];
    expect(adminPosts.some((p) => Array.isArray(p.log) && p.log.length > 0)).toBe(true);
    for (const path of ['/posts', '/events']) {
      for (const query of ['', '?fields[0]=title&fields[1]=log', '?populate=*', '?fields=log']) {
        const read = await api(`${path}${query}`, { token: sales });
        expect(read.status, `${path}${query}`).toBe(200);
        const items = read.body.data as Record<string, unknown>[];
        expect(items.length, `${path}${query}`).toBeGreaterThan(0);
        for (const item of items) expect(item, `${path}${query}`).not.toHaveProperty('log');
        const one = await api(`${path}/${items[0].documentId}${query}`, { token: sales });
        expect(one.status).toBe(200);
        expect(one.body.data, `${path}/:id${query}`).not.toHaveProperty('log');
      }
    }
  });
});
