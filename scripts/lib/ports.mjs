// Ports for the servers the tests and benchmarks start. A port the kernel hands out (listen on port 0,
// the local end of an outgoing connection) comes from its ephemeral range, and a Strapi binds its port
// 15–20 s after the choice: under load another process was handed the same port first ("The port … is
// already used by another application"). Ports below that range are handed out by no one but a
// program that names them, so a chosen port stays free for the server (and for its restart).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port chosen: above the well-known ones and the usual development ports (1337, 5173, 8080). */
const LOWEST = 20_000;
/** Linux's default ephemeral range (also below macOS's, 49152–65535). */
const DEFAULT_EPHEMERAL = [32_768, 60_999];

const ephemeralRange = () => {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? [low, high] : DEFAULT_EPHEMERAL;
  } catch {
    return DEFAULT_EPHEMERAL;
  }
};

/** The ports outside the ephemeral range, as [from, to) spans. */
const spans = () => {
  const [low, high] = ephemeralRange();
  return [
    [LOWEST, Math.min(low, 65_536)],
    [Math.max(high + 1, LOWEST), 65_536],
  ].filter(([from, to]) => to - from > 0);
};

/** Ports this process chose already: two servers of one test file never get the same one. */
const chosen = new Set();

const randomPort = (ranges) => {
  const size = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
  let index = Math.floor(Math.random() * size);
  for (const [from, to] of ranges) {
    if (index < to - from) return from + index;
    index -= to - from;
  }
  throw new Error('unreachable');
};

/** Whether 127.0.0.1:port can be listened on now (error: no). */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The kernel's choice, where no port outside the ephemeral range is free. */
const ephemeralPort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A free port on 127.0.0.1 outside the kernel's ephemeral range, not chosen before by this process. */
export const freePort = async () => {
  const ranges = spans();
  for (let attempt = 0; ranges.length && attempt < 50; attempt++) {
    const port = randomPort(ranges);
    if (chosen.has(port)) continue;
    chosen.add(port);
    if (await canListen(port)) return port;
  }
  return ephemeralPort();
};

/** Whether a server's output says its port was taken (Strapi's message, or Node's error code). */
export const lostItsPort = (output) => /already used by another application|EADDRINUSE/.test(output);
