import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD, login, me, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';

// The brand admin's team: invitations, field-service status, access for other admins, the brand
// profile, invite links and the dashboard. New people come in through invitations, so the demo
// accounts the later tests of this file rely on stay as they are; invitees use the domain einladung.test.
const DERMA_ADMIN = 'katrin.hoffmann@example.com';
let admin: string;
let operator: string;
let cardiovia: string;
let dermasana: string;

const invite = (email: string, role: string, token = admin, brand = cardiovia) =>
  api('/invitations', { token, method: 'POST', body: { data: { email, role, brand } } });
const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

/** Registers the invitee as /register-add-brand does, and accepts the invitation. */
const joinThroughInvitation = async (email: string, role: string) => {
  const { body } = await invite(email, role);
  const registered = await api('/auth/local/register', {
    method: 'POST',
    body: { username: email, email, password: DEMO_PASSWORD, profile: { firstName: 'Neu', lastName: 'Eingeladen' } },
  });
  expect(registered.status).toBe(200);
  const accepted = await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code: codeOf(body.data.link) } });
  expect(accepted.status).toBe(200);
  return { jwt: registered.body.jwt as string, user: await me(registered.body.jwt), code: codeOf(body.data.link) };
};

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
  const all = (await api('/brands?pagination[pageSize]=100', { token: operator })).body.data as { name: string; documentId: string }[];
  cardiovia = all.find((b) => b.name === 'Cardiovia')!.documentId;
  dermasana = all.find((b) => b.name === 'DermaSana')!.documentId;
});

describe('invitations', () => {
  it('a brand admin invites; the invitee previews with the public token, registers and joins the brand as sales', async () => {
    const created = await invite('Neu.Aussendienst@Einladung.test', 'sales');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'neu.aussendienst@einladung.test', role: 'sales', acceptedAt: null });
    expect(created.body.data.link).toMatch(/\/invite-start\?code=[\w-]+$/);

    const preview = await api(`/invitations/code/${codeOf(created.body.data.link)}`, { token: PUBLIC_ACCESS_TOKEN });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ email: 'neu.aussendienst@einladung.test', role: 'sales', brand: { name: 'Cardiovia' } });
    // The contract's InvitationPreview: the brand by documentId and name, no numeric row id.
    expect(preview.body.data.brand).toEqual({ documentId: cardiovia, name: 'Cardiovia' });

    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: 'neu.aussendienst', email: 'neu.aussendienst@einladung.test', password: DEMO_PASSWORD },
    });
    const code = codeOf(created.body.data.link);
    const accepted = await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } });
    expect(accepted.body.data).toEqual({ brand: { documentId: cardiovia, name: 'Cardiovia' }, role: 'sales' });
    const user = await me(registered.body.jwt);
    expect(user.role.type).toBe('sales');
    expect(user.brands.map((b: { documentId: string }) => b.documentId)).toEqual([cardiovia]);
    expect(user.userBrandRoles.map((e: { brand: { documentId: string }; role: string }) => [e.brand.documentId, e.role])).toEqual([[cardiovia, 'sales']]);

    // The brand admin now finds them among the brand's field service.
    const sales = await api(
      `/users?filters[$or][0][role][type][$eq]=sales&filters[$or][0][brands][documentId][$eq]=${cardiovia}` +
        `&filters[$or][1][userBrandRoles][role][$eq]=sales&filters[$or][1][userBrandRoles][brand][documentId][$eq]=${cardiovia}`,
      { token: admin },
    );
    expect(sales.body.map((u: { email: string }) => u.email)).toContain('neu.aussendienst@einladung.test');

    const again = await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Diese Einladung wurde bereits verwendet.');
  });

  it('unknown codes, other people and bad input get clear German answers', async () => {
    const unknown = await api('/invitations/code/gibt-es-nicht', { token: PUBLIC_ACCESS_TOKEN });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Diese Einladung ist ungültig.');

    const { body } = await invite('jemand.anderes@einladung.test', 'sales');
    const wrongPerson = await api('/invitations/accept', { token: await login(DEMO_ACCOUNTS.arzt), method: 'POST', body: { code: codeOf(body.data.link) } });
    expect(wrongPerson.status).toBe(403);
    expect(wrongPerson.body.error.message).toBe('Diese Einladung gilt für eine andere E-Mail-Adresse.');

    const badEmail = await invite('keine-adresse', 'sales');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.details.errors[0]).toMatchObject({ path: ['email'], message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect((await invite('x@einladung.test', 'operator')).body.error.details.errors[0].path).toEqual(['role']);
  });

  it('only brand admins of the brand (and operators, server/tests/operator-invitations.test.ts) invite and see its invitations', async () => {
    expect((await invite('fremd@einladung.test', 'sales', await login(DERMA_ADMIN))).status).toBe(403);
    for (const key of ['brandviewer', 'sales', 'arzt', 'mitarbeiter'] as const) {
      expect((await invite('fremd@einladung.test', 'sales', await login(DEMO_ACCOUNTS[key]))).status, key).toBe(403);
    }
    const own = (await api('/invitations', { token: admin })).body.data as { email: string }[];
    expect(own.map((i) => i.email)).toContain('jemand.anderes@einladung.test');
    expect(((await api('/invitations', { token: await login(DERMA_ADMIN) })).body.data as { email: string }[]).map((i) => i.email)).not.toContain(
      'jemand.anderes@einladung.test',
    );
    expect(JSON.stringify(own)).not.toContain('"code"');
  });
});

