// A test server's port is chosen 15–20 s before Strapi binds it; on a busy machine another process
// took it meanwhile and the file's tests failed ("The port … is already used by another
// application"). tests/support/strapiServer.ts starts again on a fresh port then, and chooses ports
// that the kernel hands to no one on its own (scripts/lib/ports.mjs).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';

/** Another program's server on the port: it answers no HTTP (it hangs up on every connection). */
const occupy = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const thief = createServer((socket) => socket.destroy());
    thief.once('error', reject);
    thief.listen(port, '127.0.0.1', () => resolve(thief));
  });

describe('a test server whose chosen port another process takes before Strapi binds it', () => {
  const thieves: Server[] = [];
  let server: TestStrapi | undefined;

  afterAll(async () => {
    await server?.stop();
    await Promise.all(thieves.map((thief) => new Promise((resolve) => thief.close(resolve))));
  });

  it('starts on another port and answers there', async () => {
    const taken: number[] = [];
    // The first port is taken right after the choice, as another process under load would take it.
    const choosePort = async () => {
      const port = await freePort();
      if (taken.length === 0) {
        taken.push(port);
        thieves.push(await occupy(port));
      }
      return port;
    };
    server = await startStrapi({}, { choosePort });
    expect(server.log()).toContain(`The port ${taken[0]} is already used by another application.`);
    expect(Number(new URL(server.url).port)).not.toBe(taken[0]);
    expect((await fetch(`${server.url}/_health`)).status).toBe(204);
  }, 240_000);
});

describe('the ports test servers get', () => {
  it('lie outside the range from which the kernel hands out ports on its own', async () => {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(ports.filter((port) => port >= low && port <= high)).toEqual([]);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
