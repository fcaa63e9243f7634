import type { Store } from 'react-admin';

/** react-admin keeps a list's saved queries (our saved views) under `<resource>.savedQueries`. */
const isView = (key: string) => key.endsWith('.savedQueries');

/**
 * react-admin's store, with the saved views kept per user: each user's views under their own key,
 * outside the store, so that signing out (which resets the store) keeps them for the next sign-in
 * and another user of the same browser does not see them.
 */
export const userViewsStore = (inner: Store, userId: () => string | number | null | undefined, storage: Storage): Store => {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const storageKey = () => {
    const id = userId();
    return id == null ? null : `markenportal.views.${id}`;
  };
  const read = (): Record<string, unknown> => {
    const key = storageKey();
    try {
      return key ? (JSON.parse(storage.getItem(key) ?? '{}') as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const write = (key: string, value: unknown) => {
    const target = storageKey();
    if (!target) return;
    const views = read();
    if (value === undefined) delete views[key];
    else views[key] = value;
    storage.setItem(target, JSON.stringify(views));
    listeners.get(key)?.forEach((listener) => listener(value));
  };

  return {
    setup: () => inner.setup(),
    teardown: () => inner.teardown(),
    getItem: <T>(key: string, defaultValue?: T) => (isView(key) ? ((read()[key] as T | undefined) ?? defaultValue) : inner.getItem(key, defaultValue)),
    setItem: (key, value) => (isView(key) ? write(key, value) : inner.setItem(key, value)),
    removeItem: (key) => (isView(key) ? write(key, undefined) : inner.removeItem(key)),
    removeItems: (keyPrefix) => inner.removeItems(keyPrefix),
    reset: () => inner.reset(),
    subscribe: (key, callback) => {
      if (!isView(key)) return inner.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(callback);
      return () => set.delete(callback);
    },
  };
};
