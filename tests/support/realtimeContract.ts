// The contract every realtime adapter keeps (src/realtime/port.ts): run by
// tests/unit/realtime.firebase.test.ts (Firebase adapter on an SDK double) and by
// tests/integration/realtime.server.test.ts (server adapter against the real Strapi).
// Written to survive a shared server: the chat between A and B may already hold messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, RealtimeEvent, RealtimePort } from '../../src/realtime/port';

export interface ContractUser {
  port: RealtimePort;
  id: number;
}

export interface ContractSetup {
  /** A and B are contacts of each other; both ports are connected and online (see connectOnline). */
  a: ContractUser;
  b: ContractUser;
  /** A user who is a contact of neither A nor B. */
  strangerId: number;
  /** Cuts B's connection the way a network failure would; restore() brings it back if the adapter does not by itself. */
  dropB: { cut(): void; restore?(): void };
  cleanup(): void | Promise<void>;
}

/** Records a port's events until stop(). */
export const record = (port: RealtimePort) => {
  const events: RealtimeEvent[] = [];
  const stop = port.subscribe((event) => events.push(event));
  return { events, stop };
};

/** Polls `check` until it holds (or throws the last failure after `timeoutMs`). */
export const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const isOnline = (e: RealtimeEvent) => e.type === 'connection' && e.state === 'online';

/** Connects a port and waits for its first 'online'. */
export const connectOnline = async (port: RealtimePort, id: number, timeoutMs?: number) => {
  const rec = record(port);
  port.connect({ id });
  try {
    await until(`user ${id} online`, () => rec.events.some(isOnline), timeoutMs);
  } finally {
    rec.stop();
  }
};

const liveMessage = (events: RealtimeEvent[], id: string) =>
  events.find((e): e is Extract<RealtimeEvent, { type: 'message' }> => e.type === 'message' && e.message.id === id);

