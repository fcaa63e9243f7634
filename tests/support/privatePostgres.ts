import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/ports.mjs';

// A PostgreSQL server of a test's own (Debian's binaries, initdb in a temporary directory, a free
// port on 127.0.0.1), for a test that stops its database server: stopping the machine's shared
// cluster would break everybody else's connections. As root it runs as the `postgres` user
// (PostgreSQL refuses root), as deploy/postgres.mjs does for the soak test.

const binDir = () => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))) : [];
  return versions.length ? path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin') : null;
};

/** Whether this machine can run a private PostgreSQL server. */
export const canRunPrivatePostgres = () => binDir() !== null;

const asRoot = process.getuid?.() === 0;
const command = (binary: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir()!, binary), ...args]] : [path.join(binDir()!, binary), args];
const run = (binary: string, args: string[]) => promisify(execFile)(...command(binary, args), { cwd: tmpdir() });

export interface PrivatePostgres {
  /** The `postgres` database as user postgres (no password on 127.0.0.1). */
  url: string;
  port: number;
  /** Stops the server (fast: open connections are ended), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
}

export const startPrivatePostgres = async ({ maxConnections = 100 } = {}): Promise<PrivatePostgres> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-private-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(dir, id('-u'), id('-g'));
  }
  chmodSync(dir, 0o700);
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '-N']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=${maxConnections} -c fsync=off`;
  const ctl = (args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', ...args]);
  await ctl(['start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => void (await ctl(['-m', 'fast', 'stop'])),
    start: async () => void (await ctl(['start'])),
    async remove() {
      await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Copies the run's seeded PostgreSQL template (tests/support/templateDatabases.ts) into the private
 * server's `postgres` database: a server starts on it in seconds instead of migrating and seeding an
 * empty one (about 25 s of CPU). False when the run has no PostgreSQL template.
 */
export const loadTestTemplate = async (database: PrivatePostgres, template: { adminUrl: string; name: string } | undefined) => {
  if (!template) return false;
  const source = new URL(template.adminUrl);
  source.pathname = `/${template.name}`;
  const bin = binDir()!;
  // pg_dump and psql are clients: no need to run them as the postgres user. The URLs go through the
  // environment, not the command line.
  await promisify(execFile)(
    'bash',
    ['-o', 'pipefail', '-c', `"${bin}/pg_dump" --no-owner --no-privileges -d "$SOURCE" | "${bin}/psql" -q -v ON_ERROR_STOP=1 -d "$TARGET"`],
    {
      env: { ...process.env, SOURCE: source.toString(), TARGET: database.url },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return true;
};
