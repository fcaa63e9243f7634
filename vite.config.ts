import { defaultClientConditions, defaultServerConditions, defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// Must match the server's default in server/config/public-access.ts; production sets both.
const DEV_PUBLIC_ACCESS_TOKEN = 'markenportal-public-access-dev-token';
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:1337';

// http-proxy pipes the server's answer into the browser's and leaves the latter open when the
// server dies mid-answer (a restart, a crash): the live event stream would then look open until
// the app's idle watchdog gives up (45 s). Ending it too lets the app say so and reconnect at once.
const toServer: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) =>
    proxy.on('proxyRes', (serverAnswer, _request, browserAnswer) => {
      serverAnswer.on('close', () => {
        if (!serverAnswer.complete) browserAnswer.destroy();
      });
    }),
};
const proxy = { '/api': toServer, '/uploads': toServer };

// The contract package is read as TypeScript source (its package.json's "markenportal-source"
// export), in the browser and in Node-run tests alike; only the server reads its build
// (docs/decisions/0013-shared-contract.md).
const CONTRACT_SOURCE = 'markenportal-source';
export const contractSource = {
  resolve: { conditions: [CONTRACT_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [CONTRACT_SOURCE, ...defaultServerConditions] } },
};

export default defineConfig({
  plugins: [react()],
  ...contractSource,
  define: {
    'import.meta.env.VITE_PUBLIC_ACCESS_TOKEN': JSON.stringify(process.env.PUBLIC_ACCESS_TOKEN ?? DEV_PUBLIC_ACCESS_TOKEN),
  },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
});