export const describeRealtimeContract = (name: string, setup: () => Promise<ContractSetup>) =>
  describe(`realtime contract: ${name}`, () => {
    let s: ContractSetup;
    let chatId: string;
    const summaryOf = async (user: ContractUser) => (await user.port.listChats()).find((c) => c.id === chatId);

    beforeAll(async () => {
      s = await setup();
      chatId = (await s.a.port.openChat(s.b.id)).id;
    });
    afterAll(async () => {
      await s?.cleanup();
    });

    it('opens one chat for both sides, idempotently', async () => {
      const again = await s.a.port.openChat(s.b.id);
      const fromB = await s.b.port.openChat(s.a.id);
      expect(again.id).toBe(chatId);
      expect(fromB.id).toBe(chatId);
      expect(again.contact.id).toBe(s.b.id);
      expect(fromB.contact.id).toBe(s.a.id);
      expect(again.contact.name).toEqual(expect.any(String));
    });

    it("a message reaches B live, counts as unread and is the last message of B's newest chat", async () => {
      await s.b.port.markRead(chatId);
      const live = record(s.b.port);
      const text = `Guten Tag ${Date.now()}`;
      const sent = await s.a.port.sendMessage(chatId, text);
      expect(sent).toMatchObject({ chatId, senderId: s.a.id, text, readAt: null });
      expect(Number.isNaN(Date.parse(sent.createdAt))).toBe(false);
      await until('B receives the message', () => !!liveMessage(live.events, sent.id));
      live.stop();
      expect(liveMessage(live.events, sent.id)).toEqual({
        type: 'message',
        chatId,
        message: expect.objectContaining({ id: sent.id, chatId, senderId: s.a.id, text }),
      });
      const chats = await s.b.port.listChats();
      expect(chats[0].id).toBe(chatId);
      expect(chats[0]).toMatchObject({ unread: 1, contact: { id: s.a.id }, lastMessage: { id: sent.id, text, senderId: s.a.id } });
    });

    it("and the other way round: B's reply reaches A", async () => {
      const live = record(s.a.port);
      const reply = await s.b.port.sendMessage(chatId, 'Antwort von B');
      await until('A receives the reply', () => !!liveMessage(live.events, reply.id));
      live.stop();
      expect((await summaryOf(s.a))?.lastMessage).toMatchObject({ id: reply.id, senderId: s.b.id });
      await s.a.port.markRead(chatId);
      expect((await summaryOf(s.a))?.unread).toBe(0);
    });

    it("markRead drops B's unread count to 0 and tells A", async () => {
      const sent = await s.a.port.sendMessage(chatId, 'Bitte lesen');
      await until('B counts it', async () => ((await summaryOf(s.b))?.unread ?? 0) > 0);
      const live = record(s.a.port);
      await s.b.port.markRead(chatId);
      expect((await summaryOf(s.b))?.unread).toBe(0);
      await until('A hears of the read', () => live.events.some((e) => e.type === 'read' && e.chatId === chatId && e.readerId === s.b.id));
      live.stop();
      const read = (await s.a.port.listMessages(chatId)).find((m) => m.id === sent.id);
      expect(read?.readAt).toEqual(expect.any(String));
      expect((await summaryOf(s.a))?.lastMessage).toMatchObject({ id: sent.id, readAt: expect.any(String) });
    });

    it('keeps the send order (five messages sent back to back)', async () => {
      const live = record(s.b.port);
      const sent: ChatMessage[] = [];
      for (let i = 1; i <= 5; i += 1) sent.push(await s.a.port.sendMessage(chatId, `Nachricht ${i}`));
      const ids = sent.map((m) => m.id);
      const messages = await s.a.port.listMessages(chatId);
      expect(messages.slice(-5).map((m) => m.text)).toEqual(['Nachricht 1', 'Nachricht 2', 'Nachricht 3', 'Nachricht 4', 'Nachricht 5']);
      expect(messages.slice(-5).map((m) => m.id)).toEqual(ids);
      const times = messages.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((x, y) => x - y));
      await until('B receives all five', () => ids.every((id) => liveMessage(live.events, id)));
      live.stop();
      const order = live.events.flatMap((e) => (e.type === 'message' && ids.includes(e.message.id) ? [e.message.id] : []));
      expect(order).toEqual(ids);
    });

    it('a message sent again with its client id (a retry after a lost answer) is there once', async () => {
      const clientId = `retry-${Date.now()}`;
      const first = await s.a.port.sendMessage(chatId, 'Nur einmal', clientId);
      const again = await s.a.port.sendMessage(chatId, 'Nur einmal', clientId);
      expect(again).toMatchObject({ id: first.id, clientId });
      expect((await s.b.port.listMessages(chatId)).filter((m) => m.text === 'Nur einmal')).toHaveLength(1);
    });

    it('texts with umlauts, emoji, newlines and stream syntax arrive unchanged', async () => {
      const texts = [
        'Grüße aus Köln: Übermorgen? Straße ÄÖÜß',
        'Danke 👍 👩‍⚕️💊',
        // (the server stores CRLF as LF, so the contract asks for LF only)
        'Zeile 1\nZeile 2\n\nZeile 4\n',
        'event: read\ndata: {"chatId":"x"}\n\n: ping',
      ];
      const live = record(s.b.port);
      const sent: ChatMessage[] = [];
      for (const text of texts) sent.push(await s.a.port.sendMessage(chatId, text));
      expect(sent.map((m) => m.text)).toEqual(texts);
      await until('B receives them', () => sent.every((m) => liveMessage(live.events, m.id)));
      live.stop();
      expect(sent.map((m) => liveMessage(live.events, m.id)!.message.text)).toEqual(texts);
      // Its own four, in order: an earlier test's message may share their millisecond, and ties sort by id.
      const ids = new Set(sent.map((m) => m.id));
      expect((await s.b.port.listMessages(chatId)).filter((m) => ids.has(m.id)).map((m) => m.text)).toEqual(texts);
      expect(live.events.filter((e) => e.type === 'read' && e.chatId === 'x')).toEqual([]);
    });

    it('after B disconnects and connects again, what was sent meanwhile is there', async () => {
      s.b.port.disconnect();
      const meanwhile = [await s.a.port.sendMessage(chatId, 'Während B weg war 1'), await s.a.port.sendMessage(chatId, 'Während B weg war 2')];
      await connectOnline(s.b.port, s.b.id);
      const ids = (await s.b.port.listMessages(chatId)).map((m) => m.id);
      expect(ids).toEqual(expect.arrayContaining(meanwhile.map((m) => m.id)));
      expect((await summaryOf(s.b))?.lastMessage?.id).toBe(meanwhile[1].id);
    });

    it('a dropped connection reports offline, then online, and loses nothing', async () => {
      const live = record(s.b.port);
      s.dropB.cut();
      await until('B offline', () => live.events.some((e) => e.type === 'connection' && e.state === 'offline'));
      const meanwhile = await s.a.port.sendMessage(chatId, 'Während der Unterbrechung');
      s.dropB.restore?.();
      await until(
        'B online again',
        () => {
          const offline = live.events.findIndex((e) => e.type === 'connection' && e.state === 'offline');
          return live.events.slice(offline + 1).some(isOnline);
        },
        30_000,
      );
      live.stop();
      expect((await s.b.port.listMessages(chatId)).map((m) => m.id)).toContain(meanwhile.id);
    });

    it('nobody opens a chat with someone who is not a contact', async () => {
      await expect(s.a.port.openChat(s.strangerId)).rejects.toThrow();
      await expect(s.b.port.openChat(s.strangerId)).rejects.toThrow();
    });
  });
