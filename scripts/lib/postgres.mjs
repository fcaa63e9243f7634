// A fresh PostgreSQL database on a server where the caller may create databases, and its drop:
// the test servers (tests/support/strapiServer.ts) and the benchmarks (bench/realtime.mjs) use it.
import pg from 'pg';

// A copy of a template is refused while another session is connected to the template, which a
// concurrent copy of the same template briefly is: a few tries, a moment apart.
const COPY_TRIES = 20;

/** A fresh database; with `template`, a copy of that database (CREATE DATABASE … TEMPLATE). */
export const createPostgresDatabase = async (adminUrl, prefix, { template } = {}) => {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        break;
      } catch (error) {
        // 55006: object_in_use ("source database … is being accessed by other users").
        if (!template || error.code !== '55006' || attempt >= COPY_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
