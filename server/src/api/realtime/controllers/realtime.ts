import { PassThrough } from 'node:stream';
import { realtimeHub } from '../services/hub';

type Ctx = {
  state: { user?: { id: number } };
  req: { socket: { setTimeout(ms: number): void; setNoDelay(v: boolean): void; setKeepAlive(v: boolean): void }; on(event: 'close', fn: () => void): void };
  set(headers: Record<string, string>): void;
  status: number;
  body?: unknown;
};

/** GET /api/realtime/events: the signed-in user's live events as Server-Sent Events. */
export default () => ({
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
    const remove = realtimeHub().add(ctx.state.user!.id, stream);
    ctx.req.on('close', () => {
      remove();
      stream.end();
    });
    ctx.status = 200;
    ctx.body = stream;
  },
});
