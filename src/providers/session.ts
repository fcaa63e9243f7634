import type { SessionUser } from './access';
import { isBrowserSetting } from './keptAcrossSignOut';
import { brandIdsOf } from './access';

// What survives a reload: the token, the signed-in user and the current brand (the spec's "States and transitions").
const TOKEN = 'token';
const USER = 'user';
const CURRENT_BRAND = 'currentBrandId';

type Listener = () => void;

export interface Session {
  getToken(): string | null;
  getUser(): SessionUser | null;
  getCurrentBrandId(): string | null;
  signIn(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  setCurrentBrandId(id: string | null): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
  /** Changes with every write: the snapshot React subscribes to. */
  version(): number;
}

export const createSession = (storage: Storage): Session => {
  const listeners = new Set<Listener>();
  let version = 0;
  const emit = () => {
    version += 1;
    listeners.forEach((l) => l());
  };
  const readUser = (): SessionUser | null => {
    try {
      return JSON.parse(storage.getItem(USER) ?? 'null');
    } catch {
      return null;
    }
  };
  // Keeps the current brand one of the user's brands.
  const reconcileBrand = (user: SessionUser) => {
    const brands = brandIdsOf(user);
    const current = storage.getItem(CURRENT_BRAND);
    if (!current || !brands.includes(current)) {
      if (brands[0]) storage.setItem(CURRENT_BRAND, brands[0]);
      else storage.removeItem(CURRENT_BRAND);
    }
  };
  return {
    getToken: () => storage.getItem(TOKEN),
    getUser: readUser,
    getCurrentBrandId: () => storage.getItem(CURRENT_BRAND),
    signIn(token, user) {
      storage.setItem(TOKEN, token);
      storage.setItem(USER, JSON.stringify(user));
      reconcileBrand(user);
      emit();
    },
    setUser(user) {
      storage.setItem(USER, JSON.stringify(user));
      reconcileBrand(user);
      emit();
    },
    setCurrentBrandId(id) {
      if (id) storage.setItem(CURRENT_BRAND, id);
      else storage.removeItem(CURRENT_BRAND);
      emit();
    },
    clear() {
      // Token, user and every piece of stored app data, including react-admin's store; the browser's
      // own settings (light or dark mode) stay.
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (k): k is string => !!k && (k === TOKEN || k === USER || k === CURRENT_BRAND || (k.startsWith('RaStore') && !isBrowserSetting(k))),
      );
      keys.forEach((k) => storage.removeItem(k));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
};
