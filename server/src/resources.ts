import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { UID } from '@strapi/strapi';

// The registry of content types that describe themselves: a folder under api/ with a `resource.ts`
// (Strapi loads only its known subfolders, so the file is ours). What a resource declares there, the
// seed and the boot read from here; nothing outside the folder names the resource
// (docs/architecture.md, "Adding a resource").

/** What a demo row may refer to: the seeded brands by name and users by key. */
export interface DemoRefs {
  brand(name: string): string;
  user(key: string): string;
  now: number;
}

export interface DemoRow {
  data: Record<string, unknown>;
  /** Stored published (content types with drafts). */
  published?: boolean;
}

export interface ServerResource {
  uid: UID.ContentType;
  /** The rows the demo data seeds, after brands and users exist. */
  demoRows?: (refs: DemoRefs) => DemoRow[];
}

export const defineResource = (resource: ServerResource): ServerResource => resource;

const API_DIR = path.join(__dirname, 'api');

/** Every api/<name>/resource.(js|ts) of the running server, by folder name. */
export const serverResources = (dir = API_DIR): ServerResource[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = ['resource.js', 'resource.ts'].map((f) => path.join(dir, entry.name, f)).find((f) => existsSync(f));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the registry reads the folders at boot
      return file ? [(require(file) as { default: ServerResource }).default] : [];
    });
