import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { raGerman } from './raGerman';
import { appGerman } from './app';

type Tree = { [key: string]: string | Tree };

const merge = (target: Tree, source: Tree): Tree => {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    out[key] = typeof value === 'object' && typeof out[key] === 'object' ? merge(out[key] as Tree, value) : value;
  }
  return out;
};

// Each feature keeps its texts in messages/<feature>.ts ({ app: { <feature>: {...} } }).
const featureCatalogs = Object.values(import.meta.glob<{ default: Tree }>('./messages/*.ts', { eager: true })).map((m) => m.default);

/** The one German catalog: every react-admin key plus the app's own. */
export const germanMessages = [appGerman as unknown as Tree, ...featureCatalogs].reduce(merge, raGerman as unknown as Tree) as unknown as TranslationMessages &
  typeof appGerman;

export const i18nProvider = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  // Server messages that are already German are shown as they are.
  allowMissing: true,
});

/** Translation outside React (providers). */
export const translateNow = (key: string, args: Record<string, unknown> = {}): string => i18nProvider.translate(key, args);
