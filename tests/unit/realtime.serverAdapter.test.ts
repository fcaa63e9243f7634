// The server adapter's REST mapping and its event stream: parsing, online/offline, reconnect
// with backoff, idle watchdog and disconnect, against a test double of fetch (fake timers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerRealtime, reconnectDelay } from '../../src/realtime/serverAdapter';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import type { RealtimeEvent } from '../../src/realtime/port';

const encoder = new TextEncoder();

interface StreamCall {
  url: string;
  headers: Headers;
  at: number;
  aborted: boolean;
  send(text: string | Uint8Array): void;
  close(): void;
}

/** fetchDouble: a test double of fetch for the event stream; the test writes to each response body. */
const fetchDouble = () => {
  const calls: StreamCall[] = [];
  const outcomes: (number | Error)[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const call: StreamCall = {
      url: String(input),
      headers: new Headers(init?.headers),
      at: Date.now(),
      aborted: false,
      send: (chunk) => body.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
      close: () => body.close(),
    };
    calls.push(call);
    const outcome = outcomes.shift() ?? 200;
    if (outcome instanceof Error) throw outcome;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (body = c) });
    // Like fetch: aborting the signal errors the body.
    init?.signal?.addEventListener('abort', () => {
      call.aborted = true;
      try {
        body.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        /* already closed */
      }
    });
    return new Response(stream, { status: outcome, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { fetch: impl as typeof fetch, calls, failNext: (...o: (number | Error)[]) => outcomes.push(...o) };
};

/** httpDouble: records the adapter's REST calls and answers { data }. */
const httpDouble = (answer: unknown = [], answerOf: (path: string, options?: RequestOptions) => unknown = () => answer) => {
  const requests: { path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    apiUrl: 'http://api.test/api',
    async request<T>(path: string, options?: RequestOptions) {
      requests.push({ path, options });
      return { data: answerOf(path, options) } as T;
    },
    download: () => Promise.reject(new Error('no downloads here')),
  };
  return { http, requests };
};

const tick = () => vi.advanceTimersByTimeAsync(0);
const READY = 'event: ready\ndata: {}\n\n';

let token: string | null;
let net: ReturnType<typeof fetchDouble>;
let events: RealtimeEvent[];
let port: ReturnType<typeof createServerRealtime>;
const connection = () => events.filter((e) => e.type === 'connection').map((e) => (e as { state: string }).state);

beforeEach(() => {
  vi.useFakeTimers();
  token = 'jwt-1';
  net = fetchDouble();
  events = [];
  port = createServerRealtime(httpDouble().http, () => token, 'http://api.test/api/', net.fetch);
  port.subscribe((e) => events.push(e));
});
afterEach(() => {
  port.disconnect();
  vi.useRealTimers();
});

describe('server adapter: event stream', () => {
  it('opens the stream with the bearer token and is online only after ready', async () => {
    port.connect({ id: 5 });
    await tick();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].url).toBe('http://api.test/api/realtime/events');
    expect(net.calls[0].headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(net.calls[0].headers.get('Accept')).toBe('text/event-stream');
    net.calls[0].send(': ping\n\n');
    await tick();
    expect(events).toEqual([]);
    net.calls[0].send(READY);
    await tick();
    expect(events).toEqual([{ type: 'connection', state: 'online' }]);
  });

  it('turns frames into port events, also when a chunk ends inside a character', async () => {
    port.connect({ id: 5 });
    await tick();
    const message = { id: 'm1', chatId: 'c1', senderId: 6, text: 'Grüße 👋\nZeile 2', createdAt: '2025-01-01T10:00:00.000Z', readAt: null };
    const bytes = encoder.encode(`${READY}event: message\ndata: ${JSON.stringify({ chatId: 'c1', message })}\n\n`);
    const cut = encoder.encode(`${READY}event: message\ndata: ${JSON.stringify({ chatId: 'c1', message }).split('👋')[0]}`).length + 2; // inside the emoji
    net.calls[0].send(bytes.slice(0, cut));
    net.calls[0].send(bytes.slice(cut));
    net.calls[0].send('event: read\r\ndata: {"chatId":"c1","readerId":6}\r\n\r\n');
    net.calls[0].send('event: contact-added\ndata: {"contact":{"id":9,"name":"Lena Wagner"}}\n\n');
    net.calls[0].send('event: unknown\ndata: {}\n\nevent: message\ndata: {kaputt\n\n');
    await tick();
    expect(events).toEqual([
      { type: 'connection', state: 'online' },
      { type: 'message', chatId: 'c1', message },
      { type: 'read', chatId: 'c1', readerId: 6 },
      { type: 'contact-added', contact: { id: 9, name: 'Lena Wagner' } },
    ]);
  });

  it('a dropped stream is offline, then reconnects after 1 s and is online after ready', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(READY);
    await tick();
    net.calls[0].close();
    await tick();
    expect(connection()).toEqual(['online', 'offline']);
    await vi.advanceTimersByTimeAsync(999);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    expect(connection()).toEqual(['online', 'offline']);
    net.calls[1].send(READY);
    await tick();
    expect(connection()).toEqual(['online', 'offline', 'online']);
  });

  it('reconnects with the id of the last event it got, so that the server sends what came meanwhile', async () => {
    port.connect({ id: 5 });
    await tick();
    expect(net.calls[0].headers.get('Last-Event-ID')).toBeNull();
    net.calls[0].send(`${READY}id: 41\nevent: read\ndata: {"chatId":"c1","readerId":7}\n\nid: 42\nevent: read\ndata: {"chatId":"c1","readerId":7}\n\n`);
    await tick();
    net.calls[0].close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[1].headers.get('Last-Event-ID')).toBe('42');
  });

  it('backs off 1, 2, 4, 8, 15, 15 s while refused or unreachable, and starts again at 1 s after a ready', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    net.failNext(503, new TypeError('fetch failed'), 504, 500, 502, 503);
    port.connect({ id: 5 });
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = net.calls.slice(1).map((c, i) => c.at - net.calls[i].at);
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(connection()).toEqual(['offline']);
    const ok = net.calls[6];
    ok.send(READY);
    await tick();
    ok.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls).toHaveLength(8);
    expect(connection()).toEqual(['offline', 'online', 'offline']);
  });

  it('stops asking when the stream is refused with 401: the session ended (blocked, password changed)', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(READY);
    await tick();
    net.failNext(401);
    net.calls[0].close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(2);
    // The drop said "offline"; the refusal says the session ended, never "offline" again (that would promise a reconnect).
    expect(connection()).toEqual(['online', 'offline']);
    expect(events.at(-1)).toEqual({ type: 'session-ended' });
  });

  it('passes a reload frame on (more was missed than the server replays), and its id is sent back next time', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(`${READY}id: 9000\nevent: reload\ndata: {}\n\n`);
    await tick();
    expect(events).toEqual([{ type: 'connection', state: 'online' }, { type: 'reload' }]);
    net.calls[0].close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[1].headers.get('Last-Event-ID')).toBe('9000');
  });

  it('a stream closed for a newer tab of the account (superseded) waits for its user, then reconnects once with its Last-Event-ID', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(`${READY}id: 77\nevent: read\ndata: {"chatId":"c1","readerId":7}\n\nevent: superseded\ndata: {}\n\n`);
    await tick();
    net.calls[0].close();
    // No reconnect while the tab is left alone: it would close the newer tab's stream in turn.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(net.calls).toHaveLength(1);
    // The network is fine: not offline (the field app would say so).
    expect(connection()).toEqual(['online']);
    window.dispatchEvent(new Event('focus'));
    await tick();
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1].headers.get('Last-Event-ID')).toBe('77');
    net.calls[1].send(READY);
    await tick();
    // Back to the usual: a focus on an open stream does nothing.
    window.dispatchEvent(new Event('focus'));
    await tick();
    expect(net.calls).toHaveLength(2);
    expect(connection()).toEqual(['online']);
  });

  it('does not wait out the backoff when the browser reports the network is back', async () => {
    net.failNext(503, 503, 503, 503);
    port.connect({ id: 5 });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(net.calls).toHaveLength(4);
    window.dispatchEvent(new Event('online'));
    await tick();
    expect(net.calls).toHaveLength(5);
  });

  it('gives up a silent stream after 45 s; pings keep it alive', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(READY);
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(20_000);
      net.calls[0].send(': ping\n\n');
    }
    await tick();
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(net.calls[0].aborted).toBe(true);
    expect(connection()).toEqual(['online', 'offline']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls).toHaveLength(2);
  });

  it('disconnect aborts the stream and stops reconnecting, without an offline event', async () => {
    port.connect({ id: 5 });
    await tick();
    net.calls[0].send(READY);
    await tick();
    port.disconnect();
    await tick();
    expect(net.calls[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(net.calls).toHaveLength(1);
    expect(connection()).toEqual(['online']);
    // also while waiting to reconnect
    net.failNext(503);
    port.connect({ id: 5 });
    await tick();
    port.disconnect();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(net.calls).toHaveLength(2);
  });

  it('connect again replaces the stream; without a token it waits and tries again', async () => {
    port.connect({ id: 5 });
    await tick();
    port.connect({ id: 5 });
    await tick();
    expect(net.calls.map((c) => c.aborted)).toEqual([true, false]);
    port.disconnect();
    token = null;
    port.connect({ id: 5 });
    await tick();
    expect(net.calls).toHaveLength(2);
    token = 'jwt-2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[2].headers.get('Authorization')).toBe('Bearer jwt-2');
  });
});

