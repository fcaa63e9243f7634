import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractSource } from './vite.config';

// One runner, three projects: unit and component tests in jsdom; server and dataProvider tests
// against a real Strapi; end-to-end tests in real Chromium against the built app and a real Strapi.
// Every server and e2e file gets a Strapi to itself on the run's seeded demo data, leased from a pool
// that resets it between files (tests/support/fileServer.ts), so files run in parallel, in any order
// (docs/testing.md).
export default defineConfig({
  plugins: [react()],
  ...contractSource,
  define: { 'import.meta.env.VITE_PUBLIC_ACCESS_TOKEN': JSON.stringify('markenportal-public-access-dev-token') },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine. A test
    // file mostly waits for its server and its browser, so four keep two cores busy (bench/REPORT.md,
    // "Test suite"). `--maxWorkers` overrides it; `--shard=i/n` splits the files across CI machines.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setupDom.ts'],
          // The component tests import react-admin, MUI and the app's features: about 1.8 s of module
          // loading per file, 110 s of the project's 180 s of CPU when every file loaded them again.
          // One module graph per worker thread loads them once; setupDom.ts puts back the shared state
          // a file may change (timers, globals, react-query's online state, storage).
          pool: 'threads',
          isolate: false,
          // A component test types and clicks through a whole form in jsdom: a few seconds alone, and
          // more than vitest's 5 s when the machine is busy. Timing is measured in bench/, never here.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/tests/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/serverGlobalSetup.ts'],
          setupFiles: ['tests/support/serverFileSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2eGlobalSetup.ts'],
          setupFiles: ['tests/support/e2eFileSetup.ts'],
          // expect.poll's default of 1 s is shorter than a screen takes to load again while the other
          // workers keep both cores busy; a poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
