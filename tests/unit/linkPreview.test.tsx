import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { CONSENT_TEXT_VERSION, type LinkConnection } from '@markenportal/contract';
import { session } from '../../src/providers';
import type { SessionUser } from '../../src/providers/access';
import type { LinkPreview } from '../../src/link-preview/linkMethods';
import { LinkPreviewPage } from '../../src/link-preview/LinkPreviewPage';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { renderSales, signInAsSales } from '../support/fieldAppHarness';

const PREVIEW: LinkPreview = {
  link: 'wagner-7kq2mz',
  salesUser: { id: 5, name: 'Lena Wagner', title: 'Dr.', imageUrl: '/uploads/lena.jpg' },
  brand: { documentId: 'b1', name: 'Cardiovia', logoUrl: '/uploads/cardiovia.png' },
};
const DOCTOR = {
  id: 40,
  email: 'arzt@example.com',
  role: { type: 'authenticated' },
  profile: { title: 'Dr.', firstName: 'Anna', lastName: 'Arendt' },
} as SessionUser;
const CONNECTION: LinkConnection = { salesUser: { id: 5, name: 'Lena Wagner' }, brand: { documentId: 'b1', name: 'Cardiovia' }, alreadyConnected: false };

const setup = ({ preview = PREVIEW as LinkPreview | null, signedIn = null as SessionUser | null, connection = CONNECTION } = {}) => {
  if (signedIn) signInAsSales(signedIn);
  const dataProvider = fakeDataProvider({
    getLinkPreview: async () => preview,
    connectThroughLink: async () => connection,
  });
  const login = vi.fn(async () => {
    session.signIn('jwt', DOCTOR);
    return { redirectTo: '/home' };
  });
  const authProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'authenticated',
  } as AuthProvider;
  renderSales('/link-preview/wagner-7kq2mz', { '/link-preview/:link': <LinkPreviewPage /> }, dataProvider, { authProvider, publicPage: true });
  return { dataProvider, login, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

const agree = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('checkbox', { name: /^Ich bin einverstanden/ }));

describe('link preview (/link-preview/{link})', () => {
  it('an unknown link is a clear German page', async () => {
    const { dataProvider } = setup({ preview: null });
    expect(await screen.findByText('Dieser Link ist ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(dataProvider.getLinkPreview).toHaveBeenCalledWith('wagner-7kq2mz');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the sales rep and the brand; a signed-in doctor connects', async () => {
    const { dataProvider, user } = setup({ signedIn: DOCTOR });
    expect(await screen.findByText('Dr. Lena Wagner')).toBeInTheDocument();
    expect(screen.getByText('Cardiovia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo von Cardiovia' })).toHaveAttribute('src', '/uploads/cardiovia.png');
    expect(screen.getByText('Angemeldet als Dr. Anna Arendt.')).toBeInTheDocument();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Als Kontakt verbinden' }));
    expect(await screen.findByText('Sie sind jetzt mit Lena Wagner (Cardiovia) verbunden.')).toBeInTheDocument();
    expect(dataProvider.connectThroughLink).toHaveBeenCalledWith('wagner-7kq2mz', CONSENT_TEXT_VERSION);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Kontakt verbinden' })).not.toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('a link without a brand connects too (the server answers brand: null)', async () => {
    const { user } = setup({ signedIn: DOCTOR, preview: { ...PREVIEW, brand: null }, connection: { ...CONNECTION, brand: null } });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Ich bin einverstanden, dass Dr. Lena Wagner diese Daten für den Kontakt mit mir verwenden.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Als Kontakt verbinden' }));
    expect(await screen.findByText('Sie sind jetzt mit Lena Wagner verbunden.')).toBeInTheDocument();
  });

  it('shows the server’s German refusal when connecting fails', async () => {
    const { dataProvider, user } = setup({ signedIn: DOCTOR });
    dataProvider.connectThroughLink.mockRejectedValueOnce(new Error('Sie sind bereits mit dieser Person verbunden.'));
    await agree(user);
    await user.click(await screen.findByRole('button', { name: 'Als Kontakt verbinden' }));
    expect(await screen.findByText('Sie sind bereits mit dieser Person verbunden.')).toBeInTheDocument();
  });

  it('not signed in: signs in on the page and connects in one step', async () => {
    const { dataProvider, login, user } = setup();
    expect(await screen.findByText('Melden Sie sich an, um sich als Kontakt zu verbinden.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'arzt@example.com');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo1234!');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Anmelden und verbinden' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'arzt@example.com', password: 'Demo1234!' }));
    expect(await screen.findByText('Sie sind jetzt mit Lena Wagner (Cardiovia) verbunden.')).toBeInTheDocument();
    expect(dataProvider.connectThroughLink).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/link-preview/wagner-7kq2mz');
  });

  it('a signed-in sales rep cannot connect and is told why', async () => {
    setup({ signedIn: { id: 7, email: 'sales@example.com', role: { type: 'sales' } } as SessionUser });
    expect(await screen.findByText(/Nur Ärztinnen, Ärzte und PTA können sich über diesen Link verbinden/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Kontakt verbinden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
