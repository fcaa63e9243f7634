import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { raGerman } from './raGerman';
import { appGerman } from './app';

/** The one German catalog: every react-admin key plus the app's own. */
export const germanMessages = { ...raGerman, ...appGerman } as TranslationMessages & typeof appGerman;

export const i18nProvider = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  // Server messages that are already German are shown as they are.
  allowMissing: true,
});

/** Translation outside React (providers). */
export const translateNow = (key: string, args: Record<string, unknown> = {}): string =>
  i18nProvider.translate(key, args);
