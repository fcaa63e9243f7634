import { describe, expect, it } from 'vitest';
import { defineFeature } from '../../src/common/feature';
import { lazyPage } from '../../src/common/lazyPage';
import { FEATURES } from '../../src/features';
import { expand, pagesOf, PUBLIC_ROUTES, RECORD_SOURCES, recordsIn, SCREEN_ROUTES } from '../support/screens';

// The accessibility and phone checks open these screens (tests/e2e/screens-*.test.ts): they come
// from the features' descriptors, so a screen cannot be left out by forgetting a line.

const checked = new Set([...Object.values(SCREEN_ROUTES).flat(), ...PUBLIC_ROUTES]);

describe('the screens the accessibility checks open', () => {
  it('include every page and route of every feature, for at least one demo account or signed out', () => {
    const missing = FEATURES.flatMap(pagesOf).filter((page) => !expand(page).some((path) => checked.has(path)));
    expect(missing).toEqual([]);
    const publicMissing = FEATURES.flatMap((f) => f.publicRoutes ?? []).filter(
      (route) => !PUBLIC_ROUTES.some((path) => path.startsWith(route.path.split('/:')[0])),
    );
    expect(publicMissing).toEqual([]);
  });

  it('find every record they need through a list that opens it', () => {
    const records = new Set([...checked].flatMap(recordsIn));
    expect([...records].filter((record) => !RECORD_SOURCES[record])).toEqual([]);
    expect(RECORD_SOURCES.events).toEqual({ list: '/events', opens: [/^\/events\/([^/]+)\/edit$/] });
  });

  it('are those the access rules let each account open', () => {
    expect(SCREEN_ROUTES.operator).toEqual(expect.arrayContaining(['/table-management/addons', '/brand-history/{brand-management}', '/employee-create']));
    // A brand admin sees the current brand's history only: no brand list to choose from.
    expect(SCREEN_ROUTES.brandadmin).toContain('/brand-history');
    expect(SCREEN_ROUTES.brandadmin).not.toContain('/brand-history/{brand-management}');
    expect(SCREEN_ROUTES.brandviewer).not.toContain('/posts/create');
    expect(SCREEN_ROUTES.arzt.sort()).toEqual(['/home', '/profile', '/profile/edit']);
  });

  it("derive a new feature's screens from its descriptor alone", () => {
    const page = lazyPage(() => Promise.resolve({ Page: () => null }), 'Page');
    const downloads = defineFeature({
      name: 'downloads',
      resource: { list: page, create: page, edit: page, routes: [{ path: ':id/versions', action: 'show', page }] },
    });
    expect(pagesOf(downloads).flatMap((p) => expand(p))).toEqual([
      '/downloads',
      '/downloads/create',
      '/downloads/{downloads}',
      '/downloads/{downloads}/versions',
    ]);
  });
});
