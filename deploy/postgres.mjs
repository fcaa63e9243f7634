// A throwaway PostgreSQL server of its own (Debian's binaries, initdb in a temporary directory, a
// free port on 127.0.0.1) for the soak test, which stops and starts its database server: doing that to the
// machine's shared cluster would break everybody else's connections. As root, the server runs as
// the `postgres` user (PostgreSQL refuses root).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const binDir = () => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
};

const asRoot = process.getuid?.() === 0;
const command = (binary, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir(), binary), ...args]] : [path.join(binDir(), binary), args]);
const run = (binary, args) => execFileSync(...command(binary, args), { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() }).toString();
/** The same without blocking this process (the soak's traffic goes on meanwhile). */
const runAsync = (binary, args) => promisify(execFile)(...command(binary, args), { cwd: tmpdir() });

/** Starts a fresh cluster on `port`; returns its URL (user postgres, no password on 127.0.0.1), restart(), halt(), start() and stop(). */
export const startOwnPostgres = async ({ port }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '-N']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=100`;
  const ctlArgs = (args) => ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', ...args];
  run('pg_ctl', ctlArgs(['start']));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    /** A fast restart: open connections are ended, the server is back when this resolves. */
    restart: () => runAsync('pg_ctl', ctlArgs(['-m', 'fast', 'restart'])),
    /** Stops the server (fast: open connections are ended) and keeps its data for start(). */
    halt: () => runAsync('pg_ctl', ctlArgs(['-m', 'fast', 'stop'])),
    /** Starts the halted server again; resolves when it accepts connections. */
    start: () => runAsync('pg_ctl', ctlArgs(['start'])),
    stop: () => {
      try {
        run('pg_ctl', ctlArgs(['-m', 'immediate', 'stop']));
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
