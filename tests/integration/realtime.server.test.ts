// The realtime contract against the server adapter and the real Strapi (project "server"):
// sales@example.com (A) and arzt@example.com (B) are contacts of each other; lena.wagner@example.com
// is a contact of neither (server/src/seed/demo-data.ts, CONTACTS).
import { createSession } from '../../src/providers/session';
import { createHttpClient } from '../../src/providers/http';
import { createServerRealtime } from '../../src/realtime/serverAdapter';
import { MemoryStorage } from '../support/memoryStorage';
import { apiUrl, DEMO_ACCOUNTS, login, me, PUBLIC_ACCESS_TOKEN } from '../support/api';
import { connectOnline, describeRealtimeContract } from '../support/realtimeContract';

/** Node's fetch, with a way to cut the current event stream as a network failure would. */
const droppableFetch = () => {
  let current: AbortController | null = null;
  const impl: typeof fetch = (input, init) => {
    if (!String(input).endsWith('/realtime/events')) return fetch(input, init);
    const cut = new AbortController();
    current = cut;
    init?.signal?.addEventListener('abort', () => cut.abort(), { once: true });
    if (init?.signal?.aborted) cut.abort();
    return fetch(input, { ...init, signal: cut.signal });
  };
  return { fetch: impl, drop: () => current?.abort() };
};

/** The app's own session and HttpClient for a demo account, and a server adapter on them. */
const signedIn = async (email: string) => {
  const token = await login(email);
  const user = await me(token);
  const session = createSession(new MemoryStorage());
  session.signIn(token, user);
  const http = createHttpClient({ apiUrl: apiUrl(), publicToken: PUBLIC_ACCESS_TOKEN, session });
  const net = droppableFetch();
  const port = createServerRealtime(http, () => session.getToken(), apiUrl(), net.fetch);
  const contacts = Array.isArray(user.contacts) ? (user.contacts as { id: number }[]).map((c) => c.id) : null;
  return { port, id: user.id as number, contacts, drop: net.drop };
};

describeRealtimeContract('server adapter against Strapi', async () => {
  const a = await signedIn(DEMO_ACCOUNTS.sales);
  const b = await signedIn(DEMO_ACCOUNTS.arzt);
  const stranger = await signedIn('lena.wagner@example.com');
  // The seed's contacts are the premise of the contract: say so plainly if they change.
  if (a.contacts && b.contacts) {
    if (!a.contacts.includes(b.id) || !b.contacts.includes(a.id)) throw new Error('demo data: sales and arzt are no longer contacts');
    if (a.contacts.includes(stranger.id) || b.contacts.includes(stranger.id)) throw new Error('demo data: lena.wagner is a contact of sales or arzt');
  }
  await connectOnline(a.port, a.id);
  await connectOnline(b.port, b.id);
  return {
    a,
    b,
    strangerId: stranger.id,
    // The adapter notices the cut stream and reconnects by itself (after 1 s).
    dropB: { cut: b.drop },
    cleanup() {
      a.port.disconnect();
      b.port.disconnect();
    },
  };
});
