import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login, me, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';
import { openEvents } from '../../tests/support/sse';

// The API of the sales workspace and the mobile app: chats, live events, favorites, links.
const LENA = 'lena.wagner@example.com';
let tokens: Record<'sales' | 'arzt' | 'pta' | 'lena', string>;
let ids: Record<'sales' | 'arzt' | 'pta' | 'lena', number>;
type Summary = { id: string; contact: { id: number; name: string }; unread: number; lastMessage: { id: string; text: string } | null };

const chatsOf = async (token: string) => (await api<{ data: Summary[] }>('/chats', { token })).body.data;
const send = (token: string, chatId: string, text: unknown) => api(`/chats/${chatId}/messages`, { token, method: 'POST', body: { data: { text } } });
const streams: { close(): void }[] = [];

beforeAll(async () => {
  tokens = { sales: await login(DEMO_ACCOUNTS.sales), arzt: await login(DEMO_ACCOUNTS.arzt), pta: await login('pta@example.com'), lena: await login(LENA) };
  ids = {
    sales: (await me(tokens.sales)).id,
    arzt: (await me(tokens.arzt)).id,
    pta: (await me(tokens.pta)).id,
    lena: (await me(tokens.lena)).id,
  };
});
afterAll(() => streams.forEach((s) => s.close()));

