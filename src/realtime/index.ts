// Chooses the realtime adapter from the build's environment (docs/decisions/0010-realtime-port.md). Features use
// the port through RealtimeProvider/useRealtime and never import an adapter.
import type { HttpClient } from '../providers/http';
import type { Session } from '../providers/session';
import { http, session } from '../providers';
import type { RealtimePort } from './port';
import { createServerRealtime } from './serverAdapter';
import { lazyPort } from './lazyPort';

export type { RealtimePort } from './port';

export interface RealtimeEnv {
  /** 'firebase' selects Firebase Realtime Database; anything else our own server. */
  VITE_REALTIME?: string;
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_DATABASE_URL?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
  /** import.meta.env carries more keys. */
  [key: string]: unknown;
}

export const createRealtimePort = (env: RealtimeEnv, http: HttpClient, session: Session): RealtimePort => {
  if (env.VITE_REALTIME?.trim().toLowerCase() !== 'firebase') {
    return createServerRealtime(http, () => session.getToken(), http.apiUrl);
  }
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    databaseURL: env.VITE_FIREBASE_DATABASE_URL ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
  };
  // A dynamic import: the Firebase SDK is its own chunk, fetched after sign-in, not on the login page.
  return lazyPort(async () => {
    const { createFirebaseRealtime } = await import('./firebaseAdapter');
    return createFirebaseRealtime(config, { currentUserId: () => session.getUser()?.id ?? null });
  });
};

/** The app's port, wired like the dataProvider in src/providers/index.ts. */
export const realtime = createRealtimePort(import.meta.env, http, session);
