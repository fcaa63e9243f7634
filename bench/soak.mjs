// Soak test of the reference deployment (deploy/): nginx in front of two instances on one
// PostgreSQL database, driven through nginx with a mix of the product's calls at a stated rate,
// while one instance is killed with SIGKILL and started again and the database server is stopped
// for 30 s. Reports error rate, p50/p95/p99 per call, chat messages lost or duplicated, scheduled
// publications run twice or missed, pushes and mails sent twice, memory per instance over time, and
// every second the connections to PostgreSQL and each instance's /_health and /_ready
// (soak/watch.mjs, soak/outage.mjs).
//
//   npm run bench:soak                         10 minutes at 6 calls/s, the database down for 30 s
//   npm run bench:soak -- --minutes 2 --rate 6 (CI: .ci/run)
//   --db-down-seconds S                        the outage's length (0: pg_ctl restart instead)
//   --recover-seconds S                        how soon after the database each instance must serve (15)
//
// It starts its own PostgreSQL server (deploy/postgres.mjs), so the outage touches nobody else,
// and stand-ins for FCM (tests/support/fcmStandIn.mjs) and SMTP (smtp-server). Exits with 1 when
// an invariant breaks or more than ERROR_BOUND of the calls outside the fault windows fail. No
// latency thresholds. Writes bench/results/soak-<minutes>min.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentSecrets, ensureDatabase, startDeployment } from '../deploy/start.mjs';
import { trustCertificate } from '../deploy/tls.mjs';
import { startOwnPostgres } from '../deploy/postgres.mjs';
import { startFcmStandIn, standInServiceAccount } from '../tests/support/fcmStandIn.mjs';
import { freePort, root, snapshotServer } from './lib/server.mjs';
import { createClient, openStream } from './soak/client.mjs';
import { runFaults, watchMemory } from './soak/faults.mjs';
import { attributeToCrash, broken, settle, startSmtpInbox } from './soak/invariants.mjs';
import { analyseOutage, outageMarkdown, outageTimeline } from './soak/outage.mjs';
import { markdown, memoryByMinute, summarize } from './soak/report.mjs';
import { MIX, prepare, runTraffic } from './soak/traffic.mjs';
import { watchDeployment } from './soak/watch.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '6' },
    favoriters: { type: 'string', default: '40' },
    'db-down-seconds': { type: 'string', default: '30' },
    'recover-seconds': { type: 'string', default: '15' },
    'skip-compile': { type: 'boolean', default: false },
  },
});
const MINUTES = Number(options.minutes);
const RATE = Number(options.rate);
const FAVORITERS = Number(options.favoriters);
const DB_DOWN_MS = Number(options['db-down-seconds']) * 1000;
const RECOVER_MS = Number(options['recover-seconds']) * 1000;
/** Each instance's pool (stated, so that the connection bound is computed from the value in force). */
const POOL_MAX = 10;
/** Calls outside the fault windows that may fail (timeouts on a shared machine), as a share. */
const ERROR_BOUND = 0.01;
const SWEEP_SECONDS = 10;
/** The claims' leases: a killed instance's unrecorded pushes and mails are sent again after them. */
const PUSH_LEASE_MS = 60_000;
const MAIL_LEASE_MS = 60_000;
const log = (line) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

