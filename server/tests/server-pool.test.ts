import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { startServerPool, type Lease } from '../../tests/support/serverPool';
import { openEvents } from '../../tests/support/sse';

// The test servers are pooled (docs/testing.md, "One server per worker"): a file gives its server
// back and the next file leases it, reset to the template. The next file must find the demo data as
// seeded, nothing of the file before (rows, open streams, mails), and a server that works as a
// fresh one does: its realtime streams deliver what is written after the reset.
withoutFileServer();

let pool: Awaited<ReturnType<typeof startServerPool>>;
let lease: Lease;
const request = async <T>(path: string, body: object = {}) =>
  (await (await fetch(`${pool.url}${path}`, { method: 'POST', body: JSON.stringify(body) })).json()) as T;
const { api, login, me } = apiClient(() => lease.apiUrl);

/** The rep's chat with the demo doctor and its messages' texts. */
const chatOfRepAndDoctor = async () => {
  const [rep, doctor] = [await login(DEMO_ACCOUNTS.sales), await login(DEMO_ACCOUNTS.arzt)];
  const chat = await api('/chats', { token: rep, method: 'POST', body: { data: { contact: (await me(doctor)).id } } });
  const id: string = chat.body.data.id;
  const texts = async () => ((await api(`/chats/${id}/messages`, { token: rep })).body.data as { text: string }[]).map((m) => m.text);
  return { rep, doctor, id, texts };
};

beforeAll(async () => {
  pool = await startServerPool({}, { idle: 1 });
  lease = await request<Lease>('/lease');
});
afterAll(() => pool?.close());

describe('a pooled test server, between two files', () => {
  it('gives the next file the demo data as seeded, ends the streams of the file before, and streams what comes after', async () => {
    const before = await chatOfRepAndDoctor();
    const seeded = await before.texts();
    const users = (await api('/users', { token: await login(DEMO_ACCOUNTS.operator) })).body.length;
    const stream = await openEvents(lease.apiUrl, before.doctor);
    await stream.next('ready');
    const written = await api(`/chats/${before.id}/messages`, { token: before.rep, method: 'POST', body: { data: { text: 'Vor dem Zurücksetzen' } } });
    expect(written.status).toBe(201);
    await stream.next('message', (data) => data.message.text === 'Vor dem Zurücksetzen');

    await request('/release', { id: lease.id });
    const next = await request<Lease>('/lease');
    expect(next.url).toBe(lease.url);
    lease = next;
    await stream.ended;

    const after = await chatOfRepAndDoctor();
    expect(await after.texts()).toEqual(seeded);
    expect((await api('/users', { token: await login(DEMO_ACCOUNTS.operator) })).body.length).toBe(users);
    const again = await openEvents(lease.apiUrl, after.doctor);
    await again.next('ready');
    await api(`/chats/${after.id}/messages`, { token: after.rep, method: 'POST', body: { data: { text: 'Nach dem Zurücksetzen' } } });
    await again.next('message', (data) => data.message.text === 'Nach dem Zurücksetzen');
    again.close();
  });
});
