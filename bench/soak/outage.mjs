// What must hold around the soak's database outage, from the samples of watch.mjs: the connections
// to PostgreSQL stay within every instance's pool plus its realtime listener (docs/operations.md,
// "Database outages") plus the soak's own; every instance answers /_health throughout (but the one
// killed on purpose while it is down); after the database is back every instance is ready and
// serves an API call within `recoverWithinMs`; PostgreSQL never refused a client as too many.
import { HEALTH_TIMEOUT_MS } from './watch.mjs';

const SOAK_OWN_CONNECTIONS = 1;
const BUCKET_MS = 5000;

const connectionsOf = (sample) => Math.max(sample.tcp, sample.pg ?? 0);
const secondsOf = (ms) => (ms === null ? null : Math.round(ms / 100) / 10);

/** Statuses seen in a bucket, most frequent first ("200", "503/200", "–" for no answer). */
const statuses = (values) => {
  const counts = new Map();
  for (const v of values) counts.set(v ?? '–', (counts.get(v ?? '–') ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([v]) => v)
      .join('/') || ' '
  );
};

export const analyseOutage = ({ samples, faults, names, calls, poolMax, recoverWithinMs, postgresLog }) => {
  const db = faults.find((fault) => fault.database);
  const kill = faults.find((fault) => fault.what.startsWith('SIGKILL'));
  const bound = (poolMax + 1) * names.length + SOAK_OWN_CONNECTIONS;
  const inOutage = (at) => db && at >= db.from && at < db.dbBack;
  const peak = (list, of) => list.reduce((max, s) => Math.max(max, of(s) ?? 0), 0);
  const connections = {
    bound,
    max: peak(samples, connectionsOf),
    maxDuringOutage: peak(
      samples.filter((s) => inOutage(s.at)),
      connectionsOf,
    ),
    maxPgStatActivity: peak(samples, (s) => s.pg),
    maxTcp: peak(samples, (s) => s.tcp),
  };
  // A request in flight when the kill came (or until the instance was ready again) is the kill's.
  const killedNow = (name, at, ms) => kill && name === kill.victim && at + ms >= kill.from && at <= kill.recovered;
  const healthMisses = [];
  for (const s of samples)
    for (const name of names)
      if (s[name].health !== 204 && !killedNow(name, s.at, s[name].healthMs))
        healthMisses.push({ name, at: s.at, status: s[name].health, ms: s[name].healthMs });
  const recovery = Object.fromEntries(
    names.map((name) => {
      const after = db ? samples.filter((s) => s.at >= db.dbBack) : [];
      const first = (ok) => after.find((s) => ok(s[name]))?.at ?? null;
      const ready = first((x) => x.ready === 200);
      const serves = first((x) => x.serves === 200);
      const both = ready === null || serves === null ? null : Math.max(ready, serves) - db.dbBack;
      return [name, { readyAfterMs: ready === null ? null : ready - db.dbBack, servesAfterMs: serves === null ? null : serves - db.dbBack, backAfterMs: both }];
    }),
  );
  const tooManyClients = (postgresLog.match(/too many clients/g) ?? []).length;
  const traffic = calls.filter((c) => !['setup', 'check'].includes(c.name));
  const perSecond = [];
  for (const c of traffic) {
    const s = Math.floor(c.at / 1000);
    perSecond[s] ??= { s, calls: 0, errors: 0 };
    perSecond[s].calls += 1;
    if (!c.ok) {
      const e = Math.floor((c.at + c.ms) / 1000);
      perSecond[e] ??= { s: e, calls: 0, errors: 0 };
      perSecond[e].errors += 1;
    }
  }
  const failures = [
    connections.max > bound && `${connections.max} connections to PostgreSQL at once, above ${bound}`,
    healthMisses.length && `/_health unanswered ${healthMisses.length} times (within ${HEALTH_TIMEOUT_MS / 1000} s)`,
    ...names.map((name) => {
      const back = recovery[name].backAfterMs;
      return (back === null || back > recoverWithinMs) && `${name} not ready and serving within ${recoverWithinMs / 1000} s of the database`;
    }),
    tooManyClients && `PostgreSQL refused ${tooManyClients} connections as too many clients`,
  ].filter(Boolean);
  return {
    connections,
    healthMisses: healthMisses.slice(0, 50),
    healthMissCount: healthMisses.length,
    recovery,
    recoverWithinMs,
    tooManyClients,
    perSecond: perSecond.filter(Boolean),
    failures,
  };
};

