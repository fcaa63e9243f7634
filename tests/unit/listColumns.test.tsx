import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserList } from '../../src/users/UserList';
import { session } from '../../src/providers';
import { fakeDataProvider, renderAt, restoreWindow, signInAs, windowOf } from '../support/componentHarness';

// The lists' column chooser and saved views in the toolbar (src/common/ColumnGrid.tsx,
// ListActions.tsx; issue 35): on a laptop's window the secondary columns start hidden and are a
// click away, on a wide screen all are shown.

afterEach(() => {
  restoreWindow();
  session.clear();
});

const USER = {
  id: 1,
  email: 'lena.wagner@example.com',
  createdAt: '2026-03-02T09:00:00Z',
  role: { type: 'sales' },
  brands: [],
  profile: { firstName: 'Lena', lastName: 'Wagner' },
};
const headers = () => screen.getAllByRole('columnheader').map((cell) => (cell.textContent ?? '').trim());

const openUsers = async (width: number) => {
  windowOf(width);
  signInAs('operator');
  const dataProvider = fakeDataProvider({ getList: async () => ({ data: [USER], total: 1 }), getMany: async () => ({ data: [] }) });
  renderAt('/user-management', { '/user-management': <UserList /> }, dataProvider);
  await screen.findByText('lena.wagner@example.com');
};

describe('the user list on a laptop and on a wide screen', () => {
  it('at 1280 px hides „Angelegt am“ at first and shows it when chosen in „Spalten“', async () => {
    await openUsers(1280);
    expect(headers()).not.toContain('Angelegt am');
    expect(headers()).toContain('Letzte Anmeldung');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spalten' }));
    await user.click(await screen.findByLabelText('Angelegt am'));
    await user.keyboard('{Escape}');
    expect(headers()).toContain('Angelegt am');
    expect(screen.getByText('02.03.2026')).toBeInTheDocument();
  });

  it('at 1920 px shows every column; the saved views open from the toolbar', async () => {
    await openUsers(1920);
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'E-Mail-Adresse', 'Rolle', 'Brands', 'Angelegt am', 'Letzte Anmeldung']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gespeicherte Ansichten' }));
    const views = await screen.findByRole('dialog', { name: 'Gespeicherte Ansichten' });
    expect(within(views).getByText('Gespeicherte Ansichten')).toBeInTheDocument();
  });
});
