import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider } from 'react-admin';
import { session } from '../../src/providers';
import type { SessionUser } from '../../src/providers/access';
import { ProfileShow } from '../../src/profile/ProfileShow';
import { ProfileEdit } from '../../src/profile/ProfileEdit';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { ME, renderSales, signInAsSales } from '../support/fieldAppHarness';

const SVEN = {
  ...ME,
  updatedAt: '2026-11-20T09:00:00.000Z',
  image: { url: '/uploads/sven.jpg' },
  profile: {
    salutation: 'herr',
    title: 'Dipl.-Kfm.',
    firstName: 'Sven',
    lastName: 'Sander',
    phone: '0171 555',
    practice: 'Cardiovia Außendienst',
    street: 'Ring 5',
    zip: '50667',
    city: 'Köln',
  },
} as SessionUser;

const ROUTES = { '/profile': <ProfileShow />, '/profile/edit': <ProfileEdit /> };

const setup = (path: string, user: SessionUser = SVEN) => {
  signInAsSales(user);
  // What the server stores: the profile's save changes it, the session reads it again.
  let stored: SessionUser = user;
  const dataProvider = fakeDataProvider({
    upload: async () => ({ id: 99, url: '/uploads/neu.png', name: 'neu.png', mime: 'image/png' }),
    updateOwnProfile: async (_id: number, changes: { profile: SessionUser['profile'] }) => {
      stored = { ...stored, profile: { ...stored.profile, ...changes.profile }, updatedAt: '2026-11-25T12:00:00.000Z' };
      return stored;
    },
  });
  const refreshUser = vi.fn(async () => {
    session.setUser(stored);
    return stored;
  });
  const storeElsewhere = (changed: SessionUser) => (stored = changed);
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'sales',
    refreshUser,
  } as AuthProvider;
  renderSales(path, ROUTES, dataProvider, { authProvider });
  return { dataProvider, refreshUser, storeElsewhere, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

describe('Profil (/profile)', () => {
  it('shows the own profile with name, e-mail, practice, address and an edit link', async () => {
    setup('/profile');
    expect(await screen.findByRole('heading', { name: 'Dipl.-Kfm. Sven Sander' })).toBeInTheDocument();
    expect(screen.getByText('Herr')).toBeInTheDocument();
    expect(screen.getByText('sales@example.com')).toBeInTheDocument();
    expect(screen.getByText('Cardiovia Außendienst')).toBeInTheDocument();
    expect(screen.getByText(/Ring 5\s+50667 Köln/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/profile/edit');
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });
});

describe('Profil bearbeiten (/profile/edit)', () => {
  it('uploads a new picture first, then sends only profile and image, refreshes the session user and returns', async () => {
    const { dataProvider, refreshUser, user } = setup('/profile/edit');
    const city = await screen.findByLabelText('Ort');
    expect(city).toHaveValue('Köln');
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeDisabled();
    await user.clear(city);
    await user.type(city, 'Bonn');
    await user.clear(screen.getByLabelText('Titel'));
    const file = new File(['png'], 'neu.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(dataProvider.updateOwnProfile).toHaveBeenCalled());
    expect(dataProvider.upload).toHaveBeenCalledWith(file);
    expect(dataProvider.upload.mock.invocationCallOrder[0]).toBeLessThan(dataProvider.updateOwnProfile.mock.invocationCallOrder[0]);
    const [id, changes, version] = dataProvider.updateOwnProfile.mock.calls[0];
    expect(id).toBe(7);
    expect(version).toBe('2026-11-20T09:00:00.000Z');
    expect(Object.keys(changes).sort()).toEqual(['image', 'profile']);
    expect(changes).toEqual({
      image: 99,
      profile: {
        salutation: 'herr',
        title: null,
        firstName: 'Sven',
        lastName: 'Sander',
        phone: '0171 555',
        practice: 'Cardiovia Außendienst',
        street: 'Ring 5',
        zip: '50667',
        city: 'Bonn',
      },
    });
    expect(JSON.stringify(changes)).not.toMatch(/role|brands|userBrandRoles|email/);
    await waitFor(() => expect(refreshUser).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/profile$/));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
    expect(await screen.findByText(/50667 Bonn/)).toBeInTheDocument();
  });

  it('without a new picture sends no image, and keeps a doctor’s target group', async () => {
    const doctor = {
      id: 40,
      email: 'arzt@example.com',
      role: { type: 'authenticated' },
      profile: { target: 'pta', firstName: 'Petra', lastName: 'Pohl' },
    } as SessionUser;
    const { dataProvider, user } = setup('/profile/edit', doctor);
    await user.type(await screen.findByLabelText('Ort'), 'Essen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.updateOwnProfile).toHaveBeenCalled());
    expect(dataProvider.upload).not.toHaveBeenCalled();
    const [id, changes] = dataProvider.updateOwnProfile.mock.calls[0];
    expect(id).toBe(40);
    expect(changes).toEqual({ profile: expect.objectContaining({ firstName: 'Petra', city: 'Essen', target: 'pta', salutation: null }) });
  });

  it('shows the server’s German message and stays on the form when saving fails', async () => {
    const { dataProvider, user } = setup('/profile/edit');
    dataProvider.updateOwnProfile.mockRejectedValueOnce(new Error('Keine Berechtigung für diese Aktion.'));
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Keine Berechtigung für diese Aktion.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/profile/edit');
  });

  it('when someone else saved the user meanwhile, keeps the typed text and offers to load the stored version', async () => {
    const { dataProvider, storeElsewhere, user } = setup('/profile/edit');
    const city = await screen.findByLabelText('Ort');
    storeElsewhere({ ...SVEN, profile: { ...SVEN.profile, phone: '0171 999' }, updatedAt: '2026-11-24T08:00:00.000Z' } as SessionUser);
    dataProvider.updateOwnProfile.mockRejectedValueOnce(
      new HttpError('Dieser Eintrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht gespeichert.', 409),
    );
    await user.clear(city);
    await user.type(city, 'Aachen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText('Dieser Eintrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht gespeichert.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ort')).toHaveValue('Aachen');
    expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/profile/edit');

    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveValue('0171 999'));
    expect(screen.getByLabelText('Ort')).toHaveValue('Köln');
    await user.clear(screen.getByLabelText('Ort'));
    await user.type(screen.getByLabelText('Ort'), 'Aachen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.updateOwnProfile).toHaveBeenCalledTimes(2));
    expect(dataProvider.updateOwnProfile.mock.calls[1][2]).toBe('2026-11-24T08:00:00.000Z');
  });
});