describe('field service status and invite links', () => {
  it('a brand admin blocks and unblocks a sales user of the brand; others cannot', async () => {
    const { user } = await joinThroughInvitation('gesperrt.bald@einladung.test', 'sales');
    expect((await api(`/users/${user.id}`, { token: admin, method: 'PUT', body: { blocked: true } })).status).toBe(200);
    expect((await api('/auth/local', { method: 'POST', body: { identifier: 'gesperrt.bald@einladung.test', password: DEMO_PASSWORD } })).status).toBe(400);
    expect((await api(`/users/${user.id}`, { token: await login(DERMA_ADMIN), method: 'PUT', body: { blocked: false } })).status).toBe(403);
    expect((await api(`/users/${user.id}`, { token: admin, method: 'PUT', body: { blocked: false } })).status).toBe(200);
    expect((await api('/auth/local', { method: 'POST', body: { identifier: 'gesperrt.bald@einladung.test', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('a brand admin creates an invite link for their own sales user only', async () => {
    const { id } = await me(await login(DEMO_ACCOUNTS.sales));
    const created = await api('/links', { token: admin, method: 'POST', body: { data: { link: `team-test-${Date.now()}`, salesUser: id, brand: cardiovia } } });
    expect(created.status).toBe(201);
    const { id: arztId } = await me(await login(DEMO_ACCOUNTS.arzt));
    const notStaff = await api('/links', {
      token: admin,
      method: 'POST',
      body: { data: { link: `team-arzt-${Date.now()}`, salesUser: arztId, brand: cardiovia } },
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.error.details.errors[0].path).toEqual(['salesUser']);
    const otherBrand = await api('/links', {
      token: await login(DERMA_ADMIN),
      method: 'POST',
      body: { data: { link: `team-x-${Date.now()}`, salesUser: id, brand: cardiovia } },
    });
    expect(otherBrand.status).toBe(403);
  });
});

describe('access management', () => {
  it('a brand admin changes another admin’s role for the brand, never their own, and never the last admin', async () => {
    const { user: second } = await joinThroughInvitation('zweite.admin@einladung.test', 'brand_admin');
    expect(second.role.type).toBe('brand_admin');
    const demote = await api(`/users/${second.id}`, {
      token: admin,
      method: 'PUT',
      body: { userBrandRoles: [{ brand: cardiovia, role: 'visual_brand_admin' }] },
    });
    expect(demote.status).toBe(200);

    const self = await me(admin);
    const own = await api(`/users/${self.id}`, { token: admin, method: 'PUT', body: { userBrandRoles: [{ brand: cardiovia, role: 'visual_brand_admin' }] } });
    expect(own.status).toBe(403);
    // brandadmin is again Cardiovia's only admin: not even an operator demotes or removes them.
    const entries = self.userBrandRoles.map((e: { brand: { documentId: string }; role: string }) => ({ brand: e.brand.documentId, role: e.role }));
    const demoted = entries.map((e: { brand: string; role: string }) => (e.brand === cardiovia ? { ...e, role: 'sales' } : e));
    const last = await api(`/users/${self.id}`, { token: operator, method: 'PUT', body: { userBrandRoles: demoted } });
    expect(last.status).toBe(403);
    expect(last.body.error.message).toBe('Der letzte Brand-Admin einer Brand kann weder entfernt noch herabgestuft werden.');
    const removed = await api(`/users/${self.id}`, {
      token: operator,
      method: 'PUT',
      body: { brands: [dermasana], userBrandRoles: entries.filter((e: { brand: string }) => e.brand !== cardiovia) },
    });
    expect(removed.body.error.message).toBe('Der letzte Brand-Admin einer Brand kann weder entfernt noch herabgestuft werden.');
  });

  it('a brand admin removes a member from the brand', async () => {
    const { user, jwt } = await joinThroughInvitation('bald.weg@einladung.test', 'visual_brand_admin');
    const removed = await api(`/users/${user.id}`, { token: admin, method: 'PUT', body: { brands: [], userBrandRoles: [] } });
    expect(removed.status).toBe(200);
    expect((await me(jwt)).brands).toEqual([]);
  });
});

describe('brand profile', () => {
  it('a brand admin edits the profile of their brand, not its license nor another brand', async () => {
    const edited = await api(`/brands/${cardiovia}`, { token: admin, method: 'PUT', body: { data: { description: 'Herz und Kreislauf.', city: 'Köln' } } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ description: 'Herz und Kreislauf.', city: 'Köln' });
    const license = await api(`/brands/${cardiovia}`, { token: admin, method: 'PUT', body: { data: { history: [], license: null } } });
    expect(license.status).toBe(403);
    expect((await api(`/brands/${dermasana}`, { token: await login(DERMA_ADMIN), method: 'PUT', body: { data: { city: 'Hamburg' } } })).status).toBe(200);
    expect((await api(`/brands/${cardiovia}`, { token: await login(DERMA_ADMIN), method: 'PUT', body: { data: { city: 'X' } } })).status).toBe(403);
    for (const key of ['brandviewer', 'sales', 'arzt', 'mitarbeiter'] as const) {
      expect((await api(`/brands/${cardiovia}`, { token: await login(DEMO_ACCOUNTS[key]), method: 'PUT', body: { data: { city: 'X' } } })).status, key).toBe(
        403,
      );
    }
  });
});

describe('dashboard', () => {
  it('gives the figures of the brand to its admins and viewers only', async () => {
    const figures = await api(`/dashboard?brand=${cardiovia}`, { token: admin });
    expect(figures.status).toBe(200);
    expect(Object.keys(figures.body.data).sort()).toEqual(['draftPosts', 'favorites', 'livePosts', 'salesUsers', 'scheduledPosts', 'upcomingEvents']);
    expect(figures.body.data.livePosts).toBeGreaterThan(0);
    expect(figures.body.data.scheduledPosts).toBeGreaterThan(0);
    expect(figures.body.data.salesUsers).toBeGreaterThanOrEqual(2);
    expect((await api(`/dashboard?brand=${cardiovia}`, { token: await login(DEMO_ACCOUNTS.brandviewer) })).status).toBe(200);
    expect((await api(`/dashboard?brand=${cardiovia}`, { token: await login(DERMA_ADMIN) })).status).toBe(403);
    for (const key of ['sales', 'arzt', 'operator'] as const) {
      expect((await api(`/dashboard?brand=${cardiovia}`, { token: await login(DEMO_ACCOUNTS[key]) })).status, key).toBe(403);
    }
    expect((await api('/dashboard', { token: admin })).status).toBe(400);
  });

  it('counts each post once, by the contract’s postState: a scheduled draft is scheduled, not a draft', async () => {
    const figures = async () => (await api(`/dashboard?brand=${cardiovia}`, { token: admin })).body.data as Record<string, number>;
    const created = await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Dashboard-Zählung', type: 'news', brand: cardiovia } } });
    const post = created.body.data.documentId as string;
    let action: string | undefined;
    try {
      const asDraft = await figures();
      const executeAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const scheduled = await api('/publisher/actions', {
        token: admin,
        method: 'POST',
        body: { data: { entityId: post, entitySlug: 'api::post.post', mode: 'publish', executeAt } },
      });
      expect(scheduled.status).toBe(201);
      action = scheduled.body.data.documentId;
      const asScheduled = await figures();
      expect(asScheduled.scheduledPosts).toBe(asDraft.scheduledPosts + 1);
      expect(asScheduled.draftPosts).toBe(asDraft.draftPosts - 1);
      expect(asScheduled.livePosts).toBe(asDraft.livePosts);
    } finally {
      if (action) await api(`/publisher/actions/${action}`, { token: admin, method: 'DELETE' });
      await api(`/posts/${post}`, { token: admin, method: 'DELETE' });
    }
  });
});
