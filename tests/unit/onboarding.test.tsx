import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { RoleType } from '../../src/providers/access';
import { BrandShow } from '../../src/brands/BrandShow';
import { UserList } from '../../src/users/UserList';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// Onboarding (issue 14): an operator invites a new brand's first admin from its page, and anyone
// from the user management.
const NEW_BRAND = { id: 'b9', documentId: 'b9', numericId: 9, name: 'Neustart', email: 'kontakt@neustart.de', addons: [], history: [] };
const BRANDS = [
  { id: 'b1', documentId: 'b1', name: 'Cardiovia' },
  { id: 'b9', documentId: 'b9', name: 'Neustart' },
];
const OPERATOR = { id: 1, email: 'operator@example.com', role: { type: 'operator' }, brands: [], profile: { firstName: 'Olga', lastName: 'Operator' } };
const LINK = 'http://localhost:5173/invite-start?code=xyz';
const PENDING = {
  documentId: 'inv1',
  email: 'offen@neustart.de',
  role: 'brand_admin',
  expiresAt: '2030-01-01T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

const setup = ({
  role = 'operator',
  pending = [] as (typeof PENDING)[],
  refuse = false,
}: { role?: RoleType; pending?: (typeof PENDING)[]; refuse?: boolean } = {}) => {
  signInAs(role);
  const dataProvider = fakeDataProvider({
    getOne: async () => ({ data: NEW_BRAND }),
    getList: async (resource: string) => (resource === 'brands' ? { data: BRANDS, total: BRANDS.length } : { data: [OPERATOR], total: 1 }),
    getManyReference: async () => ({ data: [], total: 0 }),
    getMany: async (_r: string, { ids }: { ids: string[] }) => ({ data: BRANDS.filter((b) => ids.includes(b.id)) }),
    getPendingInvitations: async () => pending,
    resendInvitation: async () => ({ ...PENDING, code: 'neu', link: LINK, acceptedAt: null }),
    inviteToBrand: async ({ email, role: invited }: { email: string; role: string }) => {
      if (refuse) throw new HttpError('app.errors.validation', 400, { errors: { email: EMAIL_MESSAGE } });
      return { documentId: 'inv2', email, role: invited, code: 'xyz', link: LINK, expiresAt: null, acceptedAt: null };
    },
  });
  return { dataProvider, user: userEvent.setup() };
};

const BRAND_PAGE = { '/brand-management/:id': <BrandShow /> };
const USERS_PAGE = { '/user-management': <UserList /> };

afterEach(() => vi.restoreAllMocks());

describe('a brand’s first admin, from /brand-management/{id}', () => {
  it('an operator invites the first admin of a brand without admins and gets the link', async () => {
    const { dataProvider, user } = setup();
    renderAt('/brand-management/b9', BRAND_PAGE, dataProvider);
    expect(await screen.findByText('Keine Administratoren. Laden Sie den ersten Administrator ein.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Administrator einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Administrator für diese Brand einladen' });
    // One role, so no choice; and the brand's own e-mail is not taken for the invitee's.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText(/E-Mail-Adresse/);
    expect(email).toHaveValue('');
    await user.type(email, 'erste.admin@neustart.de');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(dataProvider.inviteToBrand).toHaveBeenCalledWith({ email: 'erste.admin@neustart.de', role: 'brand_admin', brand: 'b9' });
    expect(await within(dialog).findByText('Die Einladung an erste.admin@neustart.de wurde erstellt.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Einladungslink')).toHaveValue(LINK);
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('lists the brand’s open admin invitations, to send again or withdraw', async () => {
    const { dataProvider, user } = setup({ pending: [PENDING] });
    renderAt('/brand-management/b9', BRAND_PAGE, dataProvider);
    const region = await screen.findByRole('region', { name: 'Offene Einladungen' });
    expect(dataProvider.getPendingInvitations).toHaveBeenCalledWith('b9', ['brand_admin', 'visual_brand_admin']);
    const row = within(region).getByRole('row', { name: /offen@neustart\.de/ });
    expect(within(row).getByText('Brand-Admin')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Einladung an offen@neustart.de erneut senden' }));
    expect(await screen.findByText('Die Einladung an offen@neustart.de wurde mit einem neuen Link erneut gesendet.')).toBeInTheDocument();
    expect(dataProvider.resendInvitation).toHaveBeenCalledWith('inv1');
    expect(within(row).getByRole('button', { name: 'Einladung an offen@neustart.de zurückziehen' })).toBeInTheDocument();
  });

  it('an employee (read only) sees the brand without admins but no invitation and no open invitations', async () => {
    const { dataProvider } = setup({ role: 'visual_admin', pending: [PENDING] });
    renderAt('/brand-management/b9', BRAND_PAGE, dataProvider);
    expect(await screen.findByText('Keine Administratoren')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Administrator einladen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offene Einladungen' })).not.toBeInTheDocument();
    expect(dataProvider.getPendingInvitations).not.toHaveBeenCalled();
  });
});

describe('„Benutzer einladen“ on /user-management', () => {
  it('invites with a brand role and a brand, and shows the link', async () => {
    const { dataProvider, user } = setup();
    renderAt('/user-management', USERS_PAGE, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Benutzer einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer einladen' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Brand-Admin', 'Brand-Betrachter', 'Außendienst']);
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    // Nothing is sent while e-mail or brand is missing; each field says what is missing.
    expect(await within(dialog).findAllByText('Pflichtfeld')).toHaveLength(2);
    expect(dataProvider.inviteToBrand).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'neu@praxis.de');
    await user.click(within(dialog).getByRole('radio', { name: 'Außendienst' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'Neustart' }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() => expect(dataProvider.inviteToBrand).toHaveBeenCalledWith({ email: 'neu@praxis.de', role: 'sales', brand: 'b9' }));
    expect(await within(dialog).findByLabelText('Einladungslink')).toHaveValue(LINK);
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the server’s German message at the field it names', async () => {
    const { dataProvider, user } = setup({ refuse: true });
    renderAt('/user-management', USERS_PAGE, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Benutzer einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer einladen' });
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'neu@praxis.de');
    await user.click(within(dialog).getByRole('combobox', { name: /Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'Cardiovia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    const email = within(dialog).getByLabelText(/E-Mail-Adresse/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_MESSAGE));
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    // The form keeps what was typed.
    expect(email).toHaveValue('neu@praxis.de');
  });

  it('is not offered to employees', async () => {
    const { dataProvider } = setup({ role: 'visual_admin' });
    renderAt('/user-management', USERS_PAGE, dataProvider);
    expect(await screen.findByText('Olga Operator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Benutzer einladen' })).not.toBeInTheDocument();
  });
});
