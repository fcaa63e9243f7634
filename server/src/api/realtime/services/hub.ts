import type { Writable } from 'node:stream';
import type { RealtimeFrameName, RealtimeFrames } from '@markenportal/contract';

/** One live connection of a user (a browser tab): an open Server-Sent Events stream. */
interface Connection {
  userId: number;
  stream: Writable;
}

/** One Server-Sent Events frame of the contract's RealtimeFrames. */
const frame = <Name extends RealtimeFrameName>(event: Name, data: RealtimeFrames[Name]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The in-process hub of the server realtime adapter: who is connected, and a send to some users.
 * One Strapi instance holds all connections; several instances need a shared pub/sub (README).
 */
export const createRealtimeHub = () => {
  const connections = new Set<Connection>();
  return {
    add(userId: number, stream: Writable) {
      const connection = { userId, stream };
      connections.add(connection);
      stream.write(frame('ready', {}));
      return () => connections.delete(connection);
    },
    /** Sends the event to every open connection of the given users. */
    publish<Name extends RealtimeFrameName>(userIds: number[], event: Name, data: RealtimeFrames[Name]) {
      const text = frame(event, data);
      for (const c of connections) if (userIds.includes(c.userId)) c.stream.write(text);
    },
    /** Keeps proxies and browsers from closing idle streams. */
    ping() {
      for (const c of connections) c.stream.write(': ping\n\n');
    },
    size: () => connections.size,
  };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

let hub: RealtimeHub | null = null;
let pinger: NodeJS.Timeout | null = null;
/** The server's one hub. */
export const realtimeHub = (): RealtimeHub => {
  if (!hub) {
    hub = createRealtimeHub();
    pinger = setInterval(() => hub!.ping(), 20_000);
    pinger.unref();
  }
  return hub;
};
