import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, Notification, memoryStore, testDataProvider } from 'react-admin';
import type { AuthProvider, DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { session } from '../../src/providers';
import { canAccess } from '../../src/providers/access';
import type { Action } from '../../src/providers/access';
import { TableManagement } from '../../src/tables/pages';

/** Words react-admin or MUI would show if a text escaped the German catalog (as in tests/support/e2e.ts). */
const ENGLISH = [
  'Search',
  'Export',
  'Rows per page',
  'Loading',
  'Create',
  'Save',
  'Delete',
  'Edit',
  'Cancel',
  'No results',
  'Licenses',
  'Addons',
  'Specializations',
  'of ',
  'Page',
];
const englishWordsIn = (text: string) => ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));

const REFUSAL = 'Die Lizenz „Basis“ ist noch Brands zugeordnet und kann nicht gelöscht werden.';

const ROWS: Record<string, Record<string, unknown>[]> = {
  licenses: [
    { id: 'lic-1', numericId: 1, name: 'Basis', description: 'Beiträge und Außendienst für kleine Teams', maxSalesUsers: 5 },
    { id: 'lic-2', numericId: 2, name: 'Professional', description: null, maxSalesUsers: 25 },
  ],
  addons: [{ id: 'add-1', numericId: 1, name: 'Chat-Modul', description: 'Direkter Austausch' }],
  specializations: [
    { id: 'spec-1', numericId: 1, name: 'Allgemeinmedizin' },
    { id: 'spec-2', numericId: 2, name: 'Kardiologie' },
  ],
};

/** A stand-in dataProvider (test double) that answers like the server for the three tables. */
const fakeDataProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) => ({ data: ROWS[resource] ?? [], total: (ROWS[resource] ?? []).length })),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({ data: (ROWS[resource] ?? []).find((r) => r.id === id) })),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'new', numericId: 99 } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => ({ data: { ...data, id } })),
    delete: vi.fn(async () => {
      throw new HttpError(REFUSAL, 409, {});
    }),
  } as unknown as Partial<DataProvider>) as DataProvider & Record<'getList' | 'create' | 'update' | 'delete', ReturnType<typeof vi.fn>>;

/** A stand-in authProvider: signed in as operator, answering canAccess from the app's access function as the real one does. */
const operatorAuthProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
  canAccess: async ({ resource, action }) => canAccess('operator', resource, action as Action),
};

const renderPage = (path: string, dataProvider = fakeDataProvider()) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={operatorAuthProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/table-management/:table?" element={<TableManagement />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
};

beforeEach(() => {
  session.setUser({ id: 1, email: 'operator@example.com', role: { type: 'operator' } });
});

describe('TableManagement', () => {
  it('shows the three German tabs; without an id the licenses, sorted by id ascending', async () => {
    const dataProvider = renderPage('/table-management');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Lizenzen', 'Add-ons', 'Fachrichtungen']);
    expect(screen.getByRole('tab', { name: 'Lizenzen' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(['/table-management/licenses', '/table-management/addons', '/table-management/specializations']);
    expect(await screen.findByText('Basis')).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('licenses', expect.objectContaining({ sort: { field: 'id', order: 'ASC' } }));
    for (const header of ['ID', 'Name', 'Beschreibung', 'Max. Außendienst-Nutzer', 'Aktionen']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Lizenz anlegen' })).toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('the id selects the table: specializations, 100 per page', async () => {
    const dataProvider = renderPage('/table-management/specializations');
    expect(screen.getByRole('tab', { name: 'Fachrichtungen' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Kardiologie')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('specializations', expect.objectContaining({ pagination: { page: 1, perPage: 100 } }));
    expect(screen.queryByRole('columnheader', { name: /Beschreibung/ })).not.toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('switches tabs through the URL', async () => {
    renderPage('/table-management/licenses');
    await screen.findByText('Basis');
    await userEvent.click(screen.getByRole('tab', { name: 'Add-ons' }));
    expect(await screen.findByText('Chat-Modul')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add-ons' })).toHaveAttribute('aria-selected', 'true');
  });

  it('creates a license, validating at the field in German first', async () => {
    const dataProvider = renderPage('/table-management/licenses');
    await screen.findByText('Basis');
    await userEvent.click(screen.getByRole('button', { name: 'Lizenz anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Lizenz' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Name darf nicht nur aus Leerzeichen bestehen.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Pflichtfeld')).toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(101));
    expect(await within(dialog).findByText('Darf höchstens 100 Zeichen lang sein')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Premium');
    await userEvent.type(within(dialog).getByLabelText(/^Max. Außendienst-Nutzer/), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'licenses',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Premium', maxSalesUsers: 40 }) }),
      ),
    );
    // The dialog closes; the notice "Lizenz angelegt" queues behind the invalid-form notice.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a license from its row', async () => {
    const dataProvider = renderPage('/table-management/licenses');
    await screen.findByText('Basis');
    const row = screen.getByText('Basis').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lizenz „Basis“ bearbeiten' });
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Basis'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Basis Plus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'licenses',
        expect.objectContaining({ id: 'lic-1', data: expect.objectContaining({ name: 'Basis Plus' }) }),
      ),
    );
    expect(await screen.findByText('Lizenz gespeichert')).toBeInTheDocument();
  });

  it('asks before deleting and shows the server’s German refusal', async () => {
    const dataProvider = renderPage('/table-management/licenses');
    await screen.findByText('Basis');
    const row = screen.getByText('Basis').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lizenz „Basis“ löschen?' });
    expect(within(confirm).getByText(/wird endgültig gelöscht/)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('licenses', expect.objectContaining({ id: 'lic-1' }));
    expect(screen.getByText('Basis')).toBeInTheDocument();
  });

  it('an unknown table id falls back to the licenses', async () => {
    renderPage('/table-management/unbekannt');
    expect(await screen.findByText('Basis')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lizenzen' })).toHaveAttribute('aria-selected', 'true');
  });
});
