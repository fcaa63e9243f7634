import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Lease, PoolCall } from './serverPool';
import { startStrapi, type TestStrapi } from './strapiServer';

// Each test file of the server and e2e projects gets a server to itself, on the demo data as seeded
// in the run's template (tests/support/templateDatabases.ts), from before its first test until after
// its last: a file finds the demo data as seeded, whatever ran before it, and need not undo what it
// changed. The server is leased from the project's pool (tests/support/serverPool.ts), which resets
// it to the template between files; a file with settings of its own (withFileServerEnv) gets a
// server started for it alone, as does every file when the pool is off (TEST_DATABASE_URL).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the project's server pool; empty when every file starts its own server. */
    serverPool: string;
  }
}

const state = globalThis as {
  markenportalFileServer?: TestStrapi;
  markenportalWithoutFileServer?: boolean;
  markenportalFileServerEnv?: Record<string, string>;
};

/** This file's server. */
export const fileServer = (): TestStrapi => {
  if (!state.markenportalFileServer) throw new Error('No server for this test file: it is started in a setup file (vitest.config.ts).');
  return state.markenportalFileServer;
};

/**
 * Said at the top of a test file that needs no server (pure functions) or starts servers of its own
 * with other settings: its tests start without waiting for one.
 */
export const withoutFileServer = () => {
  state.markenportalWithoutFileServer = true;
};

/**
 * Said at the top of a test file whose server needs settings of its own (a rate limit switched on,
 * a copy of the web app it changes): they are laid over the project's, on a server for this file alone.
 */
export const withFileServerEnv = (env: Record<string, string>) => {
  state.markenportalFileServerEnv = env;
};

const poolRequest = async (pool: string, request: string, body: object) => {
  const response = await fetch(`${pool}${request}`, { method: 'POST', body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`Server pool ${request}: ${text}`);
  return JSON.parse(text) as unknown;
};

/** A server of the pool, for this file until its stop() gives it back. */
const leaseServer = async (pool: string): Promise<TestStrapi> => {
  const lease = (await poolRequest(pool, '/lease', {})) as Lease;
  const call = (method: PoolCall, extra: object = {}) => poolRequest(pool, '/call', { id: lease.id, method, ...extra });
  return {
    url: lease.url,
    apiUrl: lease.apiUrl,
    dbFile: lease.dbFile,
    databaseUrl: lease.databaseUrl,
    // What the server wrote while this file had it.
    log: () => readFileSync(lease.logFile).subarray(lease.logOffset).toString(),
    restart: async (pauseMs) => void (await call('restart', { pauseMs })),
    down: async () => (await call('down')) as Awaited<ReturnType<TestStrapi['down']>>,
    crash: async () => void (await call('crash')),
    up: async () => void (await call('up')),
    stop: async () => void (await poolRequest(pool, '/release', { id: lease.id })),
  };
};

/** Registers the start and stop of this file's server (called from the projects' setup files). */
export const useFileServer = (env: () => Record<string, string> = () => ({})) => {
  // Runs after the test file was loaded: a withoutFileServer() at its top has been said by then.
  beforeAll(async () => {
    if (state.markenportalWithoutFileServer) return;
    const pool = inject('serverPool');
    state.markenportalFileServer =
      pool && !state.markenportalFileServerEnv ? await leaseServer(pool) : await startStrapi({ ...env(), ...state.markenportalFileServerEnv });
  }, 120_000);
  afterAll(async () => {
    await state.markenportalFileServer?.stop();
    delete state.markenportalFileServer;
    delete state.markenportalWithoutFileServer;
    delete state.markenportalFileServerEnv;
  });
};
