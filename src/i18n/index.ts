import { mergeTranslations, type TranslationMessages } from 'ra-core';
import { raGerman } from './raGerman';
import { appGerman } from './app';
import { germanI18nProvider } from './catalog';

type Tree = { [key: string]: string | Tree };

// Each feature keeps its texts in messages/<feature>.ts ({ app: { <feature>: {...} } }).
const featureCatalogs = Object.values(import.meta.glob<{ default: Tree }>('./messages/*.ts', { eager: true })).map((m) => m.default);

/** The one German catalog: every react-admin key plus the app's own. */
export const germanMessages = mergeTranslations(
  raGerman as unknown as Tree,
  appGerman as unknown as Tree,
  ...featureCatalogs,
) as unknown as TranslationMessages & typeof appGerman;

export const i18nProvider = germanI18nProvider(germanMessages);

/** Translation outside React (providers). */
export const translateNow = (key: string, args: Record<string, unknown> = {}): string => i18nProvider.translate(key, args);
