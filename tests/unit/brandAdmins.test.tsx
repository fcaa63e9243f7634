import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { RoleType } from '../../src/providers/access';
import { BrandAdminList } from '../../src/brand-admins/BrandAdminList';
import { BrandAdminEdit } from '../../src/brand-admins/BrandAdminEdit';
import type { RequestOptions } from '../../src/providers/http';
import { BRAND, OTHER_BRAND, englishWordsIn, fakeDataProvider, recordingHttp, renderAt, signInAs } from '../support/componentHarness';

const ME = { id: 1, email: 'brandadmin@example.com', role: { type: 'brand_admin' }, brands: [BRAND], profile: { firstName: 'Bettina', lastName: 'Brand' } };
/** Global role authenticated, viewer of Cardiovia and admin of DermaSana through per-brand roles. */
const KATRIN = {
  id: 7,
  email: 'katrin.hoffmann@example.com',
  role: { type: 'authenticated' },
  brands: [BRAND, OTHER_BRAND],
  userBrandRoles: [
    { id: 21, brand: OTHER_BRAND, role: 'brand_admin' },
    { id: 22, brand: BRAND, role: 'visual_brand_admin' },
  ],
  profile: { firstName: 'Katrin', lastName: 'Hoffmann' },
};
const USERS: Record<number, RaRecord> = { 1: ME, 7: KATRIN };
const LAST_ADMIN = 'Die Brand braucht mindestens einen Brand-Admin.';

const ROUTES = { '/brand-admins': <BrandAdminList />, '/brand-admins/:id/edit': <BrandAdminEdit /> };

const setup = ({ role = 'brand_admin', refuse = false }: { role?: RoleType; refuse?: boolean } = {}) => {
  signInAs(role);
  const { request, team } = recordingHttp((_path: string, options?: RequestOptions) => {
    if (refuse && options?.method === 'PUT') throw new HttpError(LAST_ADMIN, 400, {});
    return {};
  });
  const dataProvider = fakeDataProvider({
    getList: async () => ({ data: [ME, KATRIN], total: 2 }),
    getOne: async (_r: string, { id }: { id: string }) => ({ data: USERS[Number(id)] }),
    inviteToBrand: async ({ email, role: invited }: { email: string; role: string }) => ({
      documentId: 'inv2',
      email,
      role: invited,
      code: 'xyz',
      link: 'http://localhost:5173/invite-start?code=xyz',
      expiresAt: null,
    }),
    setBrandRole: team.setBrandRole,
    removeFromBrand: team.removeFromBrand,
  });
  return { dataProvider, request, user: userEvent.setup() };
};

const path = () => screen.getByRole('status', { name: 'Pfad' }).textContent;

afterEach(() => vi.restoreAllMocks());

describe('Zugangsverwaltung list (/brand-admins)', () => {
  it('shows each admin with the role held in this brand, and marks the own row', async () => {
    const { dataProvider } = setup();
    renderAt('/brand-admins', ROUTES, dataProvider);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'E-Mail-Adresse', 'Rolle in dieser Brand']);
    // The per-brand role wins over the global one (docs/decisions/0003-effective-role.md).
    expect(within(within(table).getByRole('row', { name: /Katrin Hoffmann/ })).getByText('Brand-Betrachter')).toBeInTheDocument();
    const own = within(table).getByRole('row', { name: /Bettina Brand/ });
    expect(within(own).getByText('Brand-Admin')).toBeInTheDocument();
    expect(within(own).getByText('Sie')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('brand-admins', expect.anything());
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('opens other admins, but not the own row', async () => {
    const { dataProvider, user } = setup();
    renderAt('/brand-admins', ROUTES, dataProvider);
    await user.click(await screen.findByText('Bettina Brand'));
    expect(path()).toBe('/brand-admins');
    await user.click(screen.getByText('Katrin Hoffmann'));
    await waitFor(() => expect(path()).toBe('/brand-admins/7/edit'));
  });

  it('invites with the chosen role and shows the link', async () => {
    const { dataProvider, user } = setup();
    renderAt('/brand-admins', ROUTES, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Admin einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zugang für diese Brand vergeben' });
    expect(within(dialog).getByRole('radio', { name: 'Brand-Admin' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'Neue.Viewerin@Example.com');
    await user.click(within(dialog).getByRole('radio', { name: 'Brand-Betrachter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(dataProvider.inviteToBrand).toHaveBeenCalledWith({ email: 'Neue.Viewerin@Example.com', role: 'visual_brand_admin' });
    expect(await within(dialog).findByLabelText('Einladungslink')).toHaveValue('http://localhost:5173/invite-start?code=xyz');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a visual brand admin sees no invite button and opens no row', async () => {
    const { dataProvider, user } = setup({ role: 'visual_brand_admin' });
    renderAt('/brand-admins', ROUTES, dataProvider);
    await user.click(await screen.findByText('Katrin Hoffmann'));
    expect(screen.queryByRole('button', { name: 'Admin einladen' })).not.toBeInTheDocument();
    expect(path()).toBe('/brand-admins');
  });
});

describe('Zugangsverwaltung edit (/brand-admins/{id}/edit)', () => {
  it('changes the role for this brand: the full per-brand list with this entry replaced', async () => {
    const { dataProvider, request, user } = setup();
    renderAt('/brand-admins/7/edit', ROUTES, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Katrin Hoffmann' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Brand-Betrachter/ })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Rolle speichern' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Brand-Admin/ }));
    await user.click(save);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/users/7', {
        method: 'PUT',
        body: {
          userBrandRoles: [
            { brand: 'b2', role: 'brand_admin' },
            { brand: 'b1', role: 'brand_admin' },
          ],
        },
      }),
    );
    expect(await screen.findByText('Die Rolle von Katrin Hoffmann ist jetzt „Brand-Admin“.')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/brand-admins'));
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the server’s German refusal and stays on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dataProvider, user } = setup({ refuse: true });
    renderAt('/brand-admins/7/edit', ROUTES, dataProvider);
    await user.click(await screen.findByRole('radio', { name: /^Brand-Admin/ }));
    await user.click(screen.getByRole('button', { name: 'Rolle speichern' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeInTheDocument();
    expect(path()).toBe('/brand-admins/7/edit');
  });

  it('removes from the brand after confirmation: brands and per-brand roles without this brand', async () => {
    const { dataProvider, request, user } = setup();
    renderAt('/brand-admins/7/edit', ROUTES, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Aus der Brand entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aus der Brand entfernen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/users/7', {
        method: 'PUT',
        body: { brands: ['b2'], userBrandRoles: [{ brand: 'b2', role: 'brand_admin' }] },
      }),
    );
    await waitFor(() => expect(path()).toBe('/brand-admins'));
  });

  it('the own access shows a hint and no controls', async () => {
    const { dataProvider, request } = setup();
    renderAt('/brand-admins/1/edit', ROUTES, dataProvider);
    expect(await screen.findByText(/Das ist Ihr eigener Zugang/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rolle speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aus der Brand entfernen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
