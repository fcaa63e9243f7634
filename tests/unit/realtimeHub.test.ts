import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRealtimeHub, STREAMS_PER_ACCOUNT, type RealtimeTransport } from '../../server/src/api/realtime/services/hub';
import type { EventStore, RealtimeEventName, StoredEvent } from '../../server/src/api/realtime/services/event-store';

// The hub of one instance against an in-memory event store that counts its queries (issue 24 item 3,
// docs/decisions/0018-realtime-across-instances.md). `other` stands for another instance writing to
// the same database: what it appends is stored, but this hub hears of it only when woken.

const storeDouble = () => {
  const rows: StoredEvent[] = [];
  const queries = { newestId: 0, oldestId: 0, after: 0, countAfter: 0 };
  const append = (recipients: number[], name: RealtimeEventName, payload: unknown = {}) =>
    recipients.map((recipient) => {
      const id = rows.length + 1;
      rows.push({ id, recipient, name, payload });
      return id;
    });
  const store = {
    append: async (recipients: number[], name: RealtimeEventName, payload: unknown) => append(recipients, name, payload),
    after: async (afterId: number, recipients: number[], limit: number) => {
      queries.after += 1;
      return rows.filter((r) => r.id > afterId && recipients.includes(r.recipient)).slice(0, limit);
    },
    countAfter: async (afterId: number, recipient: number, limit: number) => {
      queries.countAfter += 1;
      return Math.min(limit, rows.filter((r) => r.id > afterId && r.recipient === recipient).length);
    },
    newestId: async () => {
      queries.newestId += 1;
      return rows.at(-1)?.id ?? 0;
    },
    oldestId: async () => {
      queries.oldestId += 1;
      return rows[0]?.id ?? 0;
    },
  } satisfies EventStore;
  return { store, queries, other: append, newest: () => rows.at(-1)?.id ?? 0 };
};

