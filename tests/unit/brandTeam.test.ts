import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { createBrandTeamMethods } from '../../src/providers/brandTeam';
import { DATA_RESOURCES } from '../../src/features';

const setup = (currentBrandId: string | null = 'b1', answer: unknown = {}) => {
  const request = vi.fn(async (_path: string, _options?: RequestOptions) => answer);
  const team = createBrandTeamMethods({ apiUrl: '/api', request } as unknown as HttpClient, () => ({ currentBrandId }));
  return { request, team };
};

describe('brand team methods (HTTP calls)', () => {
  it('inviteToBrand: POST /invitations for the current brand, answering the invitation', async () => {
    const invitation = { documentId: 'i1', email: 'neu@example.com', role: 'sales', code: 'c', link: 'http://x/invite-start?code=c', expiresAt: null };
    const { request, team } = setup('b1', { data: invitation });
    expect(await team.inviteToBrand({ email: ' Neu@Example.com ', role: 'sales' })).toEqual(invitation);
    expect(request).toHaveBeenCalledWith('/invitations', { method: 'POST', body: { data: { email: 'neu@example.com', role: 'sales', brand: 'b1' } } });
  });

  it('setBrandRole adds the entry when the user has none for this brand', async () => {
    const { request, team } = setup();
    await team.setBrandRole({ id: 4, userBrandRoles: [{ brand: { documentId: 'b2' }, role: 'sales' }] }, 'visual_brand_admin');
    expect(request).toHaveBeenCalledWith('/users/4', {
      method: 'PUT',
      body: {
        userBrandRoles: [
          { brand: 'b2', role: 'sales' },
          { brand: 'b1', role: 'visual_brand_admin' },
        ],
      },
    });
  });

  it('removeFromBrand without per-brand roles sends empty lists where nothing is left', async () => {
    const { request, team } = setup();
    await team.removeFromBrand({ id: 4, brands: [{ id: 'b1', documentId: 'b1' }] });
    expect(request).toHaveBeenCalledWith('/users/4', { method: 'PUT', body: { brands: [], userBrandRoles: [] } });
  });

  it('writes nothing without a current brand', async () => {
    const { request, team } = setup(null);
    await expect(team.removeFromBrand({ id: 4, brands: [] })).rejects.toMatchObject({ message: 'app.team.no_brand' });
    await expect(team.inviteToBrand({ email: 'a@b.de', role: 'sales' })).rejects.toMatchObject({ status: 400 });
    expect(request).not.toHaveBeenCalled();
  });

  it('getDashboard: GET /dashboard?brand=…', async () => {
    const figures = { livePosts: 1, scheduledPosts: 2, draftPosts: 3, upcomingEvents: 4, salesUsers: 5, favorites: 6 };
    const { request, team } = setup('b1', { data: figures });
    expect(await team.getDashboard('b1')).toEqual(figures);
    expect(request).toHaveBeenCalledWith('/dashboard', { query: { brand: 'b1' } });
  });
});

describe('team list scopes', () => {
  it('sales: global role sales in the brand, or a per-brand sales role', () => {
    expect(DATA_RESOURCES.sales.scope!({ currentBrandId: 'b1' })).toEqual({
      $or: [
        { role: { type: { $eq: 'sales' } }, brands: { documentId: { $eq: 'b1' } } },
        { userBrandRoles: { role: { $eq: 'sales' }, brand: { documentId: { $eq: 'b1' } } } },
      ],
    });
  });

  it('brand-admins: the same for brand_admin and visual_brand_admin', () => {
    const roles = { $in: ['brand_admin', 'visual_brand_admin'] };
    expect(DATA_RESOURCES['brand-admins'].scope!({ currentBrandId: 'b1' })).toEqual({
      $or: [{ role: { type: roles }, brands: { documentId: { $eq: 'b1' } } }, { userBrandRoles: { role: roles, brand: { documentId: { $eq: 'b1' } } } }],
    });
  });
});