const main = async () => {
  if (!options['skip-compile']) execFileSync(process.execPath, [path.join(root, 'server/scripts/compile.js')], { stdio: 'inherit' });
  const [port, httpPort, portA, portB, pgPort, smtpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
  const cleanup = [];
  let exitCode = 1;
  try {
    const postgres = await startOwnPostgres({ port: pgPort });
    cleanup.unshift(() => postgres.stop());
    const databaseUrl = await ensureDatabase(postgres.url, 'markenportal_soak');
    const fcm = await startFcmStandIn();
    // When each push was delivered (the stand-in keeps the messages only), to place a duplicate in time.
    fcm.deliveryTimes = [];
    /** Post and token → when each of its pushes was delivered (epoch ms). */
    fcm.deliveredAt = new Map();
    const delivered = fcm.state.messages;
    delivered.push = (message) => {
      const key = `${message.data?.postId} ${message.token}`;
      fcm.deliveredAt.set(key, [...(fcm.deliveredAt.get(key) ?? []), Date.now()]);
      fcm.deliveryTimes.push({ postId: message.data?.postId, at: new Date().toISOString().slice(11, 22) });
      return Array.prototype.push.call(delivered, message);
    };
    cleanup.unshift(() => fcm.close());
    const inbox = await startSmtpInbox(smtpPort);
    cleanup.unshift(() => inbox.stop());
    const runDir = path.join(root, 'node_modules/.cache/soak');
    rmSync(runDir, { recursive: true, force: true });
    log(`starting PostgreSQL on ${pgPort}, two instances on ${portA} and ${portB}, nginx on ${port} (logs in ${runDir})`);
    const deployment = await startDeployment({
      databaseUrl,
      port,
      httpPort,
      instancePorts: [portA, portB],
      runDir,
      // The traffic signs in with the demo accounts; secrets of this run only, and its own certificate.
      demo: true,
      secrets: deploymentSecrets(),
      tlsDir: path.join(runDir, 'tls'),
      // A copy of server/dist: a compile in this work tree meanwhile does not change what a restart starts.
      distDir: await snapshotServer(),
      env: {
        FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()),
        FCM_ENDPOINT: fcm.url,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        MAIL_FROM: 'Markenportal <portal@soak.test>',
        // One client address and a few accounts make all the traffic: the per-account and per-IP
        // limits would refuse most of it.
        RATE_LIMITS: 'false',
        AUTH_RATELIMIT: 'false',
        SCHEDULE_SWEEP_SECONDS: String(SWEEP_SECONDS),
        // A killed instance's claimed mails come back after a minute, not ten.
        MAIL_LEASE_MS: String(MAIL_LEASE_MS),
        PUSH_LEASE_MS: String(PUSH_LEASE_MS),
        LOG_FORMAT: 'text',
        DATABASE_POOL_MAX: String(POOL_MAX),
        STRAPI_LOG_LEVEL: 'warn',
      },
    });
    cleanup.unshift(() => deployment.stop());
    // The calls go to nginx over HTTPS, with its self-signed certificate.
    trustCertificate(deployment.ca);
    const { instances } = deployment;

    const startedAt = Date.now();
    const client = createClient(deployment.url, startedAt);
    const ctx = await prepare({ client, databaseUrl, fans: FAVORITERS });
    const streams = [
      ['sales', ctx.sales],
      ['sales', ctx.sales],
      ['doctor', ctx.doctor],
      ['doctor', ctx.doctor],
    ].map(([label, user]) => openStream(deployment.url, user.jwt, { chatId: ctx.chatId, label }));
    cleanup.unshift(() => Promise.all(streams.map((s) => s.close())));
    await new Promise((r) => setTimeout(r, 2000));

    const durationMs = MINUTES * 60_000;
    const trafficStart = Date.now() - startedAt;
    const watch = watchDeployment({ instances, postgresUrl: postgres.url, pgPort, token: ctx.sales.jwt, startedAt });
    cleanup.unshift(() => watch.stop());
    const memory = watchMemory({ instances, metricsToken: deployment.metricsToken, startedAt, everyMs: MINUTES > 3 ? 10_000 : 5000 });
    log(`traffic for ${MINUTES} min at ${RATE} calls/s; ${FAVORITERS} favoriters with a device each`);
    const faultsDone = runFaults({
      instances,
      postgres,
      startedAt,
      killAt: trafficStart + durationMs * 0.3,
      restartDbAt: trafficStart + durationMs * 0.6,
      dbDownMs: DB_DOWN_MS,
      log,
    });
    const made = await runTraffic({ client, ctx, rate: RATE, until: () => Date.now() - startedAt >= trafficStart + durationMs });
    const faults = await faultsDone;
    log(`traffic done: ${made.started} calls started (${made.skipped} skipped at the bound of calls in flight); waiting for the workers`);
    const lastScheduled = Math.max(0, ...made.scheduled.map((s) => s.executeAt));
    const invariants = await settle({
      client,
      ctx,
      made,
      streams,
      fcm,
      inbox,
      notBefore: lastScheduled + 2 * SWEEP_SECONDS * 1000,
      timeoutMs: 120_000,
    });
    await memory.stop();
    await watch.stop();
    for (const url of made.uploads) rmSync(path.join(root, 'server/public', url), { force: true });

    const names = instances.map((i) => i.name);
    const outage = analyseOutage({
      samples: watch.samples,
      faults,
      names,
      calls: client.calls,
      poolMax: POOL_MAX,
      recoverWithinMs: RECOVER_MS,
      postgresLog: readFileSync(postgres.logFile, 'utf8'),
    });
    const timeline = outageTimeline({ samples: watch.samples, faults, names, calls: client.calls });
    const result = {
      date: new Date().toISOString(),
      minutes: MINUTES,
      rate: RATE,
      mix: MIX,
      favoriters: FAVORITERS,
      streams: streams.length,
      errorBound: ERROR_BOUND,
      machine: `${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.version}`,
      instances: names,
      faults,
      summary: summarize({ calls: client.calls, faults }),
      invariants,
      streamConnects: streams.map((s) => ({ label: s.state.label, connects: s.state.connects, failedConnects: s.state.failedConnects })),
      memory: memoryByMinute(memory.samples, names),
      memorySamples: memory.samples,
      outage,
      outageTimeline: timeline,
      watchSamples: watch.samples,
    };
    // Second deliveries that the SIGKILL explains (attributeToCrash) are reported, not counted as twice.
    const kill = faults.find((fault) => fault.what.startsWith('SIGKILL'));
    if (kill) {
      const pushes = attributeToCrash(fcm.deliveredAt, startedAt + (kill.exited ?? kill.from), PUSH_LEASE_MS);
      const mails = attributeToCrash(inbox.times, startedAt + (kill.exited ?? kill.from), MAIL_LEASE_MS);
      Object.assign(invariants.pushes, pushes);
      Object.assign(invariants.mails, mails);
    }
    const failures = [...broken(invariants), ...outage.failures];
    if (result.summary.errorRateOutsideFaults > ERROR_BOUND) failures.push(`error rate outside the fault windows above ${ERROR_BOUND * 100} %`);
    result.failures = failures;
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, `bench/results/soak-${MINUTES}min.json`), JSON.stringify(result, null, 2));
    console.log(`\n${markdown(result)}\n`);
    const db = faults.find((fault) => fault.database);
    if (db) console.log(`${outageMarkdown({ outage, timeline, names, db })}\n`);
    console.log(failures.length ? `SOAK FAILED: ${failures.join('; ')}` : 'Soak passed: every invariant holds.');
    exitCode = failures.length ? 1 : 0;
  } finally {
    for (const step of cleanup) await Promise.resolve(step()).catch((error) => console.error(error));
  }
  process.exit(exitCode);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