describe('chats', () => {
  it('lists one’s own chats with the contact, the last message and the unread count', async () => {
    // Other test files chat on the same server: the summary must agree with the messages read
    // right after it (read again if a message came in between).
    type Message = { id: string; text: string; senderId: number; readAt: string | null };
    const consistent = async () => {
      const chats = await chatsOf(tokens.sales);
      const withArzt = chats.find((c) => c.contact.id === ids.arzt)!;
      const messages = (await api(`/chats/${withArzt.id}/messages`, { token: tokens.sales })).body.data as Message[];
      const again = (await chatsOf(tokens.sales)).find((c) => c.id === withArzt.id)!;
      return JSON.stringify(again) === JSON.stringify(withArzt) ? { chats, withArzt, messages } : null;
    };
    let snapshot = await consistent();
    for (let i = 0; !snapshot && i < 5; i++) snapshot = await consistent();
    const { chats, withArzt, messages } = snapshot!;
    expect(withArzt.contact.name).toMatch(/Arendt/);
    expect(messages[0].text).toBe('Guten Tag Herr Schneider, haben Sie noch Muster von Cardiovia Forte?');
    expect(withArzt.lastMessage?.id).toBe(messages.at(-1)!.id);
    expect(withArzt.unread).toBe(messages.filter((m) => m.senderId === ids.arzt && !m.readAt).length);
    expect(chats.map((c) => c.contact.id)).toEqual(expect.arrayContaining([ids.arzt, ids.pta]));
    expect((await chatsOf(tokens.lena)).map((c) => c.contact.id)).not.toContain(ids.sales);
  });

  it('a message reaches the other participant live; reading it clears the unread count', async () => {
    const chat = (await api('/chats', { token: tokens.arzt, method: 'POST', body: { data: { contact: ids.sales } } })).body.data as Summary;
    expect(chat.contact.id).toBe(ids.sales);
    const events = await openEvents(apiUrl(), tokens.sales);
    streams.push(events);
    expect(events.status).toBe(200);
    await events.next('ready');
    const before = (await chatsOf(tokens.sales)).find((c) => c.id === chat.id)!.unread;

    const sent = await send(tokens.arzt, chat.id, 'Grüße aus der Praxis 👋\nZweite Zeile');
    expect(sent.status).toBe(201);
    const live = await events.next('message', (d) => d.message.id === sent.body.data.id);
    expect(live).toMatchObject({ chatId: chat.id, message: { text: 'Grüße aus der Praxis 👋\nZweite Zeile', senderId: ids.arzt } });
    expect((await chatsOf(tokens.sales)).find((c) => c.id === chat.id)!.unread).toBe(before + 1);

    expect((await api(`/chats/${chat.id}/read`, { token: tokens.sales, method: 'POST' })).status).toBe(200);
    expect((await chatsOf(tokens.sales)).find((c) => c.id === chat.id)!.unread).toBe(0);
    await events.next('read', (d) => d.chatId === chat.id && d.readerId === ids.sales);
  });

  it('keeps messages in the order they were sent', async () => {
    const chat = (await api('/chats', { token: tokens.sales, method: 'POST', body: { data: { contact: ids.pta } } })).body.data as Summary;
    for (const n of [1, 2, 3, 4, 5]) expect((await send(tokens.sales, chat.id, `Reihenfolge ${n}`)).status).toBe(201);
    const texts = (await api(`/chats/${chat.id}/messages`, { token: tokens.pta })).body.data.map((m: { text: string }) => m.text);
    expect(texts.filter((t: string) => t.startsWith('Reihenfolge'))).toEqual([
      'Reihenfolge 1',
      'Reihenfolge 2',
      'Reihenfolge 3',
      'Reihenfolge 4',
      'Reihenfolge 5',
    ]);
  });

  it('nobody reads or writes another pair’s chat, nor chats with a non-contact', async () => {
    const salesPta = (await chatsOf(tokens.sales)).find((c) => c.contact.id === ids.pta)!;
    for (const token of [tokens.arzt, tokens.lena]) {
      expect((await api(`/chats/${salesPta.id}/messages`, { token })).status).toBe(404);
      expect((await send(token, salesPta.id, 'Hallo?')).status).toBe(404);
      expect((await api(`/chats/${salesPta.id}/read`, { token, method: 'POST' })).status).toBe(404);
    }
    const stranger = await api('/chats', { token: tokens.lena, method: 'POST', body: { data: { contact: ids.arzt } } });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe('Sie können nur mit Ihren Kontakten chatten.');
    expect((await api('/chats')).status).toBe(403);
    expect((await api('/chats/irgendwas/messages', { token: tokens.sales })).status).toBe(404);
    expect((await api('/messages', { token: tokens.sales })).status).toBe(404);
  });

  it('refuses empty and too long messages at the field', async () => {
    const chat = (await chatsOf(tokens.sales)).find((c) => c.contact.id === ids.arzt)!;
    const empty = await send(tokens.sales, chat.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.errors[0]).toMatchObject({ path: ['text'], message: 'Bitte geben Sie eine Nachricht ein.' });
    expect((await send(tokens.sales, chat.id, 'x'.repeat(5001))).body.error.message).toBe('Die Nachricht ist zu lang (höchstens 5000 Zeichen).');
    expect((await send(tokens.sales, chat.id, 42)).status).toBe(400);
  });
});

describe('favorites', () => {
  it('a user sets, changes and clears their own favorites only', async () => {
    // A brand nobody in the demo data favorites.
    const brand = (await api('/brands?sort=name:desc&pagination[pageSize]=1', { token: tokens.arzt })).body.data[0].documentId;
    const created = await api('/favorites', { token: tokens.arzt, method: 'POST', body: { data: { brand } } });
    expect(created.status).toBe(201);
    const again = await api('/favorites', { token: tokens.arzt, method: 'POST', body: { data: { brand, isFavorite: false } } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ documentId: created.body.data.documentId, isFavorite: false });

    const forSomeoneElse = await api('/favorites', { token: tokens.arzt, method: 'POST', body: { data: { brand, user: ids.pta } } });
    expect(forSomeoneElse.status).toBe(403);
    expect(forSomeoneElse.body.error.message).toBe('Sie können nur Ihre eigenen Favoriten ändern.');
    const id = created.body.data.documentId;
    expect((await api(`/favorites/${id}`, { token: tokens.pta, method: 'PUT', body: { data: { isFavorite: true } } })).status).toBe(404);
    expect((await api(`/favorites/${id}`, { token: tokens.pta, method: 'DELETE' })).status).toBe(404);
    const ptaList = (await api('/favorites', { token: tokens.pta })).body.data as { documentId: string }[];
    expect(ptaList.map((f) => f.documentId)).not.toContain(id);
    expect((await api(`/favorites/${id}`, { token: tokens.arzt, method: 'DELETE' })).status).toBe(204);
  });
});

