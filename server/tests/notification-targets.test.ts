import { describe, expect, it } from 'vitest';
import { notificationTargets, tokensOf } from '../src/api/post/services/notification-targets';
import { withoutFileServer } from '../../tests/support/fileServer';

// Pure functions.
withoutFileServer();

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
