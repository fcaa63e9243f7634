// Push fan-out benchmark (issue 12): how fast the delivery worker sends a post's pushes to 100,000
// tokens through firebase-admin against a test double of FCM that takes 50 ms per call
// (tests/support/fcmStandIn.mjs), and how long the publish call takes with 0 and with 100,000
// favoriters. Run: npm run bench:push   (run `node server/scripts/compile.js` first)
// Writes bench/results/push.json and prints Markdown tables for bench/REPORT.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDir, call, login, machine, median, percentile, root, startServer } from './lib/server.mjs';
import { startFcmStandIn, standInServiceAccount } from '../tests/support/fcmStandIn.mjs';
import { addFavoriters } from '../tests/support/bulkFavoriters.mjs';

const TOKENS = Number(process.env.BENCH_PUSH_TOKENS ?? 100_000);
const LATENCY_MS = Number(process.env.BENCH_PUSH_LATENCY_MS ?? 50);
const RUNS = Number(process.env.BENCH_PUSH_RUNS ?? 3);
const PUBLISHES_EMPTY = Number(process.env.BENCH_PUSH_PUBLISHES ?? 20);
const ms = (n) => `${Math.round(n)} ms`;
const s = (n) => `${(n / 1000).toFixed(1)} s`;

/** Peak resident memory of a process (Linux), in MiB. */
const peakRssMiB = (pid) => {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
};

const main = async () => {
  const fcm = await startFcmStandIn({ latencyMs: LATENCY_MS });
  const dbFile = path.join(benchDir, 'push.db');
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(dbFile + suffix, { force: true });
  const server = await startServer({
    dbFile,
    databaseUrl: '',
    env: { NODE_ENV: 'test', FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()), FCM_ENDPOINT: fcm.url },
  });
  try {
    const admin = await login(server.api, 'brandadmin@example.com');
    const operator = await login(server.api, 'operator@example.com');
    const brandId = async (name) => (await call(server.api, `/brands?filters[name][$eq]=${name}`, { token: operator })).json.data[0].documentId;
    const [withFans, without] = [await brandId('Cardiovia'), await brandId('DermaSana')];
    const draft = async (title, brand) =>
      (await call(server.api, '/posts', { token: admin, body: { data: { title, type: 'news', brand } } })).json.data.documentId;
    const publish = async (postId) => {
      const started = performance.now();
      const { status } = await call(server.api, `/posts/${postId}/publish`, { token: admin, method: 'POST' });
      if (status !== 200) throw new Error(`publish: ${status}`);
      return performance.now() - started;
    };
    const delivery = async (postId) => (await call(server.api, `/posts/${postId}/notification`, { token: admin })).json.data;

    // 1. Publishing without recipients (DermaSana's one demo favoriter has no token).
    const empty = [];
    for (let i = 0; i < PUBLISHES_EMPTY; i++) empty.push(await publish(await draft(`Ohne Empfänger ${i}`, without)));

    // 2. 100,000 favoriters of Cardiovia, each with a token.
    const seedStarted = performance.now();
    await addFavoriters({ dbFile, brandName: 'Cardiovia', count: TOKENS, tokenOf: (i) => `bench-token-${i}`, prefix: 'bench-fan' });
    const seedMs = performance.now() - seedStarted;
    // better-sqlite3 blocked this process meanwhile: let fetch notice the connections the server closed.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // 3. Publish, then wait for the last push; one run after the other.
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const postId = await draft(`Hunderttausend ${r}`, withFans);
      const requestsBefore = fcm.requests;
      const started = performance.now();
      const publishMs = await publish(postId);
      let record;
      for (;;) {
        record = await delivery(postId);
        if (record?.state === 'done') break;
        if (performance.now() - started > 600_000) throw new Error('delivery did not finish within 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const totalMs = performance.now() - started;
      const delivered = fcm.deliveries(postId);
      const twice = [...delivered.values()].filter((n) => n > 1).length;
      runs.push({
        publishMs,
        totalMs,
        recipients: record.recipients,
        sent: record.sent,
        failed: record.failed,
        delivered: delivered.size,
        twice,
        requests: fcm.requests - requestsBefore,
      });
      console.log(
        `run ${r + 1}: publish ${ms(publishMs)}, all ${delivered.size} delivered after ${s(totalMs)} (${Math.round(delivered.size / (totalMs / 1000))}/s)`,
      );
    }

    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      tokens: TOKENS,
      latencyMs: LATENCY_MS,
      seedMs: Math.round(seedMs),
      publishEmpty: { n: empty.length, p50: median(empty), p95: percentile(empty, 95), max: Math.max(...empty) },
      runs,
      serverPeakRssMiB: peakRssMiB(server.pid),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/push.json'), JSON.stringify(result, null, 2));

    const fanout = runs.map((r) => r.totalMs);
    console.log(`\nSeeding ${TOKENS} favoriters: ${s(seedMs)}; server peak RSS ${result.serverPeakRssMiB} MiB\n`);
    console.log('| Publish call (POST /api/posts/:id/publish) | n | p50 | p95 | max |');
    console.log('|---|---|---|---|---|');
    console.log(`| 0 favoriters | ${empty.length} | ${ms(median(empty))} | ${ms(percentile(empty, 95))} | ${ms(Math.max(...empty))} |`);
    const pubs = runs.map((r) => r.publishMs);
    console.log(
      `| ${TOKENS.toLocaleString('en')} favoriters | ${pubs.length} | ${ms(median(pubs))} | ${ms(percentile(pubs, 95))} | ${ms(Math.max(...pubs))} |`,
    );
    console.log(
      `\n| Fan-out to ${TOKENS.toLocaleString('en')} tokens, ${LATENCY_MS} ms per FCM call | run | publish → record done | pushes/s | delivered | delivered twice | FCM requests |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    runs.forEach((r, i) =>
      console.log(`| | ${i + 1} | ${s(r.totalMs)} | ${Math.round(r.delivered / (r.totalMs / 1000))} | ${r.delivered} | ${r.twice} | ${r.requests} |`),
    );
    console.log(`| median | | ${s(median(fanout))} | | | | |`);
  } catch (error) {
    console.error(server.log().slice(-4000));
    throw error;
  } finally {
    await server.stop();
    await fcm.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
