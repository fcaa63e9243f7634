import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactList } from '../../src/field-app/contacts/ContactList';
import { ContactShow } from '../../src/field-app/contacts/ContactShow';
import { ChatPage } from '../../src/field-app/chat/ChatPage';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { TestRealtimePort, renderSales, signInAsSales } from '../support/fieldAppHarness';

const ANNA = {
  id: 21,
  email: 'anna.arendt@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  image: { url: '/uploads/anna.jpg' },
  profile: {
    target: 'representative',
    title: 'Dr.',
    firstName: 'Anna',
    lastName: 'Arendt',
    practice: 'Praxis am Dom',
    street: 'Domplatz 1',
    zip: '50667',
    city: 'Köln',
    phone: '0221 / 12 34 56',
  },
};
const PAUL = {
  id: 22,
  email: 'paul.peters@example.com',
  createdAt: '2026-04-01T10:00:00.000Z',
  profile: { target: 'pta', firstName: 'Paul', lastName: 'Peters', practice: 'Apotheke am Markt', city: 'Bonn' },
};

const ROUTES = { '/contacts': <ContactList />, '/contacts/:userId': <ContactShow />, '/chat/:chatId': <ChatPage /> };

const setup = (path: string) => {
  signInAsSales();
  const port = new TestRealtimePort([{ id: 'c1', contact: { id: 21, name: 'Dr. Anna Arendt' }, lastMessage: null, unread: 0 }]);
  const dataProvider = fakeDataProvider({ getList: async () => ({ data: [PAUL, ANNA], total: 2 }) });
  renderSales(path, ROUTES, dataProvider, { port });
  return { port, dataProvider, user: userEvent.setup() };
};

const rows = () =>
  within(screen.getByRole('list', { name: 'Kontakte' }))
    .getAllByRole('link')
    .map((a) => a.querySelector('.MuiListItemText-root')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('Kontakte (/contacts)', () => {
  it('lists the rep’s contacts by name with role, practice and city, and searches them', async () => {
    const { dataProvider, user } = setup('/contacts');
    expect(await screen.findByRole('heading', { name: 'Kontakte' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Kontakte' });
    expect(rows()).toEqual(['Dr. Anna ArendtÄrztin/Arzt · Praxis am Dom · Köln', 'Paul PetersPTA · Apotheke am Markt · Bonn']);
    expect(screen.getByRole('link', { name: /Paul Peters/ })).toHaveAttribute('href', '/contacts/22');
    expect(dataProvider.getList).toHaveBeenCalledWith('contacts', expect.objectContaining({ pagination: { page: 1, perPage: 1000 } }));

    const search = screen.getByRole('searchbox', { name: 'Suche nach Name, Praxis oder Ort' });
    await user.type(search, 'bonn');
    expect(rows()).toEqual(['Paul PetersPTA · Apotheke am Markt · Bonn']);
    await user.clear(search);
    await user.type(search, 'praxis dom');
    expect(rows()).toEqual(['Dr. Anna ArendtÄrztin/Arzt · Praxis am Dom · Köln']);
    await user.clear(search);
    await user.type(search, 'arendt');
    expect(rows()).toHaveLength(1);
    await user.type(search, 'x');
    expect(screen.getByText('Keine Kontakte gefunden.')).toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });
});

describe('Kontakt (/contacts/{userId})', () => {
  it('shows the contact with title, role, practice, address, phone and e-mail, and the actions', async () => {
    setup('/contacts/21');
    expect(await screen.findByRole('heading', { name: 'Dr. Anna Arendt' })).toBeInTheDocument();
    expect(screen.getByText('Ärztin/Arzt')).toBeInTheDocument();
    expect(screen.getByText('Praxis am Dom')).toBeInTheDocument();
    expect(screen.getByText('Domplatz 1')).toBeInTheDocument();
    expect(screen.getByText('50667 Köln')).toBeInTheDocument();
    expect(screen.getByText('anna.arendt@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anrufen' })).toHaveAttribute('href', 'tel:0221123456');
    expect(screen.getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute('href', 'mailto:anna.arendt@example.com');
    expect(screen.getByRole('link', { name: 'Zurück zu den Kontakten' })).toHaveAttribute('href', '/contacts');
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('Chat starten opens the chat with the contact through the port and shows it', async () => {
    const { port, user } = setup('/contacts/21');
    await user.click(await screen.findByRole('button', { name: 'Chat starten' }));
    expect(port.openChat).toHaveBeenCalledWith(21);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/chat\/c1$/));
    expect(await screen.findByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
  });

  it('says so in German when the chat cannot be opened', async () => {
    const { port, user } = setup('/contacts/21');
    port.openChat.mockRejectedValueOnce(new Error('down'));
    await user.click(await screen.findByRole('button', { name: 'Chat starten' }));
    expect(await screen.findByText(/Der Chat konnte nicht geöffnet werden/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/contacts/21');
  });

  it('someone who is not the rep’s contact is "not found"', async () => {
    setup('/contacts/999');
    expect(await screen.findByText('Dieser Kontakt wurde nicht gefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat starten' })).not.toBeInTheDocument();
  });

  it('a contact without phone offers no call', async () => {
    setup('/contacts/22');
    expect(await screen.findByRole('heading', { name: 'Paul Peters' })).toBeInTheDocument();
    expect(screen.getByText('PTA')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anrufen' })).not.toBeInTheDocument();
  });
});
