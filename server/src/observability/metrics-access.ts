import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `Authorization` carries the metrics token. Without a configured token nothing matches;
 * compared as hashes in constant time, so neither the token nor its length shows in the timing.
 */
export const metricsTokenMatches = (expected: string | undefined, authorization: string | undefined) => {
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
};
