import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import type { RoleType } from '../../src/providers/access';
import { SalesList } from '../../src/sales/SalesList';
import { SalesEdit } from '../../src/sales/SalesEdit';
import { readableLink } from '../../src/sales/SalesLinkSection';
import { BRAND, OTHER_BRAND, englishWordsIn, fakeDataProvider, recordingHttp, renderAt, signInAs } from '../support/componentHarness';

const LENA = {
  id: 5,
  email: 'lena.wagner@example.com',
  blocked: false,
  role: { type: 'sales' },
  brands: [BRAND, OTHER_BRAND],
  userBrandRoles: [{ id: 11, brand: OTHER_BRAND, role: 'sales' }],
  profile: { salutation: 'frau', firstName: 'Lena', lastName: 'Wagner', phone: '0171 123456', city: 'Köln' },
};
const MAX = {
  id: 6,
  email: 'max.mueller@example.com',
  blocked: true,
  role: { type: 'sales' },
  brands: [BRAND],
  profile: { firstName: 'Max', lastName: 'Müller' },
};

const ROUTES = { '/sales': <SalesList />, '/sales/:id/edit': <SalesEdit /> };

const setup = ({ links = [], role = 'brand_admin' }: { links?: RaRecord[]; role?: RoleType } = {}) => {
  signInAs(role);
  const { request, team } = recordingHttp();
  const dataProvider = fakeDataProvider({
    getList: async (resource: string) => (resource === 'links' ? { data: links, total: links.length } : { data: [LENA, MAX], total: 2 }),
    getOne: async () => ({ data: LENA }),
    update: async (_r: string, { id, data }: { id: number; data: object }) => ({ data: { ...LENA, ...data, id } }),
    create: async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'l-new' } }),
    inviteToBrand: async ({ email, role: invited }: { email: string; role: string }) => ({
      documentId: 'inv1',
      email,
      role: invited,
      code: 'abc',
      link: 'http://localhost:5173/invite-start?code=abc',
      expiresAt: '2026-06-30T10:00:00.000Z',
    }),
    removeFromBrand: team.removeFromBrand,
  });
  return { dataProvider, request, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

describe('Außendienst list (/sales)', () => {
  it('lists the brand’s sales users with name, e-mail and status in German', async () => {
    const { dataProvider } = setup();
    renderAt('/sales', ROUTES, dataProvider);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'E-Mail-Adresse', 'Status']);
    // The first column selects rows for the bulk actions.
    expect(within(table).getByRole('checkbox', { name: 'Alle auswählen' })).toBeTruthy();
    const lena = within(table).getByRole('row', { name: /Lena Wagner/ });
    expect(within(lena).getByText('lena.wagner@example.com')).toBeInTheDocument();
    expect(within(lena).getByText('Aktiv')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Max Müller/ })).getByText('Gesperrt')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Name oder E-Mail')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('sales', expect.objectContaining({ sort: { field: 'email', order: 'ASC' } }));
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('invites by e-mail and shows the returned link to copy, with the development mail hint', async () => {
    const { dataProvider, user } = setup();
    renderAt('/sales', ROUTES, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Außendienst einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Außendienst-Mitarbeiter/in einladen' });
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(dialog).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(dataProvider.inviteToBrand).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'neu@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(dataProvider.inviteToBrand).toHaveBeenCalledWith({ email: 'neu@example.com', role: 'sales' });
    expect(await within(dialog).findByText('Die Einladung an neu@example.com wurde erstellt.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Einladungslink')).toHaveValue('http://localhost:5173/invite-start?code=abc');
    expect(within(dialog).getByText(/im Server-Protokoll ausgegeben/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:5173/invite-start?code=abc');
    expect(await screen.findByText('Link in die Zwischenablage kopiert.')).toBeInTheDocument();
    expect(englishWordsIn(dialog.textContent ?? '')).toEqual([]);
  });

  it('opens a sales user’s edit page from the row', async () => {
    const { dataProvider, user } = setup();
    renderAt('/sales', ROUTES, dataProvider);
    await user.click(await screen.findByText('Lena Wagner'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/sales/5/edit'));
  });

  it('a visual brand admin sees no invite button and cannot open a row', async () => {
    const { dataProvider, user } = setup({ role: 'visual_brand_admin' });
    renderAt('/sales', ROUTES, dataProvider);
    await user.click(await screen.findByText('Lena Wagner'));
    expect(screen.queryByRole('button', { name: 'Außendienst einladen' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/sales$/);
  });
});

describe('Außendienst edit (/sales/{id}/edit)', () => {
  it('edits the profile and blocks the user: only profile and blocked go to the server', async () => {
    const { dataProvider, user } = setup();
    renderAt('/sales/5/edit', ROUTES, dataProvider);
    const firstName = await screen.findByLabelText('Vorname');
    await waitFor(() => expect(firstName).toHaveValue('Lena'));
    expect(screen.getByLabelText('Ort')).toHaveValue('Köln');
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveTextContent('Frau');
    await user.type(screen.getByLabelText('Praxis / Firma'), 'Praxis am Dom');
    await user.click(screen.getByRole('switch', { name: 'Gesperrt' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [resource, params] = dataProvider.update.mock.calls[0];
    expect(resource).toBe('sales');
    expect(String(params.id)).toBe('5');
    expect(Object.keys(params.data).sort()).toEqual(['blocked', 'profile']);
    expect(params.data).toMatchObject({ blocked: true, profile: { firstName: 'Lena', practice: 'Praxis am Dom', city: 'Köln' } });
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the existing link of the current brand with a copy button', async () => {
    const { dataProvider, user } = setup({ links: [{ id: 'l1', link: 'wagner-7kq2mz' }] });
    renderAt('/sales/5/edit', ROUTES, dataProvider);
    const url = `${window.location.origin}/link-preview/wagner-7kq2mz`;
    expect(await screen.findByDisplayValue(url)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Einladungslink' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('links', expect.objectContaining({ filter: { 'salesUser.id': 5, 'brand.documentId': 'b1' } }));
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('creates a readable link for the current brand when there is none', async () => {
    const { dataProvider, user } = setup();
    renderAt('/sales/5/edit', ROUTES, dataProvider);
    expect(await screen.findByText('Für diese Brand gibt es noch keinen Link.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link erzeugen' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const [resource, { data }] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('links');
    expect(data).toEqual({ link: expect.stringMatching(/^wagner-[a-z2-9]{6}$/), salesUser: 5, brand: 'b1' });
    expect(await screen.findByText('Der Link wurde erzeugt.')).toBeInTheDocument();
  });

  it('removes the user from the brand after confirmation: PUT keeps the other brand', async () => {
    const { dataProvider, request, user } = setup();
    renderAt('/sales/5/edit', ROUTES, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Aus der Brand entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aus der Brand entfernen?' });
    expect(confirm).toHaveTextContent('Lena Wagner verliert den Zugang zu „Cardiovia“.');
    expect(request).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/users/5', {
        method: 'PUT',
        body: { brands: ['b2'], userBrandRoles: [{ brand: 'b2', role: 'sales' }] },
      }),
    );
    expect(await screen.findByText('Lena Wagner wurde aus der Brand entfernt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/sales$/));
  });
});

describe('readableLink', () => {
  it('uses the last name without umlauts and six unambiguous characters', () => {
    const link = readableLink({ id: 1, profile: { lastName: 'Müller-Lüdenscheidt' } }, (n) => new Uint8Array(n).fill(0));
    expect(link).toBe('mueller-luedenscheidt-aaaaaa');
    expect(readableLink({ id: 2 })).toMatch(/^link-[a-z2-9]{6}$/);
  });
});
