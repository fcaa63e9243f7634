// The soak test's numbers: per call, how many, errors and p50/p95/p99 through nginx; the error rate
// inside and outside the fault windows; memory per instance by minute; Markdown for bench/REPORT.md.
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const round = (n) => (n === null ? null : Math.round(n));

/** A call in flight at any moment of a fault's window (begun before it, or ended in it) counts as inside. */
const inWindow = (faults, at, ms = 0) => faults.some((f) => at + ms >= f.from && at <= f.to);

export const summarize = ({ calls, faults }) => {
  const traffic = calls.filter((c) => !['setup', 'check'].includes(c.name));
  const byName = new Map();
  for (const c of traffic) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const perCall = [...byName].map(([name, list]) => {
    const ms = list
      .filter((c) => c.ok)
      .map((c) => c.ms)
      .sort((a, b) => a - b);
    return {
      name,
      n: list.length,
      errors: list.filter((c) => !c.ok).length,
      errorsOutsideFaults: list.filter((c) => !c.ok && !inWindow(faults, c.at, c.ms)).length,
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      p99: round(percentile(ms, 99)),
    };
  });
  perCall.sort((a, b) => b.n - a.n);
  const outside = traffic.filter((c) => !inWindow(faults, c.at, c.ms));
  const inside = traffic.filter((c) => inWindow(faults, c.at, c.ms));
  const rate = (list) => (list.length ? list.filter((c) => !c.ok).length / list.length : 0);
  const statuses = {};
  for (const c of traffic.filter((x) => !x.ok)) statuses[c.status || c.error] = (statuses[c.status || c.error] ?? 0) + 1;
  const failed = traffic.filter((c) => !c.ok);
  const examples = (inside) => failed.filter((c) => inWindow(faults, c.at, c.ms) === inside).slice(0, 20);
  return {
    calls: traffic.length,
    errorRate: rate(traffic),
    errorRateOutsideFaults: rate(outside),
    errorRateInsideFaults: rate(inside),
    callsInsideFaults: inside.length,
    errorsByStatus: statuses,
    errorsOutsideFaults: examples(false),
    errorsInsideFaults: examples(true),
    perCall,
  };
};

/** Memory per instance by minute: the highest sample of each minute (MiB; null when it was down). */
export const memoryByMinute = (samples, names) => {
  const minutes = new Map();
  for (const s of samples) {
    const m = Math.floor(s.at / 60_000);
    const row = minutes.get(m) ?? Object.fromEntries(names.map((n) => [n, null]));
    for (const n of names) if (s[n] !== null && (row[n] === null || s[n] > row[n])) row[n] = s[n];
    minutes.set(m, row);
  }
  return [...minutes].map(([minute, row]) => ({ minute, ...row }));
};

const pct = (x) => `${(x * 100).toFixed(2)} %`;

export const markdown = (result) => {
  const { summary, invariants, memory, faults } = result;
  const lines = [
    `Soak ${result.minutes} min at ${result.rate} calls/s (${summary.calls} calls), ${result.machine}`,
    '',
    '| Call | n | errors | of them outside fault windows | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...summary.perCall.map((c) => `| ${c.name} | ${c.n} | ${c.errors} | ${c.errorsOutsideFaults} | ${c.p50} | ${c.p95} | ${c.p99} |`),
    '',
    `Error rate: ${pct(summary.errorRate)} overall, ${pct(summary.errorRateOutsideFaults)} outside the fault windows (bound ${pct(result.errorBound)}), ` +
      `${pct(summary.errorRateInsideFaults)} of ${summary.callsInsideFaults} calls inside them; errors by status: ${JSON.stringify(summary.errorsByStatus)}`,
    '',
    '| Fault | at | ready again after | window |',
    '|---|---|---|---|',
    ...faults.map(
      (f) =>
        `| ${f.what} | ${Math.round(f.from / 1000)} s | ${f.recovered === null ? '–' : `${Math.round((f.recovered - f.from) / 1000)} s`} | ${Math.round(f.from / 1000)}–${Math.round(f.to / 1000)} s |`,
    ),
    '',
    '| Invariant | count | must be |',
    '|---|---|---|',
    `| chat messages accepted | ${invariants.chat.accepted} (on ${result.streams} streams) | |`,
    `| chat messages lost (per stream) | ${invariants.chat.lost} | 0 |`,
    `| chat messages duplicated (per stream) | ${invariants.chat.duplicated} | 0 |`,
    `| scheduled publications | ${invariants.scheduled.scheduled} | |`,
    `| scheduled publications run twice | ${invariants.scheduled.ranTwice} | 0 |`,
    `| scheduled publications missed | ${invariants.scheduled.missed + invariants.scheduled.unknown} | 0 |`,
    `| pushes delivered (${invariants.pushes.posts} posts × ${result.favoriters} favoriters) | ${invariants.pushes.delivered} | |`,
    `| pushes delivered twice | ${invariants.pushes.twice} | 0 |`,
    `| pushes sent again after the SIGKILL (answered by FCM, not yet recorded: decision 0015) | ${invariants.pushes.afterCrash ?? 0} | reported |`,
    `| pushes missing | ${invariants.pushes.missing} | 0 |`,
    `| invitation mails (accepted / received) | ${invariants.mails.invitations} / ${invariants.mails.received} | |`,
    `| mails sent twice | ${invariants.mails.twice} | 0 |`,
    `| mails sent again after the SIGKILL (accepted, not yet recorded) | ${invariants.mails.afterCrash ?? 0} | reported |`,
    `| mails missing | ${invariants.mails.missing} | 0 |`,
    '',
    `| Minute | ${result.instances.join(' RSS MiB | ')} RSS MiB |`,
    `|---|${result.instances.map(() => '---').join('|')}|`,
    ...memory.map((row) => `| ${row.minute} | ${result.instances.map((n) => row[n] ?? 'down').join(' | ')} |`),
  ];
  return lines.join('\n');
};
