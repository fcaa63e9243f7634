import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { CONSENT_TEXT_VERSION, type ConsentRecord } from '@markenportal/contract';
import { session } from '../../src/providers';
import type { SessionUser } from '../../src/providers/access';
import type { LinkPreview } from '../../src/link-preview/linkMethods';
import { LinkPreviewPage } from '../../src/link-preview/LinkPreviewPage';
import { ProfileShow } from '../../src/profile/ProfileShow';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { renderSales, signInAsSales } from '../support/fieldAppHarness';

// Issue 37, item 5: the consent step before connecting through a link, in its exact words (the text
// of CONSENT_TEXT_VERSION), and „Meine Einwilligungen“ in „Mein Profil“.

const PREVIEW: LinkPreview = {
  link: 'wagner-7kq2mz',
  salesUser: { id: 5, name: 'Lena Wagner', title: 'Dr.', imageUrl: null },
  brand: { documentId: 'b1', name: 'Cardiovia', logoUrl: null },
};
const DOCTOR = {
  id: 40,
  email: 'arzt@example.com',
  role: { type: 'authenticated' },
  profile: { title: 'Dr.', firstName: 'Anna', lastName: 'Arendt' },
} as SessionUser;
const AUTH = (login = vi.fn(async () => ({ redirectTo: '/home' }))) =>
  ({
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'authenticated',
  }) as AuthProvider;

afterEach(() => vi.restoreAllMocks());

describe('the consent step on the link preview', () => {
  const setup = (signedIn: boolean) => {
    if (signedIn) signInAsSales(DOCTOR);
    const dataProvider = fakeDataProvider({
      getLinkPreview: async () => PREVIEW,
      connectThroughLink: async () => ({ salesUser: { id: 5, name: 'Lena Wagner' }, brand: { documentId: 'b1', name: 'Cardiovia' }, alreadyConnected: false }),
    });
    const login = vi.fn(async () => {
      session.signIn('jwt', DOCTOR);
      return { redirectTo: '/home' };
    });
    renderSales('/link-preview/wagner-7kq2mz', { '/link-preview/:link': <LinkPreviewPage /> }, dataProvider, { authProvider: AUTH(login), publicPage: true });
    return { dataProvider, login, user: userEvent.setup() };
  };

  it('names the rep, the brand and the data in these words, with a box not ticked', async () => {
    setup(true);
    const step = within(await screen.findByRole('region', { name: 'Wer Ihre Daten sieht' }));
    expect(step.getByText('Wenn Sie sich verbinden, sehen Dr. Lena Wagner (Außendienst) und die Brand Cardiovia:')).toBeInTheDocument();
    expect(step.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ihren Namen',
      'Ihre E-Mail-Adresse',
      'Ihr Profil (Titel, Praxis, Adresse, Telefon, Profilbild)',
      'Ihre Nachrichten im Chat',
    ]);
    expect(step.getByText('Sie können diese Einwilligung jederzeit unter „Mein Profil“ widerrufen. Damit endet der Kontakt.')).toBeInTheDocument();
    const box = step.getByRole('checkbox', {
      name: 'Ich bin einverstanden, dass Dr. Lena Wagner und Cardiovia diese Daten für den Kontakt mit mir verwenden.',
    });
    expect(box).not.toBeChecked();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
    expect(CONSENT_TEXT_VERSION).toBe('2026-11-28');
  });

  it('connecting without agreeing sends nothing and says why at the box', async () => {
    const { dataProvider, user } = setup(true);
    await user.click(await screen.findByRole('button', { name: 'Als Kontakt verbinden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte stimmen Sie zu, um sich zu verbinden.');
    const box = screen.getByRole('checkbox', { name: /^Ich bin einverstanden/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.connectThroughLink).not.toHaveBeenCalled();
    await user.click(box);
    expect(screen.queryByText('Bitte stimmen Sie zu, um sich zu verbinden.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als Kontakt verbinden' }));
    await waitFor(() => expect(dataProvider.connectThroughLink).toHaveBeenCalledWith('wagner-7kq2mz', CONSENT_TEXT_VERSION));
  });

  it('signed out: without agreeing, not even the sign-in is sent', async () => {
    const { dataProvider, login, user } = setup(false);
    await screen.findByRole('region', { name: 'Wer Ihre Daten sieht' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'arzt@example.com');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Anmelden und verbinden' }));
    expect(await screen.findByText('Bitte stimmen Sie zu, um sich zu verbinden.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    expect(dataProvider.connectThroughLink).not.toHaveBeenCalled();
  });
});

describe('„Meine Einwilligungen“ in „Mein Profil“', () => {
  const ACTIVE: ConsentRecord = {
    documentId: 'c1',
    salesUser: { id: 5, name: 'Dr. Lena Wagner' },
    brand: { documentId: 'b1', name: 'Cardiovia' },
    textVersion: CONSENT_TEXT_VERSION,
    givenAt: '2026-11-28T09:00:00.000Z',
    withdrawnAt: null,
  };
  const WITHDRAWN: ConsentRecord = {
    ...ACTIVE,
    documentId: 'c0',
    salesUser: { id: 6, name: 'Jonas Becker' },
    brand: { documentId: 'b2', name: 'DermaSana' },
    givenAt: '2026-10-01T08:00:00.000Z',
    withdrawnAt: '2026-10-02T15:30:00.000Z',
  };

  const setup = (consents: ConsentRecord[]) => {
    signInAsSales(DOCTOR);
    let stored = consents;
    const dataProvider = fakeDataProvider({
      getMyConsents: async () => stored,
      withdrawConsent: async (documentId: string) => {
        stored = stored.map((c) => (c.documentId === documentId ? { ...c, withdrawnAt: '2026-11-28T11:15:00.000Z' } : c));
        return stored.find((c) => c.documentId === documentId)!;
      },
    });
    renderSales('/profile', { '/profile': <ProfileShow /> }, dataProvider);
    return { dataProvider, user: userEvent.setup() };
  };

  it('lists whom the doctor let see their data, given and withdrawn', async () => {
    setup([ACTIVE, WITHDRAWN]);
    const list = within(await screen.findByRole('list', { name: 'Meine Einwilligungen' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Dr. Lena Wagner · CardioviaErteilt am 28.11.2026, 10:00 Uhr');
    expect(items[1]).toHaveTextContent('Jonas Becker · DermaSanaErteilt am 01.10.2026, 10:00 Uhr · Widerrufen am 02.10.2026, 17:30 Uhr');
    expect(list.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Widerrufen: Dr. Lena Wagner']);
    expect(screen.getByText('Wem Sie beim Verbinden über einen Link erlaubt haben, Ihre Daten zu sehen.')).toBeInTheDocument();
  });

  it('withdraws after a confirmation that says the contact ends', async () => {
    const { dataProvider, user } = setup([ACTIVE]);
    await user.click(await screen.findByRole('button', { name: 'Widerrufen: Dr. Lena Wagner' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Einwilligung widerrufen?')).toBeInTheDocument();
    expect(
      dialog.getByText('Der Kontakt mit Dr. Lena Wagner endet. Der bisherige Chat bleibt lesbar, neue Nachrichten sind nicht mehr möglich.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Einwilligung widerrufen. Der Kontakt ist beendet.')).toBeInTheDocument();
    expect(dataProvider.withdrawConsent).toHaveBeenCalledWith('c1');
    expect(await screen.findByText(/Widerrufen am 28\.11\.2026, 12:15 Uhr/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Widerrufen:/ })).not.toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    setup([]);
    expect(await screen.findByText('Sie haben keine Einwilligungen erteilt.')).toBeInTheDocument();
  });
});
