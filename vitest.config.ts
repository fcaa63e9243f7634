import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractSource } from './vite.config';

// One runner, three projects: unit and component tests in jsdom; server and dataProvider tests
// against a real Strapi; end-to-end tests in real Chromium against the built app and a real Strapi.
export default defineConfig({
  plugins: [react()],
  ...contractSource,
  define: { 'import.meta.env.VITE_PUBLIC_ACCESS_TOKEN': JSON.stringify('markenportal-public-access-dev-token') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setupDom.ts'],
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
          fileParallelism: false,
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
          setupFiles: ['tests/support/e2eCleanBrowser.ts'],
          fileParallelism: false,
          testTimeout: 90000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
