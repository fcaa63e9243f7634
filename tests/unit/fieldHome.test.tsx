import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Home } from '../../src/home/Home';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { ME, TestRealtimePort, message, minutesAgo, renderSales, signInAsSales } from '../support/fieldAppHarness';

const POSTS = [
  { id: 'p2', title: 'Neue Studie zu Cardiovia forte', publishedAt: '2026-05-02T08:00:00.000Z' },
  { id: 'p1', title: 'Fortbildung im Juni', publishedAt: '2026-04-20T08:00:00.000Z' },
];
const CONTACTS = [
  { id: 21, createdAt: '2026-03-01T10:00:00.000Z', profile: { target: 'representative', title: 'Dr.', firstName: 'Anna', lastName: 'Arendt', city: 'Köln' } },
  { id: 22, createdAt: '2026-04-01T10:00:00.000Z', profile: { target: 'pta', firstName: 'Paul', lastName: 'Peters', city: 'Bonn' } },
];

const setup = () => {
  signInAsSales();
  const port = new TestRealtimePort([
    { id: 'c1', contact: { id: 21, name: 'Dr. Anna Arendt' }, lastMessage: message('m2', 'c1', 21, 'Haben Sie Muster?', minutesAgo(5)), unread: 2 },
    { id: 'c2', contact: { id: 22, name: 'Paul Peters' }, lastMessage: message('m9', 'c2', ME.id, 'Bis bald', minutesAgo(60)), unread: 0 },
  ]);
  const dataProvider = fakeDataProvider({
    getList: async (resource: string) => (resource === 'posts' ? { data: POSTS, total: 2 } : { data: CONTACTS, total: 2 }),
  });
  renderSales('/home', { '/home': <Home /> }, dataProvider, { port });
  return { port, dataProvider };
};

const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('Startseite for sales (/home)', () => {
  it('shows the newest posts, the unread chats and the newest contacts, each linking to its page', async () => {
    const { dataProvider } = setup();
    const posts = await section('Neueste Beiträge');
    expect(await within(posts).findByRole('link', { name: /Neue Studie zu Cardiovia forte/ })).toHaveAttribute('href', '/posts/p2');
    expect(within(posts).getByText('Veröffentlicht am 02.05.2026')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'posts',
      expect.objectContaining({ sort: { field: 'publishedAt', order: 'DESC' }, pagination: { page: 1, perPage: 5 } }),
    );
    // Published posts only: no draft preview is asked for.
    expect(dataProvider.getList.mock.calls.find(([r]) => r === 'posts')?.[1].meta).toBeUndefined();

    const chats = await section('Ungelesene Chats');
    const anna = await within(chats).findByRole('link', { name: /Dr\. Anna Arendt/ });
    expect(anna).toHaveAttribute('href', '/chat/c1');
    expect(within(anna).getByLabelText('2 ungelesen')).toBeInTheDocument();
    expect(within(chats).queryByText('Paul Peters')).not.toBeInTheDocument();

    const contacts = await section('Neueste Kontakte');
    const links = await within(contacts).findAllByRole('link', { name: /Peters|Arendt/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/contacts/22', '/contacts/21']);
    expect(screen.getByRole('link', { name: 'Alle anzeigen: Neueste Kontakte' })).toHaveAttribute('href', '/contacts');
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('a live message adds the chat to the unread chats', async () => {
    const { port } = setup();
    const chats = await section('Ungelesene Chats');
    await within(chats).findByRole('link', { name: /Dr\. Anna Arendt/ });
    act(() => port.emit({ type: 'message', chatId: 'c2', message: message('m10', 'c2', 22, 'Frage zur Dosierung', new Date().toISOString()) }));
    const paul = await within(chats).findByRole('link', { name: /Paul Peters/ });
    expect(within(paul).getByText('Frage zur Dosierung')).toBeInTheDocument();
  });
});
