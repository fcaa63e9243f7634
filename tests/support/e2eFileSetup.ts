import { afterEach } from 'vitest';
import { unexpectedProblems } from './e2e';

// The "clean console and network": normal use of a screen makes no failed request and
// logs no error or warning. Every e2e test is checked (tests/support/e2e.ts, watchProblems).
afterEach(() => {
  const problems = unexpectedProblems();
  if (problems.length) throw new Error(`Browser problems that the test did not expect:\n${problems.join('\n')}`);
});
