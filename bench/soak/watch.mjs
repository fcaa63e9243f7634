// The soak test's watch on the database and the instances, once a second: PostgreSQL's client
// connections (pg_stat_activity while the server answers; the established TCP connections to its
// port from /proc/net/tcp always, so that an outage's connections are counted too), and each
// instance's /_health, /_ready and one API call straight to it (GET /api/users/me, which reads the
// database). Each tick starts on time whatever the last one does; every request has a timeout.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A /_health slower than this counts as not answered. */
export const HEALTH_TIMEOUT_MS = 5000;
const ESTABLISHED = '01';

/** Established client-side TCP connections to 127.0.0.1:`port` (the peer's port is `port`), from /proc/net/tcp and tcp6. */
export const tcpConnections = (port) => {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (state === ESTABLISHED && remote?.endsWith(`:${hex}`) && !local.endsWith(`:${hex}`)) n += 1;
    }
  }
  return n;
};

const status = async (url, { headers, timeoutMs = 3000 } = {}) => {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - t0) };
  } catch {
    return { status: null, ms: Math.round(performance.now() - t0) };
  }
};

/**
 * Samples every `everyMs` until stopped: `{ at, pg, pgIdle, tcp, <instance name>: { health, healthMs, ready, serves } }`
 * (`at` in ms since `startedAt`; `pg` and `pgIdle`, the idle ones of them, null when the server did not answer). The soak's own
 * connection (one) is among those counted.
 */
export const watchDeployment = ({ instances, postgresUrl, pgPort, token, startedAt, everyMs = 1000 }) => {
  const samples = [];
  let client = null;
  const clientConnections = async () => {
    try {
      if (!client) {
        const next = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1000, query_timeout: 2000 });
        next.on('error', () => undefined);
        await next.connect().catch(async (error) => {
          await next.end().catch(() => undefined);
          throw error;
        });
        client = next;
      }
      const { rows } = await client.query(
        "SELECT count(*)::int AS n, (count(*) FILTER (WHERE state = 'idle'))::int AS idle FROM pg_stat_activity WHERE backend_type = 'client backend'",
      );
      return rows[0];
    } catch {
      const old = client;
      client = null;
      await old?.end().catch(() => undefined);
      return null;
    }
  };
  const instanceState = async (instance) => {
    const [health, ready, serves] = await Promise.all([
      status(`${instance.url}/_health`, { timeoutMs: HEALTH_TIMEOUT_MS }),
      status(`${instance.url}/_ready`),
      status(`${instance.url}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } }),
    ]);
    return { health: health.status, healthMs: health.ms, ready: ready.status, serves: serves.status };
  };
  let busy = false;
  const tick = async () => {
    const at = Date.now() - startedAt;
    const sample = { at, tcp: tcpConnections(pgPort) };
    // One pg_stat_activity query at a time (a single connection); a tick meanwhile leaves it out.
    const pgCount = busy ? Promise.resolve(undefined) : ((busy = true), clientConnections().finally(() => (busy = false)));
    const states = await Promise.all(instances.map(instanceState));
    const counted = await pgCount;
    if (counted !== undefined) Object.assign(sample, { pg: counted?.n ?? null, pgIdle: counted?.idle ?? null });
    instances.forEach((instance, i) => (sample[instance.name] = states[i]));
    samples.push(sample);
  };
  let stopped = false;
  const inFlight = new Set();
  const loop = (async () => {
    let next = performance.now();
    while (!stopped) {
      const running = tick().catch(() => undefined);
      inFlight.add(running);
      running.finally(() => inFlight.delete(running));
      next += everyMs;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
      await client?.end().catch(() => undefined);
      samples.sort((a, b) => a.at - b.at);
    },
  };
};
