import type { Store } from 'react-admin';

/** The browser's own settings in react-admin's store: light or dark mode. They are not the user's data. */
export const BROWSER_SETTINGS = ['theme'] as const;

/** Whether a localStorage key is react-admin's copy of a browser setting (`RaStore<app>.theme`). */
export const isBrowserSetting = (storageKey: string) => storageKey.startsWith('RaStore') && BROWSER_SETTINGS.some((key) => storageKey.endsWith(`.${key}`));

/**
 * react-admin's store, with the browser's settings kept when signing out resets the store (the
 * session clears its copy in localStorage the same way: session.ts).
 */
export const keptAcrossSignOut = (inner: Store, keys: readonly string[] = BROWSER_SETTINGS): Store => ({
  ...inner,
  reset: () => {
    const kept = keys.map((key) => [key, inner.getItem(key)] as const).filter(([, value]) => value !== undefined);
    inner.reset();
    kept.forEach(([key, value]) => inner.setItem(key, value));
  },
});
