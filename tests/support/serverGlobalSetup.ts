import type { TestProject } from 'vitest/node';
import { startStrapi } from './strapiServer';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const strapi = await startStrapi();
  project.provide('apiUrl', strapi.apiUrl);
  return () => strapi.stop();
}
