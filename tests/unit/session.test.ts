import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/providers/session';
import { QUERY_DEFAULTS, createQueryClient } from '../../src/providers/queryClient';

const brandadmin = {
  id: 3,
  role: { type: 'brand_admin' },
  brands: [
    { id: 1, documentId: 'cardiovia' },
    { id: 2, documentId: 'dermasana' },
  ],
};

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('stores token and user on sign-in and picks a current brand', () => {
    const session = createSession(localStorage);
    session.signIn('jwt', brandadmin);
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(session.getUser()).toEqual(brandadmin);
    expect(localStorage.getItem('currentBrandId')).toBe('cardiovia');
  });

  it('restores the current brand from storage and saves each change', () => {
    localStorage.setItem('currentBrandId', 'dermasana');
    const session = createSession(localStorage);
    session.signIn('jwt', brandadmin);
    expect(session.getCurrentBrandId()).toBe('dermasana');
    const listener = vi.fn();
    session.subscribe(listener);
    session.setCurrentBrandId('cardiovia');
    expect(localStorage.getItem('currentBrandId')).toBe('cardiovia');
    expect(listener).toHaveBeenCalled();
  });

  it('drops a stored brand the user does not belong to', () => {
    localStorage.setItem('currentBrandId', 'someone-elses');
    const session = createSession(localStorage);
    session.signIn('jwt', brandadmin);
    expect(session.getCurrentBrandId()).toBe('cardiovia');
  });

  it('clear removes token, user and stored data but nothing else', () => {
    localStorage.setItem('unrelated', 'keep');
    localStorage.setItem('RaStore.markenportal.sidebar.open', 'true');
    const session = createSession(localStorage);
    session.signIn('jwt', brandadmin);
    session.clear();
    expect([localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('currentBrandId')]).toEqual([null, null, null]);
    expect(localStorage.getItem('RaStore.markenportal.sidebar.open')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('clear keeps the browser’s light or dark mode', () => {
    localStorage.setItem('RaStoremarkenportal.theme', '"dark"');
    localStorage.setItem('RaStoremarkenportal.posts.listParams', '{}');
    const session = createSession(localStorage);
    session.signIn('jwt', brandadmin);
    session.clear();
    expect(localStorage.getItem('RaStoremarkenportal.theme')).toBe('"dark"');
    expect(localStorage.getItem('RaStoremarkenportal.posts.listParams')).toBeNull();
  });
});

describe('query client (spec "Business constants and limits")', () => {
  it('is stale after 300000 ms, never retries, never refetches on focus', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(QUERY_DEFAULTS).toEqual({ staleTime: 300000, retry: false, refetchOnWindowFocus: false });
    expect(options.queries).toMatchObject(QUERY_DEFAULTS);
    expect(options.mutations?.retry).toBe(false);
  });
});
