import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Must match the server's default in server/config/public-access.ts; production sets both.
const DEV_PUBLIC_ACCESS_TOKEN = 'markenportal-public-access-dev-token';
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:1337';
const proxy = { '/api': apiTarget, '/uploads': apiTarget };

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_PUBLIC_ACCESS_TOKEN': JSON.stringify(process.env.PUBLIC_ACCESS_TOKEN ?? DEV_PUBLIC_ACCESS_TOKEN),
  },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
});
