// The soak test's faults and its watch on the instances: one instance killed with SIGKILL and
// started again, the PostgreSQL server stopped for a while (30 s by default) and started again, or
// restarted at once, while the traffic goes on, and each instance's resident memory read
// from its /metrics every few seconds. A fault's window lasts from its start until every instance
// answers /_ready with 200 again, plus a grace period: errors inside it are reported apart.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const GRACE_MS = 10_000;

const ready = async (instance) => {
  try {
    return (await fetch(`${instance.url}/_ready`, { signal: AbortSignal.timeout(3000) })).status === 200;
  } catch {
    return false;
  }
};

const allReady = async (instances, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await Promise.all(instances.map(ready))).every(Boolean)) return true;
    await sleep(250);
  }
  return false;
};

/** Samples process_resident_memory_bytes of each instance every `everyMs` until stopped. */
export const watchMemory = ({ instances, metricsToken, startedAt, everyMs }) => {
  const samples = [];
  let stopped = false;
  const read = async (instance) => {
    try {
      const response = await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(5000) });
      const text = await response.text();
      const value = /^process_resident_memory_bytes\s+(\S+)/m.exec(text)?.[1];
      return value ? Math.round(Number(value) / 2 ** 20) : null;
    } catch {
      return null;
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const at = Date.now() - startedAt;
      const values = await Promise.all(instances.map(read));
      samples.push({ at, ...Object.fromEntries(instances.map((instance, i) => [instance.name, values[i]])) });
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
};

/**
 * At `killAt` ms: SIGKILL to the second instance, started again after `downMs`; at `restartDbAt` ms:
 * the database server stopped and started again `dbDownMs` later (0: restarted at once). Returns the
 * faults with their windows (ms since the start); the database's has `dbBack`, when it accepted
 * connections again.
 */
export const runFaults = async ({ instances, postgres, startedAt, killAt, restartDbAt, downMs = 5000, dbDownMs = 30_000, log }) => {
  const faults = [];
  const since = () => Date.now() - startedAt;
  const waitUntil = async (at) => {
    while (since() < at) await sleep(Math.min(1000, at - since()));
  };
  const victim = instances[1];

  await waitUntil(killAt);
  const kill = { what: `SIGKILL ${victim.name}, started again after ${downMs / 1000} s`, victim: victim.name, from: since() };
  log(`${kill.what} (at ${Math.round(kill.from / 1000)} s)`);
  await victim.stop('SIGKILL');
  // What the killed process sent before it died may be read here a little later (this process is busy):
  // a delivery read up to now is still in its at-least-once window.
  kill.exited = since();
  await sleep(downMs);
  await victim.start();
  kill.recovered = since();
  kill.to = kill.recovered + GRACE_MS;
  log(`${victim.name} ready again after ${Math.round((kill.recovered - kill.from) / 1000)} s`);
  faults.push(kill);

  await waitUntil(restartDbAt);
  const db = {
    what: dbDownMs ? `PostgreSQL stopped for ${dbDownMs / 1000} s (pg_ctl stop -m fast, then start)` : 'PostgreSQL restarted (pg_ctl restart -m fast)',
    database: true,
    from: since(),
  };
  log(`${db.what} (at ${Math.round(db.from / 1000)} s)`);
  if (dbDownMs) {
    await postgres.halt();
    db.stopped = since();
    await sleep(dbDownMs);
    await postgres.start();
  } else {
    await postgres.restart();
  }
  db.dbBack = since();
  db.recovered = (await allReady(instances)) ? since() : null;
  db.to = (db.recovered ?? since()) + GRACE_MS;
  log(
    `database back after ${Math.round((db.dbBack - db.from) / 1000)} s, both instances ready after ${Math.round(((db.recovered ?? since()) - db.from) / 1000)} s`,
  );
  faults.push(db);
  return faults;
};
