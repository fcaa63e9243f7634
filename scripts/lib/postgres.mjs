// A fresh PostgreSQL database on a server where the caller may create databases, and its drop:
// the test servers (tests/support/strapiServer.ts) and the benchmarks (bench/realtime.mjs) use it.
import pg from 'pg';

export const createPostgresDatabase = async (adminUrl, prefix) => {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
