import net from 'node:net';
import pg from 'pg';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../../tests/support/strapiServer';
import { startCountingProxy, type CountingProxy } from '../../tests/support/countingProxy';
import { until } from '../../tests/support/waits';
import { withoutFileServer } from '../../tests/support/fileServer';
import { postgresTransport, reconnectDelay } from '../src/api/realtime/services/transports';
import type { RealtimeTransport } from '../src/api/realtime/services/hub';

// Issue 36: the realtime LISTEN connection on PostgreSQL. Each failed attempt used to be retried
// twice (its promise and its 'end' event), so an outage of 15 s opened thousands of connections.
// One loop per listener now: at most one connection open or being opened, backoff with jitter.
withoutFileServer();

/** The part of Strapi the transport reads: the database's connection settings. */
const strapiWith = (connection: pg.ClientConfig) =>
  ({
    config: { get: (key: string) => (key === 'database.connection.connection' ? connection : undefined) },
    db: { connection: { raw: async () => undefined } },
  }) as unknown as Core.Strapi;

describe('the wait between attempts', () => {
  it('doubles from the base up to the cap, each wait between half and all of its step', () => {
    const steps = { baseMs: 500, maxMs: 5000 };
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => reconnectDelay(failures, steps, () => 1))).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => reconnectDelay(failures, steps, () => 0))).toEqual([250, 500, 1000, 2000, 2500, 2500, 2500]);
  });
});

describe('the PostgreSQL listener', () => {
  let transport: RealtimeTransport | null = null;
  let proxy: CountingProxy | null = null;
  let database: net.Server | null = null;
  const held: net.Socket[] = [];
  afterEach(async () => {
    await transport?.stop();
    await proxy?.close();
    held.splice(0).forEach((socket) => socket.destroy());
    await new Promise((resolve) => (database ? database.close(resolve) : resolve(undefined)));
    transport = proxy = database = null;
  });
  /** A stand-in for a database host on a port of its own: it closes each connection, or holds it without a word. */
  const databaseThat = async (answer: 'closes' | 'says nothing') => {
    database = net.createServer((socket) => (answer === 'closes' ? socket.destroy() : held.push(socket)));
    await new Promise<void>((resolve) => database!.listen(0, '127.0.0.1', resolve));
    return (database.address() as net.AddressInfo).port;
  };

  it('while the database refuses, tries one connection at a time, again and again, and stops when told', async () => {
    // Behind the proxy a host that closes every connection at once (a port of its own: a free port
    // could be taken meanwhile by another test's server, which would hold the connection open).
    proxy = await startCountingProxy({ host: '127.0.0.1', port: await databaseThat('closes') });
    const wakes: (number | undefined)[] = [];
    transport = postgresTransport(strapiWith({ host: '127.0.0.1', port: proxy.port, user: 'postgres', database: 'postgres' }), { baseMs: 20, maxMs: 80 });
    // The first attempt failing does not fail the start: readiness says "disconnected", the loop goes on.
    await transport.start((newest) => wakes.push(newest));
    expect(transport.listening()).toBe(false);
    await until('ten attempts', () => proxy!.attempts() >= 10);
    expect(proxy.maxOpen()).toBe(1);
    await transport.stop();
    const after = proxy.attempts();
    expect(proxy.open()).toBe(0);
    // Stopped means stopped: one more attempt's worth of waiting (the cap) brings none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(proxy.attempts()).toBe(after);
    expect(wakes).toEqual([]);
  });

  it('a host that accepts and never answers costs each attempt its connect timeout, and stop() returns at once', async () => {
    proxy = await startCountingProxy({ host: '127.0.0.1', port: await databaseThat('says nothing') });
    transport = postgresTransport(strapiWith({ host: '127.0.0.1', port: proxy.port, user: 'postgres', database: 'postgres' }), {
      baseMs: 20,
      maxMs: 80,
      connectTimeoutMs: 200,
    });
    await transport.start(() => undefined);
    expect(transport.listening()).toBe(false);
    await until('three attempts, each ended by its timeout', () => proxy!.attempts() >= 3);
    expect(proxy.maxOpen()).toBe(1);
    await transport.stop();
    transport = null;
    await until('no connection left', () => proxy!.open() === 0);
  });

  it.skipIf(!postgresAdminUrl())('listens with one connection, comes back once when it is cut, and hears notifications again', async () => {
    const name = `markenportal-listener-${process.pid}-${Date.now()}`;
    const url = postgresAdminUrl()!;
    const wakes: (number | undefined)[] = [];
    transport = postgresTransport(strapiWith({ connectionString: url, application_name: name }), { baseMs: 20, maxMs: 80 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const backends = async () =>
        (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [name])).rows.map((row) => row.pid);
      await transport.start((newest) => wakes.push(newest));
      expect(transport.listening()).toBe(true);
      const [first] = await backends();
      expect(await backends()).toEqual([first]);

      await admin.query('SELECT pg_terminate_backend($1)', [first]);
      const [second] = await until('a new listening connection', async () => {
        const pids = await backends();
        return transport!.listening() && pids.length && !pids.includes(first) ? pids : null;
      });
      expect(await backends()).toEqual([second]);

      await admin.query(`SELECT pg_notify('markenportal_realtime', '4711')`);
      await until('the notification', () => wakes.includes(4711));
      await transport.stop();
      transport = null;
      await until('the listener gone', async () => (await backends()).length === 0);
    } finally {
      await admin.end();
    }
  });
});