const transport: RealtimeTransport = { announce: async () => undefined, start: async () => undefined, stop: async () => undefined, listening: () => null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A stream as the hub writes it: its frames as { event, id }, and whether it ended. */
const streamDouble = () => {
  const stream = new PassThrough();
  const frames: { event: string; id?: number }[] = [];
  const state = { ended: false };
  stream.on('data', (chunk: Buffer) => {
    for (const block of chunk.toString().split('\n\n').filter(Boolean)) {
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      frames.push({ event: /^event: (.*)$/m.exec(block)?.[1] ?? '', ...(id ? { id: Number(id) } : {}) });
    }
  });
  stream.on('finish', () => (state.ended = true));
  return { stream, frames, state, ids: () => frames.filter((f) => f.id !== undefined && f.event !== 'reload').map((f) => f.id) };
};

const startedHub = async () => {
  const db = storeDouble();
  db.other([1, 2], 'message');
  const hub = createRealtimeHub(db.store, transport);
  hub.wake();
  await settle();
  return { db, hub };
};

describe('a new stream', () => {
  it('opens without a query: the hub knows the newest id once it has started', async () => {
    const { db, hub } = await startedHub();
    const before = { ...db.queries };
    for (let i = 0; i < 100; i += 1) {
      await hub.add(1 + (i % 3), streamDouble().stream);
      expect(db.queries.newestId, `stream ${i}`).toBe(before.newestId);
    }
    expect(db.queries).toEqual(before);
  });

  it('before the hub has started, the first streams look the newest id up, the later ones do not', async () => {
    const db = storeDouble();
    db.other([1, 2], 'message');
    const hub = createRealtimeHub(db.store, transport);
    // Storing for nobody teaches nothing: it must not make new streams start at 0.
    await hub.publish([], 'message', { message: { text: 'niemand' } } as never);
    const first = streamDouble();
    await hub.add(1, first.stream);
    expect(db.queries.newestId).toBe(1);
    await hub.add(1, streamDouble().stream);
    expect(db.queries.newestId).toBe(1);
    hub.wake();
    await settle();
    expect(first.ids()).toEqual([]);
  });

  it('starts after the ids this instance appended itself, without a query', async () => {
    const { db, hub } = await startedHub();
    await hub.publish([1], 'message', { message: { text: 'eigene' } } as never);
    const newestIds = db.queries.newestId;
    const late = streamDouble();
    await hub.add(1, late.stream);
    await hub.publish([1], 'message', { message: { text: 'neu' } } as never);
    await settle();
    expect(late.ids()).toEqual([db.newest()]);
    expect(db.queries.newestId).toBe(newestIds);
  });

  it('gets every event once when the hub has not heard of the newest ones yet', async () => {
    const { db, hub } = await startedHub();
    // Another instance stored events this hub was not woken for: its newest id lags.
    const unheard = db.other([1], 'message');
    const { stream, ids } = streamDouble();
    await hub.add(1, stream);
    const [message] = db.other([1, 2], 'message');
    const [read] = db.other([1], 'read');
    hub.wake(db.newest());
    await settle();
    hub.wake();
    await settle();
    const got = ids();
    // Nothing stored after the stream opened is lost; what it may get besides is from just before.
    expect(got).toEqual(expect.arrayContaining([message, read]));
    expect(new Set(got).size).toBe(got.length);
    expect(got.every((id) => id! >= unheard[0])).toBe(true);
  });
});

describe('streams per account', () => {
  it('beyond the limit the account’s oldest stream is told `superseded` and closed; a closed one frees its place', async () => {
    const { db, hub } = await startedHub();
    const mine = Array.from({ length: STREAMS_PER_ACCOUNT }, () => streamDouble());
    const removers = [];
    for (const s of mine) removers.push(await hub.add(1, s.stream));
    const theirs = streamDouble();
    await hub.add(2, theirs.stream);
    const newest = streamDouble();
    await hub.add(1, newest.stream);
    await settle();
    expect(mine.map((s) => s.state.ended)).toEqual([true, ...mine.slice(1).map(() => false)]);
    expect(mine[0].frames.map((f) => f.event)).toEqual(['ready', 'superseded']);
    expect(hub.size()).toBe(STREAMS_PER_ACCOUNT + 1);
    // The browser closes one of its own (the request's close removes it): the next one opens beside the rest.
    removers[1]();
    const another = streamDouble();
    await hub.add(1, another.stream);
    await settle();
    expect(mine.slice(2).map((s) => s.state.ended)).toEqual(mine.slice(2).map(() => false));
    const [toMine, toTheirs] = db.other([1, 2], 'message');
    hub.wake(db.newest());
    await settle();
    const open = [newest, another, ...mine.slice(2)];
    expect(open.map((s) => s.ids())).toEqual(open.map(() => [toMine]));
    expect(theirs.ids()).toEqual([toTheirs]);
    expect(mine[0].ids()).toEqual([]);
  });
});

describe('access ended', () => {
  it('a stream opened before the hub heard of it is closed at most once; the next one stays open', async () => {
    const { db, hub } = await startedHub();
    db.other([1], 'access-ended');
    const first = streamDouble();
    await hub.add(1, first.stream);
    hub.wake(db.newest());
    await settle();
    // It may be closed once by mistake (the browser reconnects; decision 0018): the next one is not.
    const second = streamDouble();
    await hub.add(1, second.stream);
    hub.wake();
    await settle();
    db.other([1], 'message');
    hub.wake(db.newest());
    await settle();
    expect(second.state.ended).toBe(false);
    expect(second.ids()).toEqual([db.newest()]);
  });

  it('one stored after the stream opened closes it', async () => {
    const { db, hub } = await startedHub();
    const open = streamDouble();
    await hub.add(1, open.stream);
    await hub.endAccess([1]);
    await settle();
    expect(open.state.ended).toBe(true);
    expect(db.queries.newestId).toBe(1);
  });
});

describe('a reconnect', () => {
  it('from an id newer than this hub knows replays, not reload', async () => {
    const { db, hub } = await startedHub();
    const [seen] = db.other([1], 'message');
    const [missed] = db.other([1], 'message');
    const back = streamDouble();
    await hub.add(1, back.stream, seen);
    expect(back.frames.map((f) => f.event)).toEqual(['ready', 'message']);
    expect(back.ids()).toEqual([missed]);
    const current = streamDouble();
    await hub.add(1, current.stream, missed);
    expect(current.frames.map((f) => f.event)).toEqual(['ready']);
  });

  it('from an id never handed out is told to reload', async () => {
    const { db, hub } = await startedHub();
    const back = streamDouble();
    await hub.add(1, back.stream, db.newest() + 10);
    expect(back.frames.map((f) => f.event)).toEqual(['ready', 'reload']);
  });
});
