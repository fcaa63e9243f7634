import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { openEvents } from '../../tests/support/sse';
import { postgresAdminUrl, startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';

// Several instances of its own on one database.
withoutFileServer();

// Issue 12: several server instances on one database. Live events written through one instance
// reach streams held by another; a stream that comes back with Last-Event-ID gets what it missed.
// On SQLite (two processes on one file) always, on PostgreSQL (LISTEN/NOTIFY) where one runs.

const DATABASES = postgresAdminUrl() ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);
// Each database's servers are their own, so the suites run side by side; the tests within a suite
// run one after another, in order (it.sequential).
const SIDE_BY_SIDE = { concurrent: true };

describe.each(DATABASES)('two servers on one %s database', SIDE_BY_SIDE, (database) => {
  let a: TestStrapi;
  let b: TestStrapi;
  const viaA = apiClient(() => a.apiUrl);
  const viaB = apiClient(() => b.apiUrl);
  let repToken: string;
  let doctorToken: string;
  let chatId: string;
  const streams: { close(): void }[] = [];
  const stream = async (server: () => TestStrapi, lastEventId?: string) => {
    const events = await openEvents(server().apiUrl, repToken, { lastEventId });
    streams.push(events);
    await events.next('ready');
    return events;
  };
  const send = async (text: string) => {
    const answer = await viaA.api(`/chats/${chatId}/messages`, { token: doctorToken, method: 'POST', body: { data: { text } } });
    expect(answer.status).toBe(201);
  };

  beforeAll(async () => {
    a = await startStrapi({}, database === 'PostgreSQL' ? { database: 'postgres' } : {});
    b = await startStrapi({}, { joining: a });
    repToken = await viaB.login(DEMO_ACCOUNTS.sales);
    doctorToken = await viaA.login(DEMO_ACCOUNTS.arzt);
    const rep = await viaA.me(repToken);
    const chat = await viaA.api('/chats', { token: doctorToken, method: 'POST', body: { data: { contact: rep.id } } });
    expect([200, 201]).toContain(chat.status);
    chatId = chat.body.data.id;
  }, 300_000);

  afterAll(async () => {
    streams.forEach((s) => s.close());
    await b?.stop();
    await a?.stop();
  });

  it.sequential('a message sent through one instance reaches a stream held by the other', async () => {
    const onB = await stream(() => b);
    await send(`Über A an B (${database})`);
    const event = await onB.next('message', (data) => data.message.text === `Über A an B (${database})`, 15_000);
    expect(event.chatId).toBe(chatId);
  });

  it.sequential('a stream that reconnects with Last-Event-ID gets what it missed, once; a new stream only what comes', async () => {
    const first = await stream(() => b);
    await send(`Vor der Unterbrechung (${database})`);
    await first.next('message', (data) => data.message.text === `Vor der Unterbrechung (${database})`, 15_000);
    const seen = first.lastId();
    first.close();

    await send(`Während der Unterbrechung (${database})`);
    // Back on the other instance, as a load balancer may send it.
    const back = await stream(() => a, seen);
    const fresh = await stream(() => a);
    await back.next('message', (data) => data.message.text === `Während der Unterbrechung (${database})`, 15_000);
    const texts = (events: { event: string; data: { message?: { text: string } } }[]) =>
      events.filter((e) => e.event === 'message').map((e) => e.data.message!.text);
    expect(texts(back.events)).toEqual([`Während der Unterbrechung (${database})`]);

    await send(`Nach der Unterbrechung (${database})`);
    await fresh.next('message', (data) => data.message.text === `Nach der Unterbrechung (${database})`, 15_000);
    expect(texts(fresh.events)).toEqual([`Nach der Unterbrechung (${database})`]);
  });

  it.sequential('a message retried with its client id on both instances at once is stored once and streamed once', async () => {
    const onB = await stream(() => b);
    const clientId = `retry-${database}-${Date.now()}`;
    const text = `Doppelt gesendet (${database})`;
    const sendVia = (client: typeof viaA) =>
      client.api(`/chats/${chatId}/messages`, { token: doctorToken, method: 'POST', body: { data: { text, clientId } } });
    const answers = await Promise.all([sendVia(viaA), sendVia(viaB), sendVia(viaA), sendVia(viaB)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers[0].body.data.clientId).toBe(clientId);
    const stored = await viaB.api(`/chats/${chatId}/messages`, { token: repToken });
    expect(stored.body.data.filter((m: { text: string }) => m.text === text)).toHaveLength(1);
    // Another message after it: once it has arrived, the first one cannot still be on its way.
    await send(`Danach (${database})`);
    await onB.next('message', (data) => data.message.text === `Danach (${database})`, 15_000);
    expect(onB.events.filter((e) => e.event === 'message' && e.data.message.text === text)).toHaveLength(1);
  });

  it.sequential('a doctor who connects while the rep’s stream is down is announced when it comes back', async () => {
    const before = await stream(() => b);
    await before.next('ready');
    const beforeId = before.lastId() ?? '0';
    before.close();
    const name = `neu${Date.now()}${database.length}`;
    const doctor = await viaA.api('/auth/local/register', {
      method: 'POST',
      body: { username: name, email: `${name}@mehrere-server.test`, password: DEMO_PASSWORD, profile: { firstName: 'Nora', lastName: 'Neu' } },
    });
    expect(doctor.status).toBe(200);
    expect(
      (
        await viaA.api('/links/connect', {
          token: doctor.body.jwt,
          method: 'POST',
          body: { data: { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION } },
        })
      ).status,
    ).toBe(200);

    const back = await stream(() => b, beforeId);
    const added = await back.next('contact-added', (data) => data.contact.id === doctor.body.user.id, 15_000);
    expect(added.contact.name).toBe('Nora Neu');
  });
});
