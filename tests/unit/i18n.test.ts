import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { germanMessages, translateNow } from '../../src/i18n';
import { ROLE_TYPES, menuFor } from '../../src/providers/access';
import { DATA_RESOURCES } from '../../src/features';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree | undefined>((node, k) => (node as Tree)?.[k], tree);

describe('the German catalog', () => {
  it('has every key of ra-language-english', () => {
    const missing = keys(englishMessages as unknown as Tree).filter((k) => typeof get(germanMessages as unknown as Tree, k) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has every label the menus and roles use', () => {
    const used = [...ROLE_TYPES.flatMap((r) => menuFor(r).map((m) => m.label)), ...ROLE_TYPES.map((r) => `app.roles.${r}`)];
    expect(used.filter((k) => typeof get(germanMessages as unknown as Tree, k) !== 'string')).toEqual([]);
  });

  it('names every resource in German (react-admin puts the name into its messages)', () => {
    const missing = Object.keys(DATA_RESOURCES).filter((r) => typeof get(germanMessages as unknown as Tree, `resources.${r}.name`) !== 'string');
    expect(missing).toEqual([]);
    expect(translateNow('ra.page.empty', { name: translateNow('resources.users.name', { smart_count: 2 }) })).toContain('Nutzer');
  });

  it('translates react-admin texts to German', () => {
    expect(translateNow('ra.action.save')).toBe('Speichern');
    expect(translateNow('ra.navigation.page_rows_per_page')).toBe('Zeilen pro Seite:');
    expect(translateNow('app.home.welcome', { name: 'Anna' })).toBe('Willkommen, Anna!');
  });

  it('leaves no English text in the German values', () => {
    const values = keys(germanMessages as unknown as Tree).map((k) => get(germanMessages as unknown as Tree, k) as string);
    const english = values.filter((v) => /\b(the|please|Save|Cancel|Delete|Search|Loading|Sign in|Rows per page)\b/.test(v));
    expect(english).toEqual([]);
  });
});
