import { prepareTemplates } from './templateDatabases';

// The server project: the demo data seeded once into templates (SQLite, and PostgreSQL for the
// tests of several instances on it); each file's own server starts on a copy (tests/support/fileServer.ts).
export default async function setup() {
  return prepareTemplates({ postgres: true });
}
