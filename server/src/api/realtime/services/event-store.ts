import type { Core } from '@strapi/strapi';
import type { RealtimeFrameName } from '@markenportal/contract';

const EVENT = 'api::realtime.realtime-event';

/**
 * The stream's events that are stored (`ready` only opens a stream, `reload` and `superseded` are said by the hub),
 * and `access-ended`: no frame, it tells every instance to close the user's open streams.
 */
export type RealtimeEventName = Exclude<RealtimeFrameName, 'ready' | 'reload' | 'superseded'> | 'access-ended';

/** A stored live event for one user; `id` is the stream's event id (SSE `id:`). */
export interface StoredEvent {
  id: number;
  recipient: number;
  name: RealtimeEventName;
  payload: unknown;
}

/** How many missed events a reconnecting stream gets at most; past that it is told to reload. */
export const REPLAY_LIMIT = 500;

const select = ['id', 'recipient', 'name', 'payload'];

/**
 * The live events in the database: every instance reads what any instance wrote, and a stream
 * that reconnects reads what it missed (docs/decisions/0018-realtime-across-instances.md). Reads go
 * through the (recipient, id) index (database/migrations), so their cost does not grow with the table.
 */
export const createEventStore = (strapi: Core.Strapi) => {
  const query = () => strapi.db.query(EVENT);
  const edgeId = async (order: 'asc' | 'desc') => {
    const [row] = (await query().findMany({ select: ['id'], orderBy: { id: order }, limit: 1 })) as { id: number }[];
    return row?.id ?? 0;
  };
  return {
    /** One row per recipient, in one insert; their ids (committed once this returns). */
    async append(recipients: number[], name: RealtimeEventName, payload: unknown): Promise<number[]> {
      if (!recipients.length) return [];
      const { ids } = await query().createMany({ data: [...new Set(recipients)].map((recipient) => ({ recipient, name, payload })) });
      return ids.map(Number);
    },
    /** At most `limit` events after `afterId` for any of `recipients`, oldest first. */
    async after(afterId: number, recipients: number[], limit: number): Promise<StoredEvent[]> {
      if (!recipients.length) return [];
      return (await query().findMany({
        where: { id: { $gt: afterId }, recipient: { $in: recipients } },
        select,
        orderBy: { id: 'asc' },
        limit,
      })) as StoredEvent[];
    },
    /** How many events after `afterId` the recipient has, counting at most `limit`: ids only, no payloads. */
    async countAfter(afterId: number, recipient: number, limit: number): Promise<number> {
      return (await query().findMany({ where: { id: { $gt: afterId }, recipient }, select: ['id'], orderBy: { id: 'asc' }, limit })).length;
    },
    /** The newest event id (0 when there is none): what a new stream starts after. */
    newestId: () => edgeId('desc'),
    /** The oldest stored id (0 when there is none): a replay from before it misses pruned events. */
    oldestId: () => edgeId('asc'),
  };
};

export type EventStore = ReturnType<typeof createEventStore>;
