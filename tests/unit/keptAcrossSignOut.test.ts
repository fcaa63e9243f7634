import { describe, expect, it } from 'vitest';
import { localStorageStore } from 'react-admin';
import { keptAcrossSignOut } from '../../src/providers/keptAcrossSignOut';

describe('the store across signing out', () => {
  it('keeps light or dark mode and forgets the rest when signing out resets it', () => {
    window.localStorage.clear();
    const store = keptAcrossSignOut(localStorageStore(undefined, 'markenportal-test'), ['theme']);
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('posts.listParams', { filter: { type: 'news' } });

    store.reset();

    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('posts.listParams')).toBeUndefined();
    // A fresh store of the same browser (the next page load) reads the same choice.
    expect(localStorageStore(undefined, 'markenportal-test').getItem('theme')).toBe('dark');
  });

  it('leaves an unset mode unset (the browser’s own preference decides)', () => {
    window.localStorage.clear();
    const store = keptAcrossSignOut(localStorageStore(undefined, 'markenportal-test'), ['theme']);
    store.setup();
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
  });
});
