import { describe, expect, it, vi } from 'vitest';
import { loadOrReload } from '../../src/common/lazyPage';

// A chunk fetched while the server was away stays failed in the browser for the page's life
// (Chromium keeps a failed module import, its shared chunks too): the page is loaded again, once.
const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4000/assets/pages-abc.js'));
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

describe('a page whose chunk cannot be imported', () => {
  it('is loaded again at its address, once; a second failure there is the error', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const options = { reload, storage: storage as unknown as Storage, href: () => 'http://127.0.0.1:4000/posts/p1/show' };
    const pending = loadOrReload(failed, options);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await Promise.race([pending.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting for the reload'), 10))])).toBe(
      'waiting for the reload',
    );
    await expect(loadOrReload(failed, options)).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await loadOrReload(async () => ({ Page: 1 }), options)).toEqual({ Page: 1 });
    expect(storage.getItem('markenportal.reloadedFor')).toBeNull();
  });

  it('passes on any other error without a reload', async () => {
    const reload = vi.fn();
    await expect(loadOrReload(() => Promise.reject(new Error('kaputt')), { reload, storage: memoryStorage() as unknown as Storage })).rejects.toThrow('kaputt');
    expect(reload).not.toHaveBeenCalled();
  });
});
