import { describe, expect, it } from 'vitest';
import { menuFor, ROLE_TYPES } from '../../src/providers/access';
import { menuPageLoaders } from '../../src/layout/menuPages';
import { FEATURES } from '../../src/features';

describe('menu pages loaded ahead', () => {
  it.each(ROLE_TYPES)('%s: every enabled menu item has the code of its page, disabled ones none', (role) => {
    const enabled = menuFor(role).filter((item) => item.enabled);
    expect(menuPageLoaders(role, FEATURES)).toHaveLength(enabled.length);
  });

  it('a brand admin loads the post pages, a visual brand admin not the disabled field service', async () => {
    const posts = await Promise.all(menuPageLoaders('brand_admin', FEATURES).map((load) => load()));
    expect(posts.some((module) => 'PostList' in (module as object))).toBe(true);
    const viewer = await Promise.all(menuPageLoaders('visual_brand_admin', FEATURES).map((load) => load()));
    expect(viewer.some((module) => 'SalesList' in (module as object))).toBe(false);
  });
});
