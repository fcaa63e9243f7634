import { describe, expect, it } from 'vitest';
import { createUnsavedWork } from '../../src/providers/unsavedWork';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createSession } from '../../src/providers/session';
import type { HttpClient } from '../../src/providers/http';
import { MemoryStorage } from '../support/memoryStorage';

// What an ended session leaves for its user (providers/unsavedWork.ts): the page and the form's content.

describe('unsaved work', () => {
  it('is kept for its user only, without picked files, and not after 12 hours', () => {
    let now = 0;
    const storage = new MemoryStorage();
    const work = createUnsavedWork(storage, () => now);
    work.register(() => ({ title: 'Entwurf', teaserImage: { rawFile: new Blob(['x']), src: 'blob:1' }, tags: [1, 2] }));
    work.keep(7, '/posts/p1/edit?tab=1');
    expect(work.returnPath(7)).toBe('/posts/p1/edit?tab=1');
    expect(work.takeValues(7, '/posts/p2/edit')).toBeNull();
    expect(work.takeValues(7, '/posts/p1/edit')).toEqual({ title: 'Entwurf', tags: [1, 2] });
    // Handed over once.
    expect(work.takeValues(7, '/posts/p1/edit')).toBeNull();

    work.keep(7, '/events/e1/edit');
    expect(work.returnPath(8)).toBeNull();
    expect(work.returnPath(7)).toBeNull();

    work.keep(7, '/events/e1/edit');
    now += 12 * 60 * 60 * 1000 + 1;
    expect(work.returnPath(7)).toBeNull();
  });

  it('signing out on purpose leaves nothing; an ended session keeps its work for the sign-in', async () => {
    const storage = new MemoryStorage();
    const work = createUnsavedWork(storage);
    const session = createSession(storage);
    const auth = createAuthProvider({ apiUrl: '/api', request: async () => ({}) } as unknown as HttpClient, session, () => '/posts/p1/edit', work);
    session.signIn('jwt', { id: 7 });
    await expect(auth.checkError({ status: 401, body: { write: true } })).resolves.toBeUndefined();
    expect(work.returnPath(7)).toBe('/posts/p1/edit');
    await auth.logout({});
    expect(work.returnPath(7)).toBe('/posts/p1/edit');

    session.signIn('jwt', { id: 7 });
    await auth.logout({});
    expect(work.returnPath(7)).toBeNull();
  });
});
