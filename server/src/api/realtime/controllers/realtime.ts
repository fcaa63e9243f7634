import { PassThrough } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { realtimeHub } from '../services/realtime-hub';

type Ctx = {
  state: { user?: { id: number } };
  req: { socket: { setTimeout(ms: number): void; setNoDelay(v: boolean): void; setKeepAlive(v: boolean): void }; on(event: 'close', fn: () => void): void };
  set(headers: Record<string, string>): void;
  get(field: string): string;
  status: number;
  body?: unknown;
};

/** The browser's Last-Event-ID after a reconnect: the id of the last event it got. */
const lastEventId = (header: string) => (/^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined);

/**
 * GET /api/realtime/events: the signed-in user's live events as Server-Sent Events; with
 * Last-Event-ID, first the ones missed since.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async events(ctx: Ctx) {
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-like proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    const stream = new PassThrough();
    // Signed in (routes/realtime.ts).
    const remove = await realtimeHub(strapi).add(ctx.state.user!.id, stream, lastEventId(ctx.get('Last-Event-ID')));
    ctx.req.on('close', () => {
      remove();
      stream.end();
    });
    ctx.status = 200;
    ctx.body = stream;
  },
});
