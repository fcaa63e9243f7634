import { describe, expect, it } from 'vitest';
import { menuFor, ROLE_TYPES } from '../../src/providers/access';
import { FEATURES, featureNamed } from '../../src/features';
import { germanMessages } from '../../src/i18n';

type Tree = { [key: string]: Tree | string };
const text = (key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), germanMessages as unknown as Tree);

describe('the feature list drives routes and menus', () => {
  it.each(ROLE_TYPES)('%s: every menu item is a feature with an icon and a page', (role) => {
    for (const item of menuFor(role)) {
      const feature = featureNamed(item.resource);
      expect(feature?.icon, item.resource).toBeDefined();
      expect(feature?.menuPage ?? feature?.resource?.list, item.resource).toBeDefined();
    }
  });

  it('feature names are unique and every label is in the German catalog', () => {
    expect(new Set(FEATURES.map((f) => f.name)).size).toBe(FEATURES.length);
    for (const feature of FEATURES.filter((f) => f.label)) expect(typeof text(feature.label!), feature.name).toBe('string');
  });

  it('no two features claim the same route', () => {
    const paths = FEATURES.flatMap((f) => [...(f.routes ?? []), ...(f.publicRoutes ?? [])]).map((route) => route.path);
    const resources = FEATURES.filter((f) => f.resource).map((f) => `/${f.name}/*`);
    expect(new Set([...paths, ...resources]).size).toBe(paths.length + resources.length);
  });
});
