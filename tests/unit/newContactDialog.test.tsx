import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactList } from '../../src/field-app/contacts/ContactList';
import { ContactShow } from '../../src/field-app/contacts/ContactShow';
import { fakeDataProvider } from '../support/componentHarness';
import { TestRealtimePort, renderSales, signInAsSales } from '../support/fieldAppHarness';

const NEW_DOCTOR = {
  id: 31,
  email: 'neu@example.com',
  profile: { target: 'representative', title: 'Dr.', firstName: 'Nora', lastName: 'Neumann', city: 'Aachen' },
};

const setup = (path = '/home') => {
  signInAsSales();
  const port = new TestRealtimePort();
  // The server has the new contact once the link was used.
  let contacts: object[] = [];
  const dataProvider = fakeDataProvider({ getList: async () => ({ data: contacts, total: contacts.length }) });
  renderSales(path, { '/home': <h1>Startseite</h1>, '/contacts': <ContactList />, '/contacts/:userId': <ContactShow /> }, dataProvider, { port, layout: true });
  const connect = () => {
    contacts = [NEW_DOCTOR];
    act(() => port.emit({ type: 'contact-added', contact: { id: 31, name: 'Dr. Nora Neumann', target: 'representative' } }));
  };
  return { port, connect, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

describe('new-doctor dialog', () => {
  it('appears live with the exact heading and one action that opens the new contact’s profile', async () => {
    const { connect, user } = setup();
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    connect();
    const dialog = await screen.findByRole('dialog', { name: 'Ihnen wurde ein neuer Arzt zugewiesen!' });
    expect(within(dialog).getByRole('heading').textContent).toBe('Ihnen wurde ein neuer Arzt zugewiesen!');
    expect(within(dialog).getByText('Dr. Nora Neumann')).toBeInTheDocument();
    const actions = within(dialog).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual(['Weiter zum Profil']);

    await user.click(actions[0]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/contacts\/31$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The contacts are read again: the new contact's profile shows.
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Nora Neumann' })).toBeInTheDocument();
  });

  it('refreshes the contacts on screen at once', async () => {
    const { connect } = setup('/contacts');
    expect(await screen.findByText(/Sie haben noch keine Kontakte/)).toBeInTheDocument();
    connect();
    await screen.findByRole('dialog', { name: 'Ihnen wurde ein neuer Arzt zugewiesen!' });
    expect(await screen.findByRole('link', { name: /Dr\. Nora Neumann/, hidden: true })).toHaveAttribute('href', '/contacts/31');
  });

  it('stays closed for other events', async () => {
    const { port } = setup();
    await screen.findByRole('heading', { name: 'Startseite' });
    act(() => port.emit({ type: 'connection', state: 'online' }));
    act(() => port.emit({ type: 'read', chatId: 'c1', readerId: 21 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