describe('server adapter: REST calls', () => {
  it('maps the port onto /chats', async () => {
    const chat = { id: 'x', contact: { id: 6, name: 'Anna Arzt' }, lastMessage: null, unread: 0 };
    const { http, requests } = httpDouble(null, (path, options) => (path === '/chats' ? (options?.method === 'POST' ? chat : [chat]) : []));
    const rest = createServerRealtime(http, () => 'jwt', '/api', net.fetch);
    expect(await rest.listChats()).toEqual([chat]);
    expect(await rest.openChat(6)).toEqual(chat);
    await rest.listMessages('doc/1');
    await rest.sendMessage('doc1', 'Hallo\nWelt');
    expect(await rest.markRead('doc1')).toBeUndefined();
    expect(requests).toEqual([
      { path: '/chats', options: { method: undefined, body: undefined } },
      { path: '/chats', options: { method: 'POST', body: { data: { contact: 6 } } } },
      { path: '/chats/doc%2F1/messages', options: { method: undefined, body: undefined } },
      { path: '/chats/doc1/messages', options: { method: 'POST', body: { data: { text: 'Hallo\nWelt' } } } },
      { path: '/chats/doc1/read', options: { method: 'POST' } },
    ]);
    expect(net.calls).toEqual([]);
  });

  it("passes the HttpClient's errors on", async () => {
    const error = Object.assign(new Error('app.errors.forbidden'), { status: 403 });
    const http: HttpClient = { apiUrl: '/api', request: () => Promise.reject(error), download: () => Promise.reject(error) };
    await expect(createServerRealtime(http, () => 'jwt', '/api', net.fetch).openChat(9)).rejects.toBe(error);
  });
});
