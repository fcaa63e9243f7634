import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// A pending invitation is sent again under a new code (the old link stops working), only by an
// admin of its brand. katrin.hoffmann administers DermaSana only.
let admin: string;
let cardiovia: string;

const invite = async () =>
  (
    await api('/invitations', {
      token: admin,
      method: 'POST',
      body: { data: { email: `erneut-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@einladung.test`, role: 'sales', brand: cardiovia } },
    })
  ).body.data as { documentId: string; code: string; expiresAt: string };

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

describe('POST /invitations/:id/resend', () => {
  it('gives a pending invitation a new link and validity; the old link no longer works', async () => {
    const first = await invite();
    const resent = await api(`/invitations/${first.documentId}/resend`, { token: admin, method: 'POST' });
    expect(resent.status).toBe(200);
    expect(resent.body.data.code).not.toBe(first.code);
    expect(resent.body.data.link).toContain(`code=${resent.body.data.code}`);
    expect(new Date(resent.body.data.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(first.expiresAt).getTime());
    expect((await api(`/invitations/code/${first.code}`, { token: admin })).status).toBe(404);
    expect((await api(`/invitations/code/${resent.body.data.code}`, { token: admin })).status).toBe(200);
  });

  it('is refused for another brand’s invitation, which keeps its link', async () => {
    const other = await invite();
    const refused = await api(`/invitations/${other.documentId}/resend`, { token: await login('katrin.hoffmann@example.com'), method: 'POST' });
    expect(refused.status).toBe(403);
    expect((await api(`/invitations/code/${other.code}`, { token: admin })).status).toBe(200);
    expect((await api('/invitations/unbekannt/resend', { token: admin, method: 'POST' })).status).toBe(404);
  });
});
