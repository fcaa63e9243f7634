import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the soak test (bench/), without types
import { attributeToCrash } from '../../bench/soak/invariants.mjs';

// The soak test's verdict on second deliveries (bench/soak/invariants.mjs): only those whose first
// delivery went to the instance just before it was killed are the at-least-once window of
// docs/decisions/0015; every other second delivery fails the soak.
describe('second deliveries in the soak test', () => {
  const kill = 1_000_000;
  it('explains a second delivery whose first came within the lease before the kill, and no other', () => {
    const times = new Map([
      ['p1 token-a', [kill - 200, kill + 65_000]],
      ['p1 token-b', [kill - 61_000, kill + 1000]],
      ['p2 token-a', [kill + 5000, kill + 5100]],
      ['p3 token-a', [kill - 10]],
    ]);
    expect(attributeToCrash(times, kill, 60_000)).toEqual({ afterCrash: 1, twice: 2 });
  });
});
