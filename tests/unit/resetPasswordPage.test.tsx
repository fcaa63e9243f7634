import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, memoryStore, testDataProvider } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { AdminResetPasswordPage } from '../../src/login/inAdmin';
import { PublicApp } from '../../src/login/PublicApp';
import { germanI18nProvider, publicMessages } from '../../src/i18n/catalog';
import type { AppAuthProvider } from '../../src/providers/authProvider';

// The reset form's rules sit at its inputs (issue 21): an empty form marks both fields and sends nothing.

/** A stand-in authProvider (test double) that records the reset call. */
const recordingAuthProvider = () => ({
  login: vi.fn(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
  resetPassword: vi.fn(() => Promise.resolve()),
});

/** In the back office: a public route of react-admin's. */
const inBackOffice = (authProvider: ReturnType<typeof recordingAuthProvider>) =>
  render(
    <MemoryRouter initialEntries={['/reset-password/abc']}>
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider as AuthProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/reset-password/:code" element={<AdminResetPasswordPage />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

/** On the light sign-in entry (login/AuthApp.tsx), with only the sign-in texts. */
const onLightEntry = (authProvider: ReturnType<typeof recordingAuthProvider>) => {
  window.history.pushState(null, '', '/reset-password/abc');
  render(
    <PublicApp
      authProvider={authProvider as unknown as AppAuthProvider}
      i18nProvider={germanI18nProvider(publicMessages)}
      store={memoryStore()}
      onLeave={() => {}}
    />,
  );
};

describe.each([
  ['in the back office', inBackOffice],
  ['on the light sign-in entry', onLightEntry],
] as const)('ResetPasswordPage %s', (_host, host) => {
  const renderReset = () => {
    const authProvider = recordingAuthProvider();
    host(authProvider);
    return authProvider;
  };

  it('marks each field with its German message and sends nothing until the passwords are valid and equal', async () => {
    const auth = renderReset();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Passwort speichern' });
    await user.click(save);
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(2);

    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'kurz');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'anders');
    await user.click(save);
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(auth.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Passwort\s*\*?$/));
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'NeuesPasswort1');
    await user.clear(screen.getByLabelText(/^Passwort wiederholen/));
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'NeuesPasswort1');
    await user.click(save);
    await waitFor(() => expect(auth.resetPassword).toHaveBeenCalledWith({ code: 'abc', password: 'NeuesPasswort1', passwordConfirmation: 'NeuesPasswort1' }));
  });

  it("an expired link: the server's German text is shown, and what was typed stays", async () => {
    const expired = 'Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.';
    const auth = renderReset();
    auth.resetPassword.mockImplementation(() => Promise.reject(new Error(expired)));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Passwort\s*\*?$/), 'NeuesPasswort1');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'NeuesPasswort1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort wiederholen/)).toHaveValue('NeuesPasswort1');
  });
});
