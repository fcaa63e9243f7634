import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'ra-core';
import { PublicApp } from '../../src/login/PublicApp';
import { germanI18nProvider, publicMessages } from '../../src/i18n/catalog';
import type { AppAuthProvider } from '../../src/providers/authProvider';

// The light sign-in entry (login/AuthApp.tsx, issue 24): the sign-in pages without react-admin's
// context or react-router; its own navigation must do what react-router did for them.

const authProvider = (answer = { redirectTo: '/brand-management' }) =>
  ({
    login: vi.fn(() => Promise.resolve(answer)),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
    forgotPassword: vi.fn(() => Promise.resolve()),
    resetPassword: vi.fn(() => Promise.resolve()),
  }) as unknown as AppAuthProvider & { login: ReturnType<typeof vi.fn>; forgotPassword: ReturnType<typeof vi.fn> };

const open = (path: string, auth = authProvider(), store = memoryStore()) => {
  window.history.pushState(null, '', path);
  const onLeave = vi.fn();
  render(<PublicApp authProvider={auth} i18nProvider={germanI18nProvider(publicMessages)} store={store} onLeave={onLeave} />);
  return { auth, onLeave };
};

describe('the light sign-in entry', () => {
  it('signs in, goes where the auth provider says and hands over to the back office once', async () => {
    const { auth, onLeave } = open('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), ' operator@example.com ');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(auth.login).toHaveBeenCalledWith({ username: 'operator@example.com', password: 'Demo1234!' });
    expect(window.location.pathname).toBe('/brand-management');
  });

  it('follows its links without reloading, and the browser’s back button', async () => {
    const { auth, onLeave } = open('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'sales@example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText(/Falls ein Konto mit dieser E-Mail-Adresse existiert/)).toBeInTheDocument();
    expect(auth.forgotPassword).toHaveBeenCalledWith('sales@example.com');

    act(() => {
      window.history.back();
    });
    expect(await screen.findByRole('heading', { name: 'Anmeldung' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('shows the password on request and says so in German', async () => {
    open('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Passwort\s*\*?$/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('autocomplete', 'username');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeInTheDocument();
  });

  it('is dark when this browser chose dark mode', async () => {
    const store = memoryStore({ theme: 'dark' });
    open('/login', authProvider(), store);
    await screen.findByRole('heading', { name: 'Anmeldung' });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 20, 23)');
  });
});
