import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { freePort, startStrapi } from './strapiServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eApiUrl: string;
  }
}

const ROOT = path.resolve(__dirname, '../..');

/** A real Strapi with the demo data, and the production build of the app in front of it. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // The links the server writes (invitations, password reset) point at this app.
  const strapi = await startStrapi({ APP_URL: `http://127.0.0.1:${port}` });
  process.env.API_TARGET = strapi.url;
  const outDir = path.join(ROOT, 'node_modules/.cache/e2e-dist');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { port, host: '127.0.0.1', strictPort: true } });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('e2eApiUrl', strapi.apiUrl);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await strapi.stop();
  };
}
