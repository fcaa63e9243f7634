import { describe, expect, it } from 'vitest';
import { canAccess, effectiveRole, isUnauthorizedExempt, landingPath, menuFor, secondaryMenuFor, ROLE_TYPES, SessionUser } from '../../src/providers/access';

const brandA = { id: 1, documentId: 'brand-a' };
const brandB = { id: 2, documentId: 'brand-b' };

describe('effectiveRole', () => {
  const user: SessionUser = {
    id: 7,
    role: { type: 'sales' },
    brands: [brandA, brandB],
    userBrandRoles: [{ brand: brandB, role: 'brand_admin' }],
  };

  it('uses the per-brand role for the current brand', () => {
    expect(effectiveRole(user, 'brand-b')).toBe('brand_admin');
  });
  it('falls back to the user role where there is no per-brand role', () => {
    expect(effectiveRole(user, 'brand-a')).toBe('sales');
    expect(effectiveRole(user, null)).toBe('sales');
  });
  it('treats an unknown role type as authenticated and no user as public', () => {
    expect(effectiveRole({ id: 1, role: { type: 'superhero' } })).toBe('authenticated');
    expect(effectiveRole(null)).toBe('public');
  });
});

describe('menuFor: the menus of spec "Screens and routes"', () => {
  const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((m) => [m.label, m.to, m.enabled]);

  it('brand admin: the seven items and „Protokoll“ (issue 37), all enabled', () => {
    expect(labels('brand_admin')).toEqual([
      ['app.menu.dashboard', '/home', true],
      ['app.menu.posts', '/posts', true],
      ['app.menu.events', '/events', true],
      ['app.menu.sales', '/sales', true],
      ['app.menu.brand_profile', '/brand-profile', true],
      ['app.menu.brand_admins', '/brand-admins', true],
      ['app.menu.brand_history', '/brand-history', true],
      ['app.menu.audit_log', '/audit-log', true],
    ]);
  });
  it('master data beside the main items: links, reference tables and legal texts for the operator only', () => {
    expect(secondaryMenuFor('operator')).toEqual({
      label: 'app.menu.master_data',
      entries: [
        { label: 'app.menu.link_management', to: '/link-management', resource: 'link-management', enabled: true },
        { label: 'app.menu.table_management', to: '/table-management', resource: 'table-management', enabled: true },
        { label: 'app.menu.legal_texts', to: '/legal-texts', resource: 'legal-texts', enabled: true },
      ],
    });
    for (const role of ['visual_admin', 'sales'] as const) expect(secondaryMenuFor(role).entries).toEqual([]);
  });
  it('the brand team’s further resources below the spec’s seven: only what the role may list, none of the seven', () => {
    for (const role of ['brand_admin', 'visual_brand_admin'] as const) {
      const { label, entries } = secondaryMenuFor(role);
      expect(label).toBe('app.menu.more');
      const main = menuFor(role).map((m) => m.resource);
      expect(entries.filter((e) => main.includes(e.resource) || !canAccess(role, e.resource, 'list'))).toEqual([]);
    }
  });
  it('visual brand admin: the same list, all but Dashboard and Beiträge disabled', () => {
    expect(menuFor('visual_brand_admin').map((m) => m.label)).toEqual(menuFor('brand_admin').map((m) => m.label));
    expect(menuFor('visual_brand_admin').map((m) => m.enabled)).toEqual([true, true, false, false, false, false, false, false]);
  });
  it('operator and employee', () => {
    expect(labels('operator')).toEqual([
      ['app.menu.brand_management', '/brand-management', true],
      ['app.menu.user_management', '/user-management', true],
      ['app.menu.employee_management', '/employee-management', true],
      ['app.menu.reports', '/generate-report', true],
      ['app.menu.audit_log', '/audit-log', true],
    ]);
    expect(menuFor('visual_admin').map((m) => m.enabled)).toEqual([true, false, false, false, false]);
  });
  it('sales', () => {
    expect(menuFor('sales').map((m) => m.to)).toEqual(['/home', '/posts', '/contacts', '/chat', '/profile']);
  });
  it('authenticated and anything unknown: Startseite only', () => {
    expect(labels('authenticated')).toEqual([['app.menu.home', '/home', true]]);
    expect(labels('public')).toEqual([['app.menu.home', '/home', true]]);
  });
});

describe('canAccess', () => {
  it('a disabled menu item is a route the role may not open', () => {
    for (const role of ROLE_TYPES) {
      for (const item of menuFor(role).filter((m) => m.resource !== 'home' || role !== 'public')) {
        expect(canAccess(role, item.resource, 'list'), `${role} ${item.resource}`).toBe(item.enabled);
      }
    }
  });
  it('visual roles are read-only', () => {
    expect(canAccess('visual_admin', 'brand-management', 'show')).toBe(true);
    for (const action of ['create', 'edit', 'delete'] as const) {
      expect(canAccess('visual_admin', 'brand-management', action)).toBe(false);
      expect(canAccess('visual_brand_admin', 'posts', action)).toBe(false);
    }
    expect(canAccess('brand_admin', 'posts', 'create')).toBe(true);
  });
  it('sales read posts but write none', () => {
    expect(canAccess('sales', 'posts', 'show')).toBe(true);
    expect(canAccess('sales', 'posts', 'edit')).toBe(false);
  });
});

describe('landing pages and 401 exceptions', () => {
  it('operators and employees land on the brand list, everyone else on /home', () => {
    expect(landingPath('operator')).toBe('/brand-management');
    expect(landingPath('visual_admin')).toBe('/brand-management');
    for (const role of ['brand_admin', 'visual_brand_admin', 'sales', 'authenticated'] as const) expect(landingPath(role)).toBe('/home');
  });
  it('invite-start, link-preview and reset-password keep the user on a 401', () => {
    expect(isUnauthorizedExempt('/invite-start')).toBe(true);
    expect(isUnauthorizedExempt('/link-preview/abc')).toBe(true);
    expect(isUnauthorizedExempt('/reset-password/xyz')).toBe(true);
    expect(isUnauthorizedExempt('/posts')).toBe(false);
    expect(isUnauthorizedExempt('/link-previewer')).toBe(false);
  });
});
