import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import type { TestStrapi } from '../../tests/support/strapiServer';
import { fileServer } from '../../tests/support/fileServer';

// Issue 23: a message written offline carries an id made by the rep's device; the app sends it when
// the network returns and again when an answer was lost. The server stores it once per sender and id.

let server: TestStrapi;
const { api, login, me } = apiClient(() => server.apiUrl);
let doctor: string;
let rep: string;
let chatId: string;
const send = (token: string, data: Record<string, unknown>, chat = chatId) => api(`/chats/${chat}/messages`, { token, method: 'POST', body: { data } });
const texts = async (text: string) => ((await api(`/chats/${chatId}/messages`, { token: rep })).body.data as { text: string }[]).filter((m) => m.text === text);

beforeAll(async () => {
  server = fileServer();
  doctor = await login(DEMO_ACCOUNTS.arzt);
  rep = await login(DEMO_ACCOUNTS.sales);
  const chat = await api('/chats', { token: rep, method: 'POST', body: { data: { contact: (await me(doctor)).id } } });
  chatId = chat.body.data.id;
});

describe('chat messages with a client id', () => {
  it('a retry with the same id answers the stored message (200) and stores nothing more', async () => {
    const first = await send(rep, { text: 'Offline geschrieben', clientId: 'device-1-0001' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ text: 'Offline geschrieben', clientId: 'device-1-0001' });
    const again = await send(rep, { text: 'Offline geschrieben', clientId: 'device-1-0001' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await texts('Offline geschrieben')).toHaveLength(1);
  });

  it('retries that arrive at the same moment store one message', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(rep, { text: 'Sechsmal gesendet', clientId: 'device-1-0002' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await texts('Sechsmal gesendet')).toHaveLength(1);
  });

  it('the id is the sender’s: another participant’s message with the same id is its own', async () => {
    expect((await send(doctor, { text: 'Gleiche Kennung, andere Person', clientId: 'device-1-0001' })).status).toBe(201);
    expect(await texts('Gleiche Kennung, andere Person')).toHaveLength(1);
  });

  it('messages without an id are stored each time, with clientId null', async () => {
    const first = await send(rep, { text: 'Ohne Kennung' });
    const second = await send(rep, { text: 'Ohne Kennung' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.clientId).toBeNull();
    expect(await texts('Ohne Kennung')).toHaveLength(2);
  });

  it('refuses an id that is malformed, and one used for a message in another chat, at the field', async () => {
    for (const clientId of ['kurz', 'x'.repeat(65), 'mit leerzeichen 123', 12345678, { id: 'device-1-0003' }]) {
      const answer = await send(rep, { text: 'Mit falscher Kennung', clientId });
      expect(answer.status, JSON.stringify(clientId)).toBe(400);
      expect(answer.body.error.details.errors).toEqual([
        { path: ['clientId'], message: 'Ungültige Nachrichtenkennung (8 bis 64 Zeichen: Buchstaben, Ziffern, - und _).', name: 'ValidationError' },
      ]);
    }
    expect(await texts('Mit falscher Kennung')).toEqual([]);

    const pta = await login('pta@example.com');
    const otherChat = await api('/chats', { token: rep, method: 'POST', body: { data: { contact: (await me(pta)).id } } });
    const moved = await send(rep, { text: 'Anderer Chat', clientId: 'device-1-0001' }, otherChat.body.data.id);
    expect(moved.status).toBe(400);
    expect(moved.body.error.details.errors[0]).toMatchObject({
      path: ['clientId'],
      message: 'Diese Nachrichtenkennung gehört zu einer Nachricht in einem anderen Chat.',
    });
  });
});
