// A person's data export of a large account (issue 37, item 2): the sales rep's chat with 30,000
// messages more than the cap of one file (20,000), downloaded through GET /api/privacy/export.
// Measures the time, the archive's size and the server's peak memory, and checks that the list
// stopped at its cap and says so.
//
//   node server/scripts/compile.js && npm run bench:privacy-export
//
// Uses a database of its own (node_modules/.cache/bench/privacy-export.db, seeded afresh each run)
// and writes bench/results/privacy-export-sqlite.json.
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import yauzl from 'yauzl';
import { benchDir, call, login, machine, root, startServer } from './lib/server.mjs';

const MESSAGES = 30000;
const DB_FILE = path.join(benchDir, 'privacy-export.db');
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server's resident memory now (Linux), in bytes. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** One file of a zip in memory, as text. */
const fileOf = (bytes, name) =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks = [];
          stream.on('data', (c) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the archive`)));
      zip.readEntry();
    }),
  );

/** Adds `count` messages from the rep to the chat, in the database itself (the API would count them). */
const addMessages = (salesId, chatId, count) => {
  const db = new Database(DB_FILE, { timeout: 10_000 });
  const now = Date.now();
  db.transaction(() => {
    const insert = db.prepare('insert into messages (document_id, text, created_at, updated_at, published_at) values (?, ?, ?, ?, ?)');
    const toChat = db.prepare('insert into messages_chat_lnk (message_id, chat_id) values (?, ?)');
    const fromRep = db.prepare('insert into messages_sender_lnk (message_id, user_id) values (?, ?)');
    for (let i = 0; i < count; i++) {
      const at = now - (count - i) * 1000;
      const { lastInsertRowid } = insert.run(`bench${i}`.padEnd(24, 'x'), `Nachricht ${i} aus dem Export-Benchmark.`, at, at, at);
      toChat.run(lastInsertRowid, chatId);
      fromRep.run(lastInsertRowid, salesId);
    }
  })();
  db.close();
};

const main = async () => {
  rmSync(DB_FILE, { force: true });
  mkdirSync(benchDir, { recursive: true });
  let server = await startServer({ dbFile: DB_FILE });
  try {
    const token = await login(server.api, 'sales@example.com');
    const me = (await call(server.api, '/users/me', { token })).json;
    const chat = (await call(server.api, '/chats', { token })).json.data[0];
    const chatRow = new Database(DB_FILE, { readonly: true }).prepare('select id from chats where document_id = ?').get(chat.id);
    addMessages(me.id, chatRow.id, MESSAGES);

    let peak = rssOf(server.pid);
    const before = peak;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peak = Math.max(peak, rssOf(server.pid));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const start = performance.now();
    const response = await fetch(`${server.api}/privacy/export`, { headers: { Authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = Math.round(performance.now() - start);
    running = false;
    await sampler;
    if (response.status !== 200) throw new Error(`export: ${response.status} ${bytes.toString('utf8').slice(0, 200)}`);
    const messages = JSON.parse(await fileOf(bytes, 'nachrichten.json'));

    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      messagesStored: MESSAGES + 3,
      messagesInArchive: messages.items.length,
      complete: messages.complete,
      bytes: bytes.length,
      ms,
      rssBeforeMb: mb(before),
      rssPeakMb: mb(peak),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/privacy-export-sqlite.json'), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
    console.log('\n| Messages stored | In the archive | complete | Zip size | Time | Server RSS |\n|---|---|---|---|---|---|');
    console.log(
      `| ${result.messagesStored} | ${result.messagesInArchive} | ${result.complete} | ${mb(result.bytes)} MB | ${ms} ms | ${result.rssBeforeMb} → ${result.rssPeakMb} MB |`,
    );
  } finally {
    await server.stop();
    server = null;
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
