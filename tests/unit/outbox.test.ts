import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { ChatMessage } from '../../src/realtime/port';
import { storedMessage } from '../support/chatMessages';
import { createOutbox, sendOutcome, type OutboxDeps, type PendingMessage } from '../../src/field-app/offline/outbox';
import { networkError } from '../../src/providers/strapi/errors';

// The queue of chat messages written on the device (issue 23 item 3): order, retries, refusals.

/** A stored list standing in for IndexedDB, and a server that answers as told. */
const setup = (answers: ((item: PendingMessage) => ChatMessage | Error)[] = [], online = { value: true }) => {
  let stored: PendingMessage[] = [];
  const sent: PendingMessage[] = [];
  const shown: string[] = [];
  const later: (() => void)[] = [];
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
    retryLater: (flush) => later.push(flush),
    newId: () => `client-id-${++ids}`,
    now: () => new Date('2026-11-26T08:00:00Z'),
  };
  return { outbox: createOutbox(deps), sent, shown, later, online, stored: () => stored };
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
    expect(box.later).toHaveLength(1);

    box.later[0]();
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

  it('waits, without marking anything, when signed out (401) or told to slow down (429)', async () => {
    expect(sendOutcome(new HttpError('Sitzung abgelaufen', 401, {}))).toEqual({ kind: 'signed-out' });
    expect(sendOutcome(new HttpError('Zu viele Nachrichten', 429, {}))).toEqual({ kind: 'later' });
    expect(sendOutcome(new HttpError('Serverfehler', 500, {}))).toEqual({ kind: 'later' });
    expect(sendOutcome(networkError())).toEqual({ kind: 'later' });
    expect(sendOutcome(new HttpError('', 422, {}))).toEqual({ kind: 'refused', reason: 'app.offline.message_refused' });

    const signedOut = () => new HttpError('Sitzung abgelaufen', 401, {});
    const box = setup([signedOut, signedOut]);
    await box.outbox.write('c1', 'Hallo');
    await vi.waitFor(() => expect(box.sent).toHaveLength(1));
    await box.outbox.flush();
    expect(box.sent).toHaveLength(2);
    expect(box.stored().map((m) => [m.text, m.failure])).toEqual([['Hallo', undefined]]);
    expect(box.later).toEqual([]);
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
