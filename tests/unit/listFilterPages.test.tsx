import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SalesList } from '../../src/sales/SalesList';
import { UserList } from '../../src/users/UserList';
import { PostList } from '../../src/posts/PostList';
import { EventList } from '../../src/events/EventList';
import { session } from '../../src/providers';
import { PickersProvider } from '../../src/common/time';
import { BRAND, OTHER_BRAND, englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// The lists' new filters (labelled, German, in the filter the dataProvider gets), their saved views,
// and the operators' bulk action "Brand zuweisen".

const LENA = {
  id: 5,
  email: 'lena.wagner@example.com',
  blocked: false,
  role: { type: 'sales' },
  brands: [BRAND],
  profile: { firstName: 'Lena', lastName: 'Wagner' },
};
const MAX = {
  id: 6,
  email: 'max.mueller@example.com',
  blocked: true,
  role: { type: 'sales' },
  brands: [BRAND],
  profile: { firstName: 'Max', lastName: 'Müller' },
};

const setup = () => {
  const dataProvider = fakeDataProvider({
    getList: async (resource: string) => (resource === 'brands' ? { data: [BRAND, OTHER_BRAND], total: 2 } : { data: [LENA, MAX], total: 2 }),
    getMany: async () => ({ data: [] }),
    update: async (_r: string, { id, data }: { id: number; data: object }) => ({ data: { ...LENA, ...data, id } }),
  });
  return { dataProvider, user: userEvent.setup() };
};
const lastFilter = (dataProvider: ReturnType<typeof setup>['dataProvider'], resource: string) =>
  dataProvider.getList.mock.calls.filter(([r]) => r === resource).at(-1)![1].filter;
/** The options' names, without react-admin's empty choice. */
const options = (items: HTMLElement[]) => items.map((o) => (o.textContent ?? '').replace('\u200b', '').trim()).filter(Boolean);
/** Picks an option of a labelled select (MUI's listbox). */
const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => session.clear());

describe('field service: status', () => {
  it('filters by Aktiv or Gesperrt, beside the saved views', async () => {
    signInAs('brand_admin');
    const { dataProvider, user } = setup();
    renderAt('/sales', { '/sales': <SalesList /> }, dataProvider);
    await screen.findByText('lena.wagner@example.com');
    expect(screen.getByText('Gespeicherte Ansichten')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(options(await screen.findAllByRole('option'))).toEqual(['Aktiv', 'Gesperrt']);
    await user.click(screen.getByRole('option', { name: 'Gesperrt' }));
    await waitFor(() => expect(lastFilter(dataProvider, 'sales')).toEqual({ status: 'blocked' }));
  });
});

describe('events: upcoming, past and start days', () => {
  it('offers Bevorstehend and Vergangen and two labelled day fields, beside the saved views', async () => {
    signInAs('brand_admin');
    session.setCurrentBrandId('b1');
    const { dataProvider, user } = setup();
    renderAt(
      '/events',
      {
        '/events': (
          <PickersProvider>
            <EventList />
          </PickersProvider>
        ),
      },
      dataProvider,
    );
    expect(await screen.findByText('Gespeicherte Ansichten')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Beginn ab' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Beginn bis' })).toBeInTheDocument();
    await choose(user, 'Zeitpunkt', 'Bevorstehend');
    await waitFor(() => expect(lastFilter(dataProvider, 'events')).toEqual({ when: 'upcoming' }));
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });
});

describe('posts: state and publication period', { timeout: 20_000 }, () => {
  it('offers the three states by their German names and the period’s two days', async () => {
    signInAs('brand_admin');
    session.setCurrentBrandId('b1');
    const { dataProvider, user } = setup();
    renderAt(
      '/posts',
      {
        '/posts': (
          <PickersProvider>
            <PostList />
          </PickersProvider>
        ),
      },
      dataProvider,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    expect(options(await screen.findAllByRole('option'))).toEqual(['Entwurf', 'Geplant', 'Veröffentlicht']);
    await user.click(screen.getByRole('option', { name: 'Geplant' }));
    await waitFor(() => expect(lastFilter(dataProvider, 'posts')).toEqual({ state: 'scheduled' }));
    expect(screen.getByRole('group', { name: 'Veröffentlichung bis' })).toBeInTheDocument();
    // A typed German day is the filter's calendar day; half typed, it filters nothing yet.
    const from = screen.getByRole('group', { name: 'Veröffentlichung ab' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('2903');
    // Past react-admin's debounce of the filter form.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(lastFilter(dataProvider, 'posts')).toEqual({ state: 'scheduled' });
    await user.keyboard('2026');
    await waitFor(() => expect(lastFilter(dataProvider, 'posts')).toEqual({ state: 'scheduled', published_from: '2026-03-29' }));
  });
});

describe('users: status, last sign-in, and „Brand zuweisen“', () => {
  it('filters by the last sign-in', async () => {
    signInAs('operator');
    const { dataProvider, user } = setup();
    renderAt('/user-management', { '/user-management': <UserList /> }, dataProvider);
    await screen.findByRole('table');
    await choose(user, 'Letzte Anmeldung', 'Seit 30 Tagen nicht angemeldet');
    await waitFor(() => expect(lastFilter(dataProvider, 'user-management')).toEqual({ signed_in: 'not_recent' }));
  });

  it('assigns the chosen brand to each selected user after confirming the count, one request per user', async () => {
    signInAs('operator');
    const { dataProvider, user } = setup();
    renderAt('/user-management', { '/user-management': <UserList /> }, dataProvider);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Alle auswählen' }));
    await user.click(await screen.findByRole('button', { name: 'Brand zuweisen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '2 Personen einer Brand zuweisen?' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sie erhalten Zugang zur gewählten Brand; ihre anderen Brands bleiben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte wählen Sie eine Brand.')).toBeInTheDocument();
    // Without a brand, confirming does nothing yet.
    await user.click(within(dialog).getByRole('button', { name: 'Brand zuweisen' }));
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'DermaSana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Brand zuweisen' }));
    expect(await screen.findByText('2 Personen zugewiesen')).toBeInTheDocument();
    expect(dataProvider.update.mock.calls.map(([resource, { id, data }]) => [resource, id, data])).toEqual([
      ['user-management', 5, { brands: { connect: ['b2'] } }],
      ['user-management', 6, { brands: { connect: ['b2'] } }],
    ]);
  });
});
