import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPooledStrapi, testTemplates, type PooledStrapi } from './strapiServer';

// One server per worker instead of one per file (docs/testing.md, "One server per worker"). A
// project's global setup keeps a pool of servers in Vitest's main process; a test file leases one
// for its duration (tests/support/fileServer.ts) and gives it back after its last test. A server
// given back is reset to the run's template (tests/support/pooled-server.cjs) before it is leased
// again: the next file finds the demo data as seeded, as on a server of its own. A boot costs about
// 3 s of CPU, a reset a few hundredths.
//
// The workers reach the pool over HTTP on 127.0.0.1 (a worker is another process).

/** What a file's process needs of a leased server (tests/support/fileServer.ts). */
export interface Lease {
  id: number;
  url: string;
  apiUrl: string;
  dbFile: string;
  databaseUrl: string | null;
  logFile: string;
  logOffset: number;
}

/** What a leased server does on a file's behalf (TestStrapi's methods that change its process). */
export type PoolCall = 'restart' | 'down' | 'crash' | 'up';

type Entry = { id: number; server: PooledStrapi; leased: boolean; ready: Promise<boolean>; idleTimer?: NodeJS.Timeout };

/** A server idle this long is stopped: the project it served is done, or has fewer files left than workers. */
const IDLE_MS = 60_000;

const body = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return (text ? JSON.parse(text) : {}) as { id?: number; method?: PoolCall; pauseMs?: number };
};

/**
 * A pool of servers started with `env`, at most `idle` of them kept between files. Only on SQLite
 * (the reset replaces a file's rows); with TEST_DATABASE_URL every file boots its own server.
 */
export const startServerPool = async (env: Record<string, string>, { idle }: { idle: number }) => {
  const template = testTemplates().sqlite;
  if (!template) throw new Error('The server pool needs the SQLite template (tests/support/templateDatabases.ts).');
  const entries = new Map<number, Entry>();
  let nextId = 1;
  let closed = false;

  const discard = async (entry: Entry) => {
    clearTimeout(entry.idleTimer);
    entries.delete(entry.id);
    await entry.server.stop();
  };

  const add = (server: PooledStrapi, leased: boolean) => {
    const entry: Entry = { id: nextId++, server, leased, ready: Promise.resolve(true) };
    entries.set(entry.id, entry);
    return entry;
  };

  /** Back to the template, then idle (or stopped, beyond `idle` idle servers). */
  const giveBack = (entry: Entry) => {
    entry.leased = false;
    if (closed || !entry.server.running()) return void discard(entry);
    entry.ready = entry.server.reset(template).then(
      () => true,
      (error: unknown) => {
        console.error(`A pooled test server could not be reset, it is stopped: ${String(error)}`);
        return false;
      },
    );
    const idleOnes = [...entries.values()].filter((e) => !e.leased);
    if (idleOnes.length > idle) return void discard(entry);
    entry.idleTimer = setTimeout(() => void discard(entry), IDLE_MS);
    entry.idleTimer.unref();
  };

  const lease = async (): Promise<Entry> => {
    for (;;) {
      const entry = [...entries.values()].find((e) => !e.leased);
      if (!entry) return add(await startPooledStrapi(env), true);
      entry.leased = true;
      clearTimeout(entry.idleTimer);
      if (await entry.ready) return entry;
      await discard(entry);
    }
  };

  const describe = (entry: Entry): Lease => ({
    id: entry.id,
    url: entry.server.url,
    apiUrl: entry.server.apiUrl,
    dbFile: entry.server.dbFile,
    databaseUrl: entry.server.databaseUrl,
    logFile: entry.server.logFile,
    logOffset: entry.server.logSize(),
  });

  const http = createServer((request, response) => {
    void (async () => {
      const { id, method, pauseMs } = await body(request);
      const entry = id === undefined ? undefined : entries.get(id);
      if (request.url === '/lease') return describe(await lease());
      if (!entry) throw new Error(`No pooled server ${id}`);
      if (request.url === '/release') return void giveBack(entry);
      if (method === 'restart') return void (await entry.server.restart(pauseMs));
      if (method === 'down') return await entry.server.down();
      if (method === 'crash' || method === 'up') return void (await entry.server[method]());
      throw new Error(`Unknown pool request ${request.url} ${method}`);
    })().then(
      (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null)),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    /** Takes a server started elsewhere with startPooledStrapi (the e2e setup's sign-in server) into the pool. */
    adopt: (server: PooledStrapi) => giveBack(add(server, true)),
    async close() {
      closed = true;
      http.close();
      await Promise.all([...entries.values()].map(discard));
    },
  };
};
