import { defaultClientConditions, defaultServerConditions, defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_OPTIONS } from './src/field-app/offline/pwaConfig';

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
// The server's paths, and its run-time settings for the app (server/src/middlewares/web-app.ts).
const proxy = { '/api': toServer, '/uploads': toServer, '/app-config.js': toServer };

// The contract package is read as TypeScript source (its package.json's "markenportal-source"
// export), in the browser and in Node-run tests alike; only the server reads its build
// (docs/decisions/0013-shared-contract.md).
const CONTRACT_SOURCE = 'markenportal-source';
export const contractSource = {
  resolve: { conditions: [CONTRACT_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [CONTRACT_SOURCE, ...defaultServerConditions] } },
};

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip variants next to each file of the build: the server sends them as they are.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], include: /\.(js|css|html|svg|json)$/, threshold: 512 }),
    // The installable field app: manifest and service worker (src/field-app/offline/pwaConfig.ts).
    VitePWA(PWA_OPTIONS),
  ],
  ...contractSource,
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
});