/**
 * Every 5 s from 15 s before the outage (its start begins a row) to 30 s after the database is back:
 * connections, readiness, calls started and errors answered in the row.
 */
export const outageTimeline = ({ samples, faults, names, calls }) => {
  const db = faults.find((fault) => fault.database);
  if (!db) return [];
  const from = db.from - 3 * BUCKET_MS;
  const to = db.dbBack + 30_000;
  const traffic = calls.filter((c) => !['setup', 'check'].includes(c.name));
  const rows = [];
  for (let t = from; t < to; t += BUCKET_MS) {
    const inside = samples.filter((s) => s.at >= t && s.at < t + BUCKET_MS);
    rows.push({
      at: t,
      phase: t < db.from ? 'before' : t + BUCKET_MS <= db.dbBack ? 'down' : 'back',
      // The sample with the most connections, and how many of them were idle then.
      ...(() => {
        const top = inside.filter((s) => typeof s.pg === 'number').sort((a, b) => b.pg - a.pg)[0];
        return { pg: top?.pg ?? null, pgIdle: top?.pgIdle ?? null };
      })(),
      tcp: inside.length ? Math.max(...inside.map((s) => s.tcp)) : null,
      ...Object.fromEntries(
        names.map((name) => [name, { ready: statuses(inside.map((s) => s[name].ready)), serves: statuses(inside.map((s) => s[name].serves)) }]),
      ),
      calls: traffic.filter((c) => c.at >= t && c.at < t + BUCKET_MS).length,
      errors: traffic.filter((c) => !c.ok && c.at + c.ms >= t && c.at + c.ms < t + BUCKET_MS).length,
    });
  }
  return rows;
};

export const outageMarkdown = ({ outage, timeline, names, db }) => {
  const { connections, recovery } = outage;
  return [
    `Database down ${Math.round(db.from / 1000)}–${Math.round(db.dbBack / 1000)} s. Connections to PostgreSQL at most ${connections.max} ` +
      `(bound ${connections.bound}: (DATABASE_POOL_MAX + 1) × ${names.length} + the soak's 1), ${connections.maxDuringOutage} while it was down; ` +
      `pg_stat_activity at most ${connections.maxPgStatActivity}, established TCP at most ${connections.maxTcp}. ` +
      `/_health unanswered: ${outage.healthMissCount}. "too many clients" in PostgreSQL's log: ${outage.tooManyClients}.`,
    '',
    `| s | database | pg_stat_activity (idle) | TCP | ${names.map((n) => `${n} /_ready | ${n} API`).join(' | ')} | calls | errors |`,
    `|---|---|---|---|${names.map(() => '---|---').join('|')}|---|---|`,
    ...timeline.map(
      (r) =>
        `| ${Math.round(r.at / 1000)} | ${r.phase} | ${r.pg === null ? '–' : `${r.pg} (${r.pgIdle})`} | ${r.tcp ?? '–'} | ${names.map((n) => `${r[n].ready} | ${r[n].serves}`).join(' | ')} | ${r.calls} | ${r.errors} |`,
    ),
    '',
    '| Instance | /_ready 200 after the database is back | API 200 after | must be within |',
    '|---|---|---|---|',
    ...names.map(
      (n) =>
        `| ${n} | ${secondsOf(recovery[n].readyAfterMs) ?? 'never'} s | ${secondsOf(recovery[n].servesAfterMs) ?? 'never'} s | ${outage.recoverWithinMs / 1000} s |`,
    ),
  ].join('\n');
};
