import { describe, expect, it, vi } from 'vitest';
import { notificationTargets, tokensOf } from '../src/api/post/services/notification-targets';
import { notifyPublishedPost } from '../src/api/post/services/post-notifications';

const doctor = { userId: 1, target: 'representative' as const, fcmToken: 'a' };
const pta = { userId: 2, target: 'pta' as const, fcmToken: 'b' };
const noTarget = { userId: 3, target: null, fcmToken: 'c' };
const noToken = { userId: 4, target: 'pta' as const, fcmToken: null };

describe('notification targets for each combination of hide flags and profile target', () => {
  const all = [doctor, pta, noTarget, noToken];
  it.each([
    [{}, [1, 2, 3, 4]],
    [{ hideForPTA: true }, [1, 3]],
    [{ hideForRepresentative: true }, [2, 3, 4]],
    [{ hideForPTA: true, hideForRepresentative: true }, [3]],
  ])('%o', (flags, userIds) => {
    expect(notificationTargets(all, flags).map((t) => t.userId)).toEqual(userIds);
  });
  it('collects each token once and skips users without one', () => {
    expect(tokensOf([doctor, pta, noToken, { ...doctor, userId: 9 }])).toEqual(['a', 'b']);
  });
});

/** A stand-in for the Strapi instance (test double): the queries notifyPublishedPost makes. */
const strapiDouble = () => {
  const log = { info: vi.fn(), error: vi.fn() };
  const create = vi.fn(async ({ data }) => ({ documentId: 'n1', ...data }));
  const query = (uid: string) => ({
    findOne: async () => (uid === 'api::post.post' ? { title: 'T', type: 'news', brand: { id: 1, name: 'B' }, hideForPTA: false } : null),
    findMany: async () => [{ user: { id: 1, fcmToken: 'tok', profile: { target: 'pta' } } }],
  });
  return { strapi: { log, db: { query }, documents: () => ({ create }) } as never, log, create };
};

describe('a failing push provider never breaks publishing', () => {
  it('writes the record, logs the failure and resolves', async () => {
    const { strapi, log, create } = strapiDouble();
    const failingSender = vi.fn(async () => {
      throw new Error('FCM nicht erreichbar');
    });
    await expect(notifyPublishedPost(strapi, 'p1', failingSender)).resolves.toBeNull();
    expect(create).toHaveBeenCalledWith({ data: expect.objectContaining({ tokens: ['tok'], postId: 'p1', brandName: 'B' }) });
    expect(failingSender).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('FCM nicht erreichbar'));
  });
});
