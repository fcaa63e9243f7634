import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { raGerman } from './raGerman';
import { appGerman } from './app';

/**
 * The texts of the sign-in pages (login/AuthApp.tsx): react-admin's and the app's own, without the
 * workspaces' catalogs (messages/*.ts), which load with the back office (index.ts).
 */
export const publicMessages = { ...raGerman, ...appGerman };

/** A German polyglot provider; server messages that are already German are shown as they are. */
export const germanI18nProvider = (messages: TranslationMessages): I18nProvider =>
  polyglotI18nProvider(() => messages, 'de', [{ locale: 'de', name: 'Deutsch' }], { allowMissing: true });
