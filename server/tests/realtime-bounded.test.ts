import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { openEvents } from '../../tests/support/sse';
import { startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { fileServer } from '../../tests/support/fileServer';

// Issue 25: no single user can stall the service through the realtime path. A signed-in user who
// made many cheap writes (each stores live events) and then asks for a replay from 0 while other
// streams are open used to keep the server at 100 % CPU for good: /_health never answered again.
// The file's own server (tests/support/fileServer.ts): a server that hangs takes no other file with it.

let server: TestStrapi;
const { api, login, me } = apiClient(() => server.apiUrl);
const streams: { close(): void }[] = [];
const open = async (token: string, lastEventId?: string) => {
  const events = await openEvents(server.apiUrl, token, { lastEventId });
  streams.push(events);
  expect(events.status).toBe(200);
  await events.next('ready');
  return events;
};
/** How long /_health takes to answer; fails when it does not within `timeoutMs`. */
const health = async (timeoutMs = 5000) => {
  const started = Date.now();
  const response = await fetch(`${server.url}/_health`, { signal: AbortSignal.timeout(timeoutMs) });
  expect(response.status).toBe(204);
  return Date.now() - started;
};

beforeAll(() => {
  server = fileServer();
});

afterAll(() => {
  streams.forEach((s) => s.close());
});

describe('a replay from 0 over many stored events', () => {
  it('leaves the server answering; the stream is told to reload and then gets what comes live', async () => {
    const doctor = await login(DEMO_ACCOUNTS.arzt);
    const rep = await login(DEMO_ACCOUNTS.sales);
    const repUser = await me(rep);
    // Streams of other users that receive nothing of what follows.
    await open(await login(DEMO_ACCOUNTS.operator));
    await open(await login(DEMO_ACCOUNTS.brandadmin));
    const repStream = await open(rep);
    const chat = await api('/chats', { token: doctor, method: 'POST', body: { data: { contact: repUser.id } } });
    expect([200, 201]).toContain(chat.status);
    const chatId = chat.body.data.id;
    // Cheap writes that each store two live events (doctor and rep): more than a replay holds.
    for (let i = 0; i < 600; i += 1) expect((await api(`/chats/${chatId}/read`, { token: doctor, method: 'POST' })).status).toBe(200);

    const replay = await openEvents(server.apiUrl, doctor, { lastEventId: '0' });
    streams.push(replay);
    await replay.next('reload', () => true, 15_000);
    for (let i = 0; i < 5; i += 1) await health();
    expect(replay.events.filter((e) => e.event === 'read')).toEqual([]);

    const text = `Nach dem Neuladen ${Date.now()}`;
    expect((await api(`/chats/${chatId}/messages`, { token: rep, method: 'POST', body: { data: { text } } })).status).toBe(201);
    await replay.next('message', (data) => data.message.text === text, 10_000);
    await repStream.next('message', (data) => data.message.text === text, 10_000);
    await health();
  });

  it('a replay within the limit sends what was missed once; a Last-Event-ID never handed out is told to reload', async () => {
    const doctor = await login(DEMO_ACCOUNTS.arzt);
    const rep = await login(DEMO_ACCOUNTS.sales);
    const chat = await api('/chats', { token: doctor, method: 'POST', body: { data: { contact: (await me(rep)).id } } });
    const chatId = chat.body.data.id;
    const first = await open(rep);
    const before = `Vorher ${Date.now()}`;
    await api(`/chats/${chatId}/messages`, { token: doctor, method: 'POST', body: { data: { text: before } } });
    await first.next('message', (data) => data.message.text === before, 10_000);
    const seen = first.lastId()!;
    first.close();
    const missed = [1, 2, 3].map((n) => `Verpasst ${n} ${Date.now()}`);
    for (const text of missed) await api(`/chats/${chatId}/messages`, { token: doctor, method: 'POST', body: { data: { text } } });

    const back = await open(rep, seen);
    await back.next('message', (data) => data.message.text === missed[2], 10_000);
    expect(back.events.filter((e) => e.event === 'message').map((e) => e.data.message.text)).toEqual(missed);
    expect(back.events.some((e) => e.event === 'reload')).toBe(false);

    const future = await open(rep, '999999999999');
    await future.next('reload');
  });
});

describe('streams per account', () => {
  let stamp = 0;
  /** A new doctor account connected to DermaSana's rep (jonas.becker@), signed in, with its chat with the rep. */
  const doctorOfRep = async (rep: string, repId: number) => {
    const name = `stroeme-${process.pid}-${Date.now().toString(36)}-${++stamp}`;
    const registered = await api('/auth/local/register', { method: 'POST', body: { username: name, email: `${name}@stroeme.test`, password: DEMO_PASSWORD } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.jwt as string;
    expect(
      (await api('/links/connect', { token, method: 'POST', body: { data: { link: 'dermasana-becker', consentVersion: CONSENT_TEXT_VERSION } } })).status,
    ).toBe(200);
    const chat = await api('/chats', { token, method: 'POST', body: { data: { contact: repId } } });
    expect([200, 201]).toContain(chat.status);
    /** A message of the rep to this doctor: every open stream of the doctor gets it. */
    const tell = async (text: string) =>
      expect((await api(`/chats/${chat.body.data.id}/messages`, { token: rep, method: 'POST', body: { data: { text } } })).status).toBe(201);
    return { token, tell };
  };
  const opened = async (token: string, n: number) => {
    const list = [];
    for (let i = 0; i < n; i += 1) list.push(await open(token));
    return list;
  };

  it('an account keeps 5 open streams on an instance: each one more closes its oldest, told `superseded`; the others and other accounts stay', async () => {
    const rep = await login('jonas.becker@example.com');
    const repId = (await me(rep)).id;
    const [many, other] = [await doctorOfRep(rep, repId), await doctorOfRep(rep, repId)];
    // Another account at the limit keeps all of its streams.
    const others = await opened(other.token, 5);
    const first = await opened(many.token, 5);
    // A sixth and a seventh, the last from a sign-in of its own: the two oldest end, in order.
    const later = [await open(many.token), await open(await login((await me(many.token)).email))];
    for (const stream of first.slice(0, 2)) {
      await stream.next('superseded');
      await stream.ended;
    }
    for (const stream of first.slice(0, 2)) expect(stream.events.map((e) => e.event)).toEqual(['ready', 'superseded']);

    // The five left, and the other account's five, get what comes live.
    const text = `Nach dem Ersetzen ${Date.now()}`;
    await many.tell(text);
    await other.tell(`${text} (andere)`);
    for (const stream of [...first.slice(2), ...later]) await stream.next('message', (data) => data.message.text === text, 10_000);
    for (const stream of others) await stream.next('message', (data) => data.message.text === `${text} (andere)`, 10_000);
    for (const stream of first.slice(0, 2)) expect(stream.events.map((e) => e.event)).toEqual(['ready', 'superseded']);
  });
});

describe('access ends everywhere at once', () => {
  let operator: string;
  let stamp = 0;
  /** A new doctor account, signed in, with its open stream. */
  const doctorWithStream = async (via: () => TestStrapi = () => server) => {
    const name = `zugang-${process.pid}-${Date.now().toString(36)}-${++stamp}`;
    const registered = await api('/auth/local/register', { method: 'POST', body: { username: name, email: `${name}@zugang.test`, password: DEMO_PASSWORD } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.jwt as string;
    const events = await openEvents(via().apiUrl, token);
    streams.push(events);
    await events.next('ready');
    return { id: registered.body.user.id as number, email: registered.body.user.email as string, token, events };
  };
  /** The stream ends within `ms`; fails otherwise. */
  const endsWithin = (events: { ended: Promise<void> }, ms = 5000) =>
    Promise.race([events.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);
  const refused = async (token: string) => {
    expect((await api('/users/me', { token })).status).toBe(401);
    // The stream's route signs its token in itself (guards/staff.ts): refused the same.
    const stream = await openEvents(server.apiUrl, token);
    stream.close();
    expect(stream.status).toBe(401);
  };

  beforeAll(async () => {
    operator = await login(DEMO_ACCOUNTS.operator);
  });

  it('blocking an account closes its open stream and refuses its token, also after it is unblocked', async () => {
    const doctor = await doctorWithStream();
    expect((await api(`/users/${doctor.id}`, { token: operator, method: 'PUT', body: { blocked: true } })).status).toBe(200);
    expect(await endsWithin(doctor.events)).toBe('ended');
    await refused(doctor.token);
    expect((await api(`/users/${doctor.id}`, { token: operator, method: 'PUT', body: { blocked: false } })).status).toBe(200);
    await refused(doctor.token);
    expect((await api('/users/me', { token: await login(doctor.email) })).status).toBe(200);
  });

  it('a password change closes the streams opened before it; the new token opens a new one', async () => {
    const doctor = await doctorWithStream();
    const changed = await api('/auth/change-password', {
      token: doctor.token,
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: 'Neu-Demo1234!', passwordConfirmation: 'Neu-Demo1234!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await endsWithin(doctor.events)).toBe('ended');
    await refused(doctor.token);
    const again = await open(changed.body.jwt);
    expect(await endsWithin(again, 1500)).toBe('still open');
  });

  it('taking a role or a brand away closes the streams; the token gets only what is left; giving a brand keeps them', async () => {
    const brands = await api('/brands?pagination[pageSize]=2&sort=name', { token: operator });
    const [first, second] = brands.body.data as { id: number; documentId: string }[];
    const doctor = await doctorWithStream();
    const given = await api(`/users/${doctor.id}`, { token: operator, method: 'PUT', body: { brands: { connect: [first.id, second.id] } } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await endsWithin(doctor.events, 1500)).toBe('still open');
    expect((await api('/users/me', { token: doctor.token })).status).toBe(200);

    const taken = await api(`/users/${doctor.id}`, { token: operator, method: 'PUT', body: { brands: { disconnect: [second.id] } } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await endsWithin(doctor.events)).toBe('ended');
    // Every request reads the brands anew: the token still signs in, with one brand left.
    const left = await api('/users/me?populate[0]=brands', { token: doctor.token });
    expect(left.status).toBe(200);
    expect(left.body.brands.map((b: { id: number }) => b.id)).toEqual([first.id]);

    // A first back-office role is a gain; taking it again ends the streams.
    const other = await doctorWithStream();
    const roles = (await api('/users-permissions/roles', { token: operator })).body.roles as { id: number; type: string }[];
    const role = (type: string) => roles.find((r) => r.type === type)!.id;
    expect((await api(`/users/${other.id}`, { token: operator, method: 'PUT', body: { role: role('sales') } })).status).toBe(200);
    expect(await endsWithin(other.events, 1500)).toBe('still open');
    expect((await api(`/users/${other.id}`, { token: operator, method: 'PUT', body: { role: role('authenticated') } })).status).toBe(200);
    expect(await endsWithin(other.events)).toBe('ended');
    expect((await api('/users/me?populate[0]=role', { token: other.token })).body.role.type).toBe('authenticated');
  });

  it('a deleted account’s stream closes', async () => {
    const doctor = await doctorWithStream();
    expect((await api(`/users/${doctor.id}`, { token: operator, method: 'DELETE' })).status).toBe(200);
    expect(await endsWithin(doctor.events)).toBe('ended');
    await refused(doctor.token);
  });

  it('an account blocked through one instance loses the stream it holds on another', async () => {
    const other = await startStrapi({}, { joining: server });
    try {
      const doctor = await doctorWithStream(() => other);
      expect((await api(`/users/${doctor.id}`, { token: operator, method: 'PUT', body: { blocked: true } })).status).toBe(200);
      expect(await endsWithin(doctor.events)).toBe('ended');
    } finally {
      await other.stop();
    }
  });
});
