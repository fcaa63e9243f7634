import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createSession } from '../../src/providers/session';
import type { HttpClient } from '../../src/providers/http';
import type { SessionUser } from '../../src/providers/access';

// Issue 35, item 3: the sign-in answer carries the account, and the app starts the landing screen
// from it without asking for the account again; a server that answers with the bare user still works.

const BRAND = { id: 7, documentId: 'brand-7' };
const ACCOUNT: SessionUser = {
  id: 3,
  email: 'sales@example.com',
  role: { type: 'authenticated' },
  brands: [BRAND],
  userBrandRoles: [{ brand: BRAND, role: 'sales' }],
};
const BARE: SessionUser = { id: 3, email: 'sales@example.com' };

const createStorageSession = () => {
  localStorage.clear();
  return createSession(localStorage);
};

/** A server at the other end of the HTTP client: what it was asked, and the sign-in answer given. */
const server = (signInUser: SessionUser) => {
  const asked: string[] = [];
  const http = {
    apiUrl: '/api',
    request: async (path: string) => {
      asked.push(path);
      return path === '/auth/local' ? { jwt: 'token', user: signInUser } : ACCOUNT;
    },
  } as unknown as HttpClient;
  return { asked, http };
};

describe('signing in', () => {
  it('takes the account from the sign-in answer: one request, and the rep lands on the start page', async () => {
    const { asked, http } = server(ACCOUNT);
    const session = createStorageSession();
    const auth = createAuthProvider(http, session, () => '/login');
    expect(await auth.login({ username: 'sales@example.com', password: 'x' })).toEqual({ redirectTo: '/home' });
    expect(asked).toEqual(['/auth/local']);
    expect(session.getCurrentBrandId()).toBe('brand-7');
  });

  it('asks for the account when the answer has the bare user (a server before issue 35)', async () => {
    const { asked, http } = server(BARE);
    const session = createStorageSession();
    const auth = createAuthProvider(http, session, () => '/login');
    expect(await auth.login({ username: 'sales@example.com', password: 'x' })).toEqual({ redirectTo: '/home' });
    expect(asked).toEqual(['/auth/local', '/users/me']);
    expect(session.getCurrentBrandId()).toBe('brand-7');
  });
});
