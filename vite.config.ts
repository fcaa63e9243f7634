import { defineConfig, type ProxyOptions } from 'vite';
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

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_PUBLIC_ACCESS_TOKEN': JSON.stringify(process.env.PUBLIC_ACCESS_TOKEN ?? DEV_PUBLIC_ACCESS_TOKEN),
  },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
});
