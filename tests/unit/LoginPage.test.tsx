import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, testDataProvider } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { germanI18nProvider, publicMessages } from '../../src/i18n/catalog';
import { AdminLoginPage } from '../../src/login/inAdmin';
import { PublicApp } from '../../src/login/PublicApp';
import type { AppAuthProvider } from '../../src/providers/authProvider';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/http';
import { createSession } from '../../src/providers/session';
import { MemoryStorage } from '../support/memoryStorage';

/** A stand-in authProvider (test double) that refuses every login as the server does. */
const refusingAuthProvider = (): AuthProvider => ({
  login: vi.fn(() => Promise.reject(new Error('app.errors.invalid_credentials'))),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
});

/** In the back office: react-admin's context and login page (a session that ended). */
const inBackOffice = (authProvider: AuthProvider) =>
  render(
    <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <AdminLoginPage />
      <Notification />
    </AdminContext>,
  );

/** On the light sign-in entry (login/AuthApp.tsx): the same page without react-admin's context. */
const onLightEntry = (authProvider: AuthProvider) => {
  window.history.pushState(null, '', '/login');
  render(
    <PublicApp authProvider={authProvider as AppAuthProvider} i18nProvider={germanI18nProvider(publicMessages)} store={memoryStore()} onLeave={() => {}} />,
  );
};

const HOSTS = [
  ['in the back office', inBackOffice],
  ['on the light sign-in entry', onLightEntry],
] as const;

describe.each(HOSTS)('LoginPage %s', (_host, host) => {
  const renderLogin = (authProvider = refusingAuthProvider()) => {
    host(authProvider);
    return authProvider;
  };

  it('is German and validates at the field before calling the server', async () => {
    const auth = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Anmeldung' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findAllByText('Pflichtfeld')).length).toBe(2);
    expect(await screen.findByText('Das Formular ist ungültig. Bitte überprüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'keine-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('shows the German refusal and keeps what was typed', async () => {
    const auth = renderLogin();
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'operator@example.com');
    await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
    expect(auth.login).toHaveBeenCalledWith({ username: 'operator@example.com', password: 'falsch' });
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('operator@example.com');
  });

  it('shows the server’s German text when sign-ins come too fast (429), and keeps what was typed', async () => {
    const tooMany = 'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.';
    const answer = { data: null, error: { status: 429, name: 'RateLimitError', message: tooMany, details: { retryAfter: 42 } } };
    const session = createSession(new MemoryStorage());
    // The app's own HttpClient and authProvider; only fetch is a test double answering as the server does.
    const http = createHttpClient({
      apiUrl: 'http://api.test/api',
      publicToken: 'public',
      session,
      fetch: async () => new Response(JSON.stringify(answer), { status: 429, headers: { 'Retry-After': '42', 'Content-Type': 'application/json' } }),
    });
    renderLogin(createAuthProvider(http, session, () => '/login'));
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'operator@example.com');
    await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('operator@example.com');
  });
});
