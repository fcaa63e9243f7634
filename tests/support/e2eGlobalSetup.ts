import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from '../../scripts/lib/app-build.mjs';
import { startStrapi } from './strapiServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eApiUrl: string;
  }
}

const ROOT = path.resolve(__dirname, '../..');

/** The product as `npm start` runs it: the app's production build (dist/), served by a real Strapi with the demo data. */
export default async function setup(project: TestProject) {
  const webAppDir = await ensureAppBuild(ROOT);
  const strapi = await startStrapi({ WEB_APP_DIR: webAppDir });
  project.provide('baseUrl', strapi.url);
  project.provide('e2eApiUrl', strapi.apiUrl);
  return () => strapi.stop();
}
