import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateNow } from '../../src/i18n';

// react-admin names a field or input without a `label` by resources.<resource>.fields.<source>. The
// pages of these folders render in these resources' contexts (a brand's page lists its team and links).
const CONTEXTS: Record<string, string[]> = {
  posts: ['posts'],
  events: ['events'],
  brands: ['brand-management', 'users', 'links'],
  'brand-profile': ['brand-profile'],
  links: ['link-management'],
  users: ['user-management'],
  employees: ['employee-management'],
  sales: ['sales'],
  'brand-admins': ['brand-admins'],
  tables: ['licenses', 'addons', 'specializations'],
};
// Elements whose source is not shown as a label of its own; `q` is the full-text search.
const NO_LABEL = /^(Reference\w*|SearchFilter|SearchInput|ArrayInput|SimpleFormIterator|FileField|ImageField)$/;

const unlabelledSources = (folder: string) =>
  readdirSync(path.join('src', folder))
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => {
      const text = readFileSync(path.join('src', folder, file), 'utf8');
      return [...text.matchAll(/<([A-Z]\w*)\s[^<>]*?\bsource="([\w.]+)"[^<>]*?\/?>/g)]
        .filter(([tag, name, source]) => !/\blabel=/.test(tag) && !NO_LABEL.test(name) && source !== 'q')
        .map(([, , source]) => ({ file, source }));
    });

describe('field names by react-admin convention', () => {
  it.each(Object.keys(CONTEXTS))('src/%s: every field without a label has a German name', (folder) => {
    const unnamed = unlabelledSources(folder).filter(
      ({ source }) => !CONTEXTS[folder].some((resource) => translateNow(`resources.${resource}.fields.${source}`) !== `resources.${resource}.fields.${source}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names a nested profile field and a shared field the same in every list of people', () => {
    expect(translateNow('resources.sales.fields.profile.firstName')).toBe('Vorname');
    expect(translateNow('resources.user-management.fields.email')).toBe('E-Mail-Adresse');
    expect(translateNow('resources.brand-profile.fields.website')).toBe('Website');
  });
});
