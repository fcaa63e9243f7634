import { afterAll, afterEach, inject } from 'vitest';
import { closeBrowser, unexpectedProblems } from './e2e';
import { useFileServer } from './fileServer';

// Each e2e test file gets a server to itself serving the app's production build
// (tests/support/fileServer.ts).
useFileServer(() => ({ WEB_APP_DIR: inject('webAppDir') }));
// Registered after the server's stop, so run before it (Vitest runs after-hooks in reverse): the
// file's pages are closed before its server is given back and reset for the next file.
afterAll(closeBrowser);

// The "clean console and network": normal use of a screen makes no failed request and
// logs no error or warning. Every e2e test is checked (tests/support/e2e.ts, watchProblems).
afterEach(() => {
  const problems = unexpectedProblems();
  if (problems.length) throw new Error(`Browser problems that the test did not expect:\n${problems.join('\n')}`);
});
