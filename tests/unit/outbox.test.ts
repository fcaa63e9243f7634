import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { ChatMessage } from '../../src/realtime/port';
import { storedMessage } from '../support/chatMessages';
import { createOutbox, GAVE_UP, GIVE_UP_MS, sendOutcome, type OutboxDeps, type PendingMessage } from '../../src/field-app/offline/outbox';
import { networkError } from '../../src/providers/strapi/errors';

// The queue of chat messages written on the device (issue 23 item 3): order, retries, refusals; and
// why each one waits (issue 35 item 2): a session that ended, too many messages, too long without a connection.

const START = Date.parse('2026-11-26T08:00:00Z');

/** A stored list standing in for IndexedDB, a server that answers as told, and a clock the test moves. */
const setup = (
  answers: ((item: PendingMessage) => ChatMessage | Error)[] = [],
  online = { value: true },
  { stored: kept = [] as PendingMessage[], clock = { ms: START } } = {},
) => {
  let stored: PendingMessage[] = kept;
  const sent: PendingMessage[] = [];
  const shown: string[] = [];
  const later: { flush: () => void; delayMs: number }[] = [];
  const sessionEnds: unknown[] = [];
  let ids = 0;
  const deps: OutboxDeps = {
    update: async (change) => (stored = change(stored)),
    send: async (item) => {
      sent.push(item);
      const answer = (answers.shift() ?? storedMessage)(item);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onSent: (_item, message) => shown.push(message.text),
    isOnline: () => online.value,
    retryLater: (flush, delayMs) => later.push({ flush, delayMs }),
    onSessionEnded: (error) => sessionEnds.push(error),
    newId: () => `client-id-${++ids}`,
    now: () => new Date(clock.ms),
  };
  const outbox = createOutbox(deps);
  return { outbox, sent, shown, later, online, clock, sessionEnds, stored: () => stored, states: () => outbox.items().map((m) => [m.text, m.state]) };
};

describe('the outbox of chat messages', () => {
  it('keeps what is written offline and sends it when online, in the order written, each with its client id', async () => {
    const box = setup([], { value: false });
    await box.outbox.write('c1', 'Erste');
    await box.outbox.write('c2', 'Zweite');
    await box.outbox.write('c1', 'Dritte');
    expect(box.sent).toEqual([]);
    expect(box.stored().map((m) => [m.chatId, m.text, m.clientId])).toEqual([
      ['c1', 'Erste', 'client-id-1'],
      ['c2', 'Zweite', 'client-id-2'],
      ['c1', 'Dritte', 'client-id-3'],
    ]);

    box.online.value = true;
    await box.outbox.flush();
    expect(box.sent.map((m) => [m.text, m.clientId])).toEqual([
      ['Erste', 'client-id-1'],
      ['Zweite', 'client-id-2'],
      ['Dritte', 'client-id-3'],
    ]);
    expect(box.shown).toEqual(['Erste', 'Zweite', 'Dritte']);
    expect(box.stored()).toEqual([]);
  });

  it('after a lost answer sends the same message with the same client id again, and the next ones only after it', async () => {
    const box = setup([() => networkError()], { value: false });
    await box.outbox.write('c1', 'Erste');
    await box.outbox.write('c1', 'Zweite');
    box.online.value = true;
    await box.outbox.flush();
    expect(box.sent.map((m) => m.text)).toEqual(['Erste']);
    expect(box.stored().map((m) => m.text)).toEqual(['Erste', 'Zweite']);
    // Tried again soon (2 s, then longer), and shown as on its way meanwhile.
    expect(box.later.at(-1)?.delayMs).toBe(2000);
    expect(box.states()).toEqual([
      ['Erste', { kind: 'sending' }],
      ['Zweite', { kind: 'sending' }],
    ]);

    box.later.at(-1)!.flush();
    await vi.waitFor(() => expect(box.stored()).toEqual([]));
    expect(box.sent.map((m) => [m.text, m.clientId])).toEqual([
      ['Erste', 'client-id-1'],
      ['Erste', 'client-id-1'],
      ['Zweite', 'client-id-2'],
    ]);
  });

  it('marks a message the server refuses with its German reason and sends the next; retry sends it again, discard drops it', async () => {
    const box = setup([() => new HttpError('Die Nachricht ist zu lang.', 400, {})]);
    await box.outbox.write('c1', 'zu lang');
    await box.outbox.write('c1', 'passt');
    await vi.waitFor(() => expect(box.stored().map((m) => [m.text, m.failure])).toEqual([['zu lang', 'Die Nachricht ist zu lang.']]));
    expect(box.shown).toEqual(['passt']);

    await box.outbox.retry('client-id-1');
    await vi.waitFor(() => expect(box.stored()).toEqual([]));
    expect(box.shown).toEqual(['passt', 'zu lang']);

    const refused = setup([() => new HttpError('Dieser Chat gehört nicht zu Ihnen.', 403, {})]);
    await refused.outbox.write('c9', 'weg');
    await vi.waitFor(() => expect(refused.stored()[0]?.failure).toBe('Dieser Chat gehört nicht zu Ihnen.'));
    await refused.outbox.discard('client-id-1');
    expect(refused.stored()).toEqual([]);
  });

  it('reads what a failed send means: signed out (401), too many with the Retry-After (429), try later, or refused', () => {
    expect(sendOutcome(new HttpError('Sitzung abgelaufen', 401, {}))).toEqual({ kind: 'signed-out' });
    expect(sendOutcome(new HttpError('Zu viele Anfragen.', 429, { retryAfter: 42 }))).toEqual({ kind: 'rate-limited', retryAfterSeconds: 42 });
    // Strapi's body says it too; without either, half a minute.
    expect(sendOutcome(new HttpError('Zu viele Anfragen.', 429, { error: { details: { retryAfter: 7 } } }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 7,
    });
    expect(sendOutcome(new HttpError('Zu viele Anfragen.', 429, {}))).toEqual({ kind: 'rate-limited', retryAfterSeconds: 30 });
    expect(sendOutcome(new HttpError('Serverfehler', 500, {}))).toEqual({ kind: 'later' });
    expect(sendOutcome(networkError())).toEqual({ kind: 'later' });
    expect(sendOutcome(new HttpError('', 422, {}))).toEqual({ kind: 'refused', reason: 'app.offline.message_refused' });
  });

  it('a session that ended (401): every waiting message says so, nothing more is sent; after the next sign-in they go, once each', async () => {
    const refusal = new HttpError('Sitzung abgelaufen', 401, {});
    const box = setup([() => refusal]);
    await box.outbox.write('c1', 'Hallo');
    await vi.waitFor(() => expect(box.sessionEnds).toEqual([refusal]));
    await box.outbox.write('c1', 'Noch da?');
    await box.outbox.flush();
    expect(box.sent.map((m) => m.text)).toEqual(['Hallo']);
    expect(box.states()).toEqual([
      ['Hallo', { kind: 'session-ended' }],
      ['Noch da?', { kind: 'session-ended' }],
    ]);
    expect(box.later).toEqual([]);
    // Nothing of it is marked on the device: the next sign-in's outbox sends both, with their ids, even much later.
    expect(box.stored().map((m) => [m.text, m.failure])).toEqual([
      ['Hallo', undefined],
      ['Noch da?', undefined],
    ]);
    const next = setup([], { value: true }, { stored: box.stored(), clock: { ms: START + 60 * 60_000 } });
    await next.outbox.flush();
    expect(next.sent.map((m) => [m.text, m.clientId])).toEqual([
      ['Hallo', 'client-id-1'],
      ['Noch da?', 'client-id-2'],
    ]);
    expect(next.stored()).toEqual([]);
  });

  it('told the rest of the field app found the session ended, it sends nothing and says why', async () => {
    const box = setup([], { value: false });
    await box.outbox.write('c1', 'Offline geschrieben');
    box.outbox.endSession();
    box.online.value = true;
    await box.outbox.flush();
    expect(box.sent).toEqual([]);
    expect(box.states()).toEqual([['Offline geschrieben', { kind: 'session-ended' }]]);
  });

  it('too many messages (429): waits until the Retry-After, says until when, then sends them all in order by itself', async () => {
    const box = setup([() => new HttpError('Zu viele Anfragen.', 429, { retryAfter: 75 })]);
    await box.outbox.write('c1', 'Eins');
    const retryAt = new Date(START + 75_000).toISOString();
    await vi.waitFor(() => expect(box.states()).toEqual([['Eins', { kind: 'rate-limited', retryAt }]]));
    await box.outbox.write('c1', 'Zwei');
    expect(box.states()).toEqual([
      ['Eins', { kind: 'rate-limited', retryAt }],
      ['Zwei', { kind: 'rate-limited', retryAt }],
    ]);
    expect(box.sent.map((m) => m.text)).toEqual(['Eins']);
    expect(box.later.at(-1)?.delayMs).toBe(75_000);
    expect(box.stored().every((m) => m.failure === undefined)).toBe(true);

    // Even a wait longer than the give-up time is the server's word, not a failure.
    box.clock.ms = START + 75_000;
    box.later.at(-1)!.flush();
    await vi.waitFor(() => expect(box.stored()).toEqual([]));
    expect(box.sent.map((m) => [m.text, m.clientId])).toEqual([
      ['Eins', 'client-id-1'],
      ['Eins', 'client-id-1'],
      ['Zwei', 'client-id-2'],
    ]);
  });

  it('a message on its way for five minutes (offline, the server down) is „nicht gesendet“ and waits for the rep: retry or delete', async () => {
    const box = setup([], { value: false });
    await box.outbox.write('c1', 'Im Keller geschrieben');
    await box.outbox.flush();
    // The next look is when it has waited GIVE_UP_MS.
    expect(box.later.at(-1)?.delayMs).toBe(GIVE_UP_MS);
    box.clock.ms = START + GIVE_UP_MS;
    box.later.at(-1)!.flush();
    await vi.waitFor(() => expect(box.states()).toEqual([['Im Keller geschrieben', { kind: 'failed', reason: GAVE_UP }]]));
    expect(box.stored()[0].failure).toBe(GAVE_UP);

    // Back online, it is not sent behind the rep's back: it was shown as not sent.
    box.online.value = true;
    await box.outbox.flush();
    expect(box.sent).toEqual([]);
    await box.outbox.retry('client-id-1');
    await vi.waitFor(() => expect(box.stored()).toEqual([]));
    expect(box.sent.map((m) => m.clientId)).toEqual(['client-id-1']);
  });

  it('counts the five minutes from the app’s start for messages kept from before (a reload, the app reopened)', async () => {
    const kept: PendingMessage = { clientId: 'kept-1', chatId: 'c1', text: 'Von gestern', writtenAt: new Date(START - 24 * 3600_000).toISOString() };
    const box = setup([], { value: false }, { stored: [kept] });
    await box.outbox.flush();
    expect(box.states()).toEqual([['Von gestern', { kind: 'sending' }]]);
    box.online.value = true;
    await box.outbox.flush();
    expect(box.sent.map((m) => m.clientId)).toEqual(['kept-1']);
  });

  it('sends each message once when flushes overlap (the online event and the reconnect at the same moment)', async () => {
    const box = setup([], { value: false });
    await box.outbox.write('c1', 'Eins');
    await box.outbox.write('c1', 'Zwei');
    box.online.value = true;
    await Promise.all([box.outbox.flush(), box.outbox.flush(), box.outbox.flush()]);
    expect(box.sent.map((m) => m.text)).toEqual(['Eins', 'Zwei']);
  });
});
