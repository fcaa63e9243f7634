// The reference deployment's supervisor: a process that ends without being asked to is started
// again, after a delay that doubles with each quick failure (1 s, 2 s, 4 s … at most 30 s) and
// starts over once a process stayed up for a minute. Every restart is logged. deploy/start.mjs
// runs each instance under one; on a server, systemd does the same (deploy/systemd/, Restart=on-failure).

/** The delay before restart number `failures` (1, 2, …) of a run of quick failures. */
export const restartDelay = (failures, { minDelayMs = 1000, maxDelayMs = 30_000 } = {}) => Math.min(maxDelayMs, minDelayMs * 2 ** (failures - 1));

/**
 * Supervises the processes `spawnChild()` makes (each a ChildProcess). `log(line)` gets a line per
 * restart; `onSpawn(child)` each new process. stop(signal) ends supervision and the process; start()
 * begins it again.
 */
export const supervise = ({ name, spawnChild, log, onSpawn = () => {}, minDelayMs = 1000, maxDelayMs = 30_000, stableMs = 60_000 }) => {
  let child = null;
  let supervising = false;
  let timer = null;
  let failures = 0;
  let restarts = 0;

  const launch = () => {
    const startedAt = Date.now();
    const proc = spawnChild();
    child = proc;
    onSpawn(proc);
    proc.once('exit', (code, signal) => {
      if (!supervising || child !== proc) return;
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      const delayMs = restartDelay(failures, { minDelayMs, maxDelayMs });
      restarts += 1;
      log(`${name} (pid ${proc.pid}) ended unexpectedly (${signal ?? `exit code ${code}`}); restart ${restarts} in ${delayMs} ms`);
      timer = setTimeout(() => {
        timer = null;
        if (supervising) launch();
      }, delayMs);
    });
    return proc;
  };

  return {
    /** The current process (null before the first start). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Starts a process and supervises it; returns the process. */
    start() {
      supervising = true;
      failures = 0;
      if (timer) clearTimeout(timer);
      timer = null;
      return launch();
    },
    /** Ends supervision, then sends `signal` (SIGKILL after `killAfterMs`); resolves when the process has ended. */
    stop(signal = 'SIGTERM', killAfterMs = 20_000) {
      supervising = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const killer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
        proc.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        proc.kill(signal);
      });
    },
  };
};
