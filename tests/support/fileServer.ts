import { afterAll, beforeAll } from 'vitest';
import { startStrapi, type TestStrapi } from './strapiServer';

// Each test file of the server and e2e projects gets a server of its own, on its own copy of the
// run's seeded template (tests/support/templateDatabases.ts), started before its first test and
// stopped after its last: a file finds the demo data as seeded, whatever ran before it, and need
// not undo what it changed.

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
 * a copy of the web app it changes): they are laid over the project's.
 */
export const withFileServerEnv = (env: Record<string, string>) => {
  state.markenportalFileServerEnv = env;
};

/** Registers the start and stop of this file's server (called from the projects' setup files). */
export const useFileServer = (env: () => Record<string, string> = () => ({})) => {
  // Runs after the test file was loaded: a withoutFileServer() at its top has been said by then.
  beforeAll(async () => {
    if (!state.markenportalWithoutFileServer) state.markenportalFileServer = await startStrapi({ ...env(), ...state.markenportalFileServerEnv });
  }, 120_000);
  afterAll(async () => {
    await state.markenportalFileServer?.stop();
    delete state.markenportalFileServer;
    delete state.markenportalWithoutFileServer;
    delete state.markenportalFileServerEnv;
  });
};
