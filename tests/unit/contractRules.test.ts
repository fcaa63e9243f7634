import { describe, expect, it } from 'vitest';
import { brandIdsOf, effectiveRole, postState, type AccessUser } from '@markenportal/contract';

// The contract's rules that both sides decide with (packages/contract).

describe('postState (docs/decisions/0009-post-states-and-log.md)', () => {
  const at = '2026-03-01T10:00:00.000Z';
  it('is live while a published version exists, whatever is planned', () => {
    expect(postState({ livePublishedAt: at })).toBe('live');
    expect(postState({ livePublishedAt: at, scheduledAt: at })).toBe('live');
  });
  it('is scheduled while a publish action is planned and nothing is live', () => {
    expect(postState({ livePublishedAt: null, scheduledAt: at })).toBe('scheduled');
  });
  it('is a draft otherwise', () => {
    expect(postState({})).toBe('draft');
    expect(postState({ livePublishedAt: null, scheduledAt: null })).toBe('draft');
  });
});

describe('a user’s brands and effective role (docs/decisions/0003-effective-role.md)', () => {
  it('lists `brand`, then `brands`, then the per-brand roles, each brand once', () => {
    const user: AccessUser = {
      id: 1,
      brand: { id: 2, documentId: 'b2' },
      brands: [{ id: 1, documentId: 'b1' }, null, { id: 2, documentId: 'b2' }],
      userBrandRoles: [{ brand: { id: 3, documentId: 'b3' }, role: 'sales' }],
    };
    expect(brandIdsOf(user)).toEqual(['b2', 'b1', 'b3']);
  });

  it('names a brand by its documentId only: a numeric id is never taken for one', () => {
    const user: AccessUser = { id: 1, role: { type: 'sales' }, brands: [{ id: 5 }], userBrandRoles: [{ brand: { id: 5 }, role: 'brand_admin' }] };
    expect(brandIdsOf(user)).toEqual([]);
    expect(effectiveRole(user, '5')).toBe('sales');
  });

  it('reads a react-admin record, whose id is the documentId, like a server row', () => {
    const record: AccessUser = {
      id: 7,
      role: { type: 'authenticated' },
      userBrandRoles: [{ brand: { id: 'b1', documentId: 'b1' }, role: 'visual_brand_admin' }],
    };
    expect(effectiveRole(record, 'b1')).toBe('visual_brand_admin');
  });

  it('falls back to the user’s role for an unknown per-brand role', () => {
    const user: AccessUser = { id: 1, role: { type: 'brand_admin' }, userBrandRoles: [{ brand: { documentId: 'b1' }, role: 'superhero' }] };
    expect(effectiveRole(user, 'b1')).toBe('brand_admin');
  });
});
