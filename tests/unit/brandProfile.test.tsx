import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProfileShow } from '../../src/brand-profile/BrandProfileShow';
import { BrandProfileEdit } from '../../src/brand-profile/BrandProfileEdit';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

const CARDIOVIA = {
  id: 'b1',
  numericId: 1,
  name: 'Cardiovia',
  companyName: 'Cardiovia Pharma GmbH',
  street: 'Rheinallee 12',
  zip: '50667',
  city: 'Köln',
  phone: '0221 123450',
  email: 'kontakt@cardiovia.example',
  website: 'https://cardiovia.example',
  description: 'Herz und Kreislauf.',
  logo: { id: 9, url: '/uploads/cardiovia.png', name: 'cardiovia.png', mime: 'image/png' },
  // Written by operators only: must never be sent back from the brand admin's form.
  license: { id: 'lic-1', name: 'Basis' },
  addons: [{ id: 'add-1', name: 'Chat-Modul' }],
  history: [{ id: 1, item: 'Basis', kind: 'license', action: 'booked', date: '2026-01-01T00:00:00.000Z' }],
};

const ROUTES = { '/brand-profile': <BrandProfileShow />, '/brand-profile/edit': <BrandProfileEdit /> };

const setup = (role: 'brand_admin' | 'visual_brand_admin' = 'brand_admin') => {
  signInAs(role);
  const dataProvider = fakeDataProvider({
    getOne: async () => ({ data: CARDIOVIA }),
    // The brand's „Verlauf“ (tests/unit/auditLog.test.tsx): no entries here.
    getList: async () => ({ data: [], total: 0 }),
    update: async (_r: string, { data }: { data: object }) => ({ data: { ...CARDIOVIA, ...data } }),
  });
  return { dataProvider, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

describe('Brandprofil (/brand-profile)', () => {
  it('shows the current brand’s profile with logo, address and contact', async () => {
    const { dataProvider } = setup();
    renderAt('/brand-profile', ROUTES, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Cardiovia' })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('brand-profile', expect.objectContaining({ id: 'b1' }));
    expect(screen.getByText('Cardiovia Pharma GmbH')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/uploads/cardiovia.png');
    expect(screen.getByText('Stammdaten')).toBeInTheDocument();
    expect(screen.getByText('Rheinallee 12')).toBeInTheDocument();
    expect(screen.getByText('50667 Köln')).toBeInTheDocument();
    expect(screen.getByText('kontakt@cardiovia.example')).toBeInTheDocument();
    // Brand admins see no license data on their profile page.
    expect(screen.queryByText('Basis')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/brand-profile/edit');
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('a role without edit right sees no edit button', async () => {
    const { dataProvider } = setup('visual_brand_admin');
    renderAt('/brand-profile', ROUTES, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Cardiovia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profil bearbeiten' })).not.toBeInTheDocument();
  });
});

describe('Brandprofil bearbeiten (/brand-profile/edit)', () => {
  it('saves only the profile fields and the logo, then returns to the profile', async () => {
    const { dataProvider, user } = setup();
    renderAt('/brand-profile/edit', ROUTES, dataProvider);
    const city = await screen.findByLabelText('Ort');
    await waitFor(() => expect(city).toHaveValue('Köln'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cardiovia');
    expect(screen.queryByLabelText('Lizenz')).not.toBeInTheDocument();
    await user.clear(city);
    await user.type(city, 'Bonn');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [resource, params] = dataProvider.update.mock.calls[0];
    expect(resource).toBe('brand-profile');
    expect(params.id).toBe('b1');
    expect(Object.keys(params.data).sort()).toEqual(['city', 'companyName', 'description', 'email', 'logo', 'name', 'phone', 'street', 'website', 'zip']);
    expect(params.data).toMatchObject({ city: 'Bonn', name: 'Cardiovia', logo: expect.objectContaining({ id: 9 }) });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' }).textContent).toBe('/brand-profile'));
  });

  it('hands a newly chosen logo to the dataProvider for upload', async () => {
    const { dataProvider, user } = setup();
    const { container } = renderAt('/brand-profile/edit', ROUTES, dataProvider);
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveValue('Köln'));
    const file = new File(['png'], 'neues-logo.png', { type: 'image/png' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    const form = screen.getByRole('button', { name: 'Speichern' }).closest('form')!;
    expect(within(form).getAllByRole('img').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data.logo).toEqual(expect.objectContaining({ rawFile: file }));
  });
});
