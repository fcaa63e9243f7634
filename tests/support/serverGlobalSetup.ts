import type { TestProject } from 'vitest/node';
import { startServerPool } from './serverPool';
import { prepareTemplates } from './templateDatabases';

// The server project: the demo data seeded once into templates (SQLite, and PostgreSQL for the
// tests of several instances on it); each file's server is leased from a pool of servers reset to
// the template between files (tests/support/fileServer.ts).
export default async function setup(project: TestProject) {
  const removeTemplates = await prepareTemplates({ postgres: true });
  const pool = await startPool(project, {});
  project.provide('serverPool', pool?.url ?? '');
  return async () => {
    await pool?.close();
    await removeTemplates();
  };
}

/** The project's pool of servers, on SQLite only (TEST_DATABASE_URL: every file starts its own). */
export const startPool = (project: TestProject, env: Record<string, string>) =>
  process.env.TEST_DATABASE_URL ? Promise.resolve(null) : startServerPool(env, { idle: Number(project.config.maxWorkers) || 3 });
