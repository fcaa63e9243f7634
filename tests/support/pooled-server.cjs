// Loaded by the pooled test servers only (NODE_OPTIONS=--require, tests/support/serverPool.ts), never
// by production's serve.js. One server serves many test files one after another; between two files
// the pool sends { reset: <template file> } over the IPC channel and this puts the server back to
// what a fresh start on a copy of the template would be (docs/testing.md, "One server per worker"):
//
// - the background work of the previous file ends first: the push, mail, Web Push and retention
//   workers finish or give back what they hold (their own stop functions, as at a shutdown), the
//   realtime streams are ended and the hub's transport stopped, so nothing of that file is written
//   afterwards;
// - every table gets the template's rows, in one transaction on the server's own connection
//   (SQLite: ATTACH, DELETE, INSERT … SELECT); the ids go on from where they were (sqlite_sequence
//   keeps the larger value), so the realtime hub's read position stays valid and a late answer of
//   the previous file can never update a row of the next;
// - the mails the previous file's server wrote (MAIL_DIR) are deleted;
// - the workers and the hub start again.
//
// A worker or cache added to server/src/index.ts that a file can change must be stopped and started
// here too.
const path = require('path');
const { readdirSync, rmSync } = require('fs');

const WORKERS = [
  ['api/notification/services/push-delivery', 'stopPushDelivery', 'startPushDelivery'],
  ['mail/mail-worker', 'stopMailDelivery', 'startMailDelivery'],
  ['web-push/web-push-worker', 'stopWebPushDelivery', 'startWebPushDelivery'],
  ['retention/retention-worker', 'stopRetention', 'startRetention'],
];

/** The compiled server's module (the same instance Strapi loaded: the require cache holds it). */
const serverModule = (strapi, name) => require(path.join(strapi.dirs.dist.src, name));

const replaceRows = (db, template) => {
  db.prepare('ATTACH DATABASE ? AS template').run(template);
  try {
    const tables = db.prepare("SELECT name FROM template.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all();
    const quote = (name) => `"${name.replaceAll('"', '""')}"`;
    db.transaction(() => {
      // Rows refer to each other: the checks wait until the commit, when all are back.
      db.pragma('defer_foreign_keys = ON');
      // All deletes before any insert: a delete's ON DELETE CASCADE reaches rows of other tables.
      for (const table of tables) db.prepare(`DELETE FROM main.${quote(table)}`).run();
      for (const table of tables) db.prepare(`INSERT INTO main.${quote(table)} SELECT * FROM template.${quote(table)}`).run();
      db.prepare(
        `INSERT OR REPLACE INTO main.sqlite_sequence (name, seq)
           SELECT t.name, max(t.seq, coalesce((SELECT m.seq FROM main.sqlite_sequence m WHERE m.name = t.name), 0))
           FROM template.sqlite_sequence t`,
      ).run();
    })();
  } finally {
    db.prepare('DETACH DATABASE template').run();
  }
};

const reset = async (template) => {
  const strapi = global.strapi;
  const hub = strapi.service('api::realtime.realtime-hub');
  await Promise.all(WORKERS.map(([name, stop]) => serverModule(strapi, name)[stop]()));
  await hub.stop();
  const client = strapi.db.connection.client;
  const db = await client.acquireConnection();
  try {
    replaceRows(db, template);
  } finally {
    await client.releaseConnection(db);
  }
  const mailDir = process.env.MAIL_DIR;
  if (mailDir) for (const entry of safeList(mailDir)) rmSync(path.join(mailDir, entry), { recursive: true, force: true });
  await hub.start();
  for (const [name, , start] of WORKERS) serverModule(strapi, name)[start](strapi);
};

const safeList = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

if (process.send) {
  process.on('message', (message) => {
    if (!message || typeof message.reset !== 'string') return;
    reset(message.reset).then(
      () => process.send({ reset: 'done' }),
      (error) => process.send({ reset: 'failed', error: String(error && error.stack ? error.stack : error) }),
    );
  });
  // The IPC channel alone keeps no server alive that stops.
  process.channel?.unref();
}
