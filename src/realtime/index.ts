// Chooses the realtime adapter from the server's settings (docs/decisions/0010-realtime-port.md). Features use
// the port through RealtimeProvider/useRealtime and never import an adapter.
import type { HttpClient } from '../providers/http';
import type { Session } from '../providers/session';
import { http, networkStatus, session } from '../providers';
import { runtimeConfig, type AppRuntimeConfig } from '../providers/runtimeConfig';
import type { RealtimePort } from './port';
import { createServerRealtime } from './serverAdapter';
import { lazyPort } from './lazyPort';

export type { RealtimePort } from './port';

export const createRealtimePort = (settings: Pick<AppRuntimeConfig, 'realtime' | 'firebase'>, http: HttpClient, session: Session): RealtimePort => {
  if (settings.realtime !== 'firebase' || !settings.firebase) {
    return createServerRealtime(http, () => session.getToken(), http.apiUrl);
  }
  const config = settings.firebase;
  // A dynamic import: the Firebase SDK is its own chunk, fetched after sign-in, not on the login page.
  return lazyPort(async () => {
    const { createFirebaseRealtime } = await import('./firebaseAdapter');
    return createFirebaseRealtime(config, { currentUserId: () => session.getUser()?.id ?? null });
  });
};

/** The app's port, wired like the dataProvider in src/providers/index.ts. */
export const realtime = createRealtimePort(runtimeConfig(), http, session);

// The server's own stream is a request to it too: lost, the server does not answer; back, it does.
// This is what makes the field app's notice appear while nothing else is read (decision 0026).
if (runtimeConfig().realtime !== 'firebase')
  realtime.subscribe((event) => {
    if (event.type === 'connection') networkStatus.report(event.state === 'online');
  });
