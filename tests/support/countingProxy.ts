import { createConnection, createServer, type Socket } from 'node:net';

// A TCP proxy in front of a database server that counts the connections a server under test opens:
// how many at most at once, and how many attempts, also while the database behind it is stopped
// (then each attempt is accepted and closed at once, as a refused connection).

export interface CountingProxy {
  port: number;
  /** Connections open now (accepted and not yet closed). */
  open(): number;
  /** The most open at once since the last reset. */
  maxOpen(): number;
  /** Connections accepted since the last reset. */
  attempts(): number;
  reset(): void;
  close(): Promise<void>;
}

export const startCountingProxy = async (target: { host: string; port: number }): Promise<CountingProxy> => {
  const sockets = new Set<Socket>();
  let maxOpen = 0;
  let attempts = 0;
  const server = createServer((client) => {
    attempts += 1;
    sockets.add(client);
    maxOpen = Math.max(maxOpen, sockets.size);
    const upstream = createConnection(target);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    open: () => sockets.size,
    maxOpen: () => maxOpen,
    attempts: () => attempts,
    reset() {
      maxOpen = sockets.size;
      attempts = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