describe('links', () => {
  it('the preview shows the rep’s public profile and the brand, nothing private', async () => {
    const { body } = await api('/links?filters[link][$eq]=dermasana-becker&populate[brand]=true', { token: PUBLIC_ACCESS_TOKEN });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].brand.name).toBe('DermaSana');
    expect(body.data[0].salesUser).toMatchObject({ profile: { lastName: 'Becker' } });
    expect(JSON.stringify(body.data[0].salesUser)).not.toMatch(/@|password|fcmToken/);
  });

  it('a new doctor connects through a link: both become contacts and the rep hears of it live', async () => {
    const email = `dr.neu.${Date.now()}@praxis.test`;
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: email, email, password: DEMO_PASSWORD, profile: { title: 'Dr.', firstName: 'Nina', lastName: 'Neu', target: 'representative' } },
    });
    const jonas = await login('jonas.becker@example.com');
    const events = await openEvents(apiUrl(), jonas);
    streams.push(events);
    await events.next('ready');
    const connected = await api('/links/connect', {
      token: registered.body.jwt,
      method: 'POST',
      body: { data: { link: 'DermaSana-Becker', consentVersion: CONSENT_TEXT_VERSION } },
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({ brand: { name: 'DermaSana' }, alreadyConnected: false });
    const live = await events.next('contact-added');
    expect(live.contact).toMatchObject({ id: registered.body.user.id, name: 'Dr. Nina Neu' });
    expect((await me(jonas)).contacts.map((c: { id: number }) => c.id)).toContain(registered.body.user.id);
    // Contacts both ways: the doctor may now chat with the rep.
    const jonasId = (await me(jonas)).id;
    expect((await api('/chats', { token: registered.body.jwt, method: 'POST', body: { data: { contact: jonasId } } })).status).toBe(200);
    const twice = await api('/links/connect', {
      token: registered.body.jwt,
      method: 'POST',
      body: { data: { link: 'dermasana-becker', consentVersion: CONSENT_TEXT_VERSION } },
    });
    expect(twice.body.data.alreadyConnected).toBe(true);
  });

  it('an unknown link connects nobody', async () => {
    const unknown = await api('/links/connect', {
      token: tokens.arzt,
      method: 'POST',
      body: { data: { link: 'gibt-es-nicht', consentVersion: CONSENT_TEXT_VERSION } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Dieser Link ist ungültig oder abgelaufen.');
    expect((await api('/links/connect', { method: 'POST', body: { data: { link: 'dermasana-becker', consentVersion: CONSENT_TEXT_VERSION } } })).status).toBe(
      403,
    );
  });

  it('only doctors and PTAs connect through a link: the back office and other reps are refused', async () => {
    const jonas = await login('jonas.becker@example.com');
    const before = (await me(jonas)).contacts.length;
    for (const email of [DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.brandadmin, DEMO_ACCOUNTS.operator]) {
      const refused = await api('/links/connect', {
        token: await login(email),
        method: 'POST',
        body: { data: { link: 'dermasana-becker', consentVersion: CONSENT_TEXT_VERSION } },
      });
      expect(refused.status, email).toBe(403);
      expect(refused.body.error.message, email).toBe('Keine Berechtigung für diese Aktion.');
    }
    expect((await me(jonas)).contacts).toHaveLength(before);
  });

  it('no live events without a sign-in', async () => {
    expect((await api('/realtime/events')).status).toBe(403);
  });
});
