// Choosing the adapter, loading the Firebase one lazily, and keeping its SDK out of the main bundle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRealtimePort } from '../../src/realtime';
import { lazyPort } from '../../src/realtime/lazyPort';
import { createSession } from '../../src/providers/session';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import type { RealtimeEvent, RealtimeListener, RealtimePort } from '../../src/realtime/port';
import { MemoryStorage } from '../support/memoryStorage';

const firebaseCalls = vi.hoisted(() => [] as { config: unknown; userId: number | null }[]);
// The Firebase adapter itself is tested in realtime.firebase.test.ts; here only its selection.
vi.mock('../../src/realtime/firebaseAdapter', () => ({
  createFirebaseRealtime: (config: unknown, deps: { currentUserId: () => number | null }) => {
    firebaseCalls.push({ config, userId: deps.currentUserId() });
    return { listChats: async () => [{ id: 'from-firebase' }], subscribe: () => () => undefined } as unknown as RealtimePort;
  },
}));

const httpDouble = () => {
  const paths: string[] = [];
  const http: HttpClient = {
    apiUrl: '/api',
    request: async <T>(path: string, _options?: RequestOptions) => {
      paths.push(path);
      return { data: [] } as T;
    },
    download: () => Promise.reject(new Error('no downloads here')),
  };
  return { http, paths };
};

describe('createRealtimePort', () => {
  it('uses our server unless the server names Firebase and its settings', async () => {
    for (const env of [{ realtime: 'server' as const }, { realtime: 'firebase' as const }]) {
      const { http, paths } = httpDouble();
      await createRealtimePort(env, http, createSession(new MemoryStorage())).listChats();
      expect(paths).toEqual(['/chats']);
    }
    expect(firebaseCalls).toEqual([]);
  });

  it('loads the Firebase adapter on first use with the Firebase settings of the server and the session user', async () => {
    const session = createSession(new MemoryStorage());
    session.signIn('jwt', { id: 42 });
    const { http, paths } = httpDouble();
    const port = createRealtimePort(
      {
        realtime: 'firebase',
        firebase: { apiKey: 'key', authDomain: 'x.firebaseapp.com', databaseURL: 'https://x.firebasedatabase.app', projectId: 'x', appId: '1:2:web:3' },
      },
      http,
      session,
    );
    expect(firebaseCalls).toEqual([]);
    expect(await port.listChats()).toEqual([{ id: 'from-firebase' }]);
    expect(firebaseCalls).toEqual([
      {
        config: { apiKey: 'key', authDomain: 'x.firebaseapp.com', databaseURL: 'https://x.firebasedatabase.app', projectId: 'x', appId: '1:2:web:3' },
        userId: 42,
      },
    ]);
    expect(paths).toEqual([]);
  });
});

/** adapterDouble: a port that records calls and lets the test emit events. */
const adapterDouble = () => {
  const calls: string[] = [];
  const listeners = new Set<RealtimeListener>();
  const port: RealtimePort = {
    connect: (me) => void calls.push(`connect ${me.id}`),
    disconnect: () => void calls.push('disconnect'),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    listChats: async () => (calls.push('listChats'), []),
    openChat: async (id) => (calls.push(`openChat ${id}`), { id: 'c', contact: { id, name: 'X' }, lastMessage: null, unread: 0 }),
    listMessages: async (chatId) => (calls.push(`listMessages ${chatId}`), []),
    sendMessage: async (chatId, text) => (calls.push(`send ${text}`), { id: 'm', chatId, senderId: 1, text, createdAt: '', readAt: null, clientId: null }),
    markRead: async (chatId) => void calls.push(`markRead ${chatId}`),
  };
  return { port, calls, emit: (e: RealtimeEvent) => listeners.forEach((l) => l(e)) };
};

describe('lazyPort', () => {
  it('waits for the adapter, keeps connect/disconnect in order and forwards events', async () => {
    const adapter = adapterDouble();
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const port = lazyPort(async () => (await loaded, adapter.port));
    const events: RealtimeEvent[] = [];
    port.subscribe((e) => events.push(e));
    port.connect({ id: 1 });
    port.disconnect();
    port.connect({ id: 2 });
    const sent = port.sendMessage('c', 'Hallo');
    expect(adapter.calls).toEqual([]);
    release();
    await sent;
    expect(adapter.calls).toEqual(['disconnect', 'connect 2', 'send Hallo']);
    adapter.emit({ type: 'connection', state: 'online' });
    expect(events).toEqual([{ type: 'connection', state: 'online' }]);
  });

  it('a disconnect before the adapter arrived leaves it unconnected', async () => {
    const adapter = adapterDouble();
    const port = lazyPort(async () => adapter.port);
    port.connect({ id: 1 });
    port.disconnect();
    await port.listChats();
    expect(adapter.calls).toEqual(['disconnect', 'listChats']);
  });

  it('a failed load rejects the call and is tried again on the next one', async () => {
    const adapter = adapterDouble();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(adapter.port);
    const port = lazyPort(load);
    await expect(port.listChats()).rejects.toThrow('chunk failed');
    await port.markRead('c');
    expect(load).toHaveBeenCalledTimes(2);
    expect(adapter.calls).toEqual(['markRead c']);
  });
});

describe('bundle', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('only the Firebase adapter imports the SDK, and only through a dynamic import', () => {
    const src = join(__dirname, '../../src');
    for (const file of files(src)) {
      const name = relative(src, file);
      const code = readFileSync(file, 'utf8');
      if (name !== join('realtime', 'firebaseAdapter.ts')) expect(code, name).not.toMatch(/from ['"]firebase|import\(['"]firebase/);
      expect(code, name).not.toMatch(/from ['"][./]+(realtime\/)?firebaseAdapter['"]/);
    }
    expect(readFileSync(join(src, 'realtime/index.ts'), 'utf8')).toContain("import('./firebaseAdapter')");
  });
});
