import type { Core } from '@strapi/strapi';
import type { RealtimeFrameName } from '@markenportal/contract';

const EVENT = 'api::realtime.realtime-event';

/** The stream's events that are stored (`ready` only opens a stream). */
export type RealtimeEventName = Exclude<RealtimeFrameName, 'ready'>;

/** A stored live event for one user; `id` is the stream's event id (SSE `id:`). */
export interface StoredEvent {
  id: number;
  recipient: number;
  name: RealtimeEventName;
  payload: unknown;
}

/** How many missed events a reconnecting stream gets at most; older ones it reloads as lists. */
export const REPLAY_LIMIT = 500;
/** Events are kept this long for reconnecting streams and for the other instances. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;

const select = ['id', 'recipient', 'name', 'payload'];

/**
 * The live events in the database: every instance reads what any instance wrote, and a stream
 * that reconnects reads what it missed (docs/decisions/0018-realtime-across-instances.md).
 */
export const createEventStore = (strapi: Core.Strapi) => {
  const query = () => strapi.db.query(EVENT);
  return {
    /** One row per recipient, in one insert. */
    async append(recipients: number[], name: RealtimeEventName, payload: unknown): Promise<void> {
      if (!recipients.length) return;
      await query().createMany({ data: [...new Set(recipients)].map((recipient) => ({ recipient, name, payload })) });
    },
    /** Events after `afterId` for any of `recipients`, oldest first. */
    async after(afterId: number, recipients: number[], limit = REPLAY_LIMIT): Promise<StoredEvent[]> {
      if (!recipients.length) return [];
      return (await query().findMany({
        where: { id: { $gt: afterId }, recipient: { $in: recipients } },
        select,
        orderBy: { id: 'asc' },
        limit,
      })) as StoredEvent[];
    },
    /** The newest event id (0 when there is none): where a starting instance begins to read. */
    async newestId(): Promise<number> {
      const [row] = (await query().findMany({ select: ['id'], orderBy: { id: 'desc' }, limit: 1 })) as { id: number }[];
      return row?.id ?? 0;
    },
    async prune(now = Date.now()): Promise<void> {
      await query().deleteMany({ where: { createdAt: { $lt: new Date(now - RETENTION_MS) } } });
    },
  };
};

export type EventStore = ReturnType<typeof createEventStore>;
