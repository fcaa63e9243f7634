import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutFileServer } from '../../tests/support/fileServer';

// The server's layers look down (docs/architecture.md, "Layers"): each rule names the files it holds
// for, the imports they must not make, and why. Read from the sources' relative imports; no server.
// Not rules yet (each a redesign): Web Push's worker asks api/post and api/favorite for its audience;
// security/, middlewares/, observability/ and stopping.ts reach the realtime hub, a Strapi service in
// api/realtime; observability/instance.ts reads the FCM and mail queues for its metrics.
withoutFileServer();

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : file.endsWith('.ts') ? [file] : [];
  });

/** Every relative import of the server's sources, as paths under server/src without extension ('/' separated). */
const imports = filesUnder(src).flatMap((file) => {
  const from = path.relative(src, file).split(path.sep).join('/');
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import|require\(|import\()\s*'(\.[^']*)'/g)].map((match) => ({
    from,
    to: path
      .relative(src, path.resolve(path.dirname(file), match[1]))
      .split(path.sep)
      .join('/'),
  }));
});

/** A folder ('guards/') holds what is under it and its index; a file ('index.ts') only itself. */
const under =
  (...places: string[]) =>
  (file: string) =>
    places.some((place) =>
      place.endsWith('/') ? file.startsWith(place) || file === place.slice(0, -1) : file.replace(/\.ts$/, '') === place.replace(/\.ts$/, ''),
    );

/** The folder of a content type or plugin extension: 'api/post/' of 'api/post/routes/post.ts'. */
const ownFolder = (file: string) => /^(api|extensions)\/[^/]+\//.exec(file)?.[0];

/** A content type's or extension's own guards (api/<name>/guards.ts, extensions/<name>/*guards.ts). */
const typeGuards = (file: string) => /^(api|extensions)\/[^/]+\/([\w-]+-)?guards$/.test(file.replace(/\.ts$/, ''));

interface Rule {
  rule: string;
  reason: string;
  files: (file: string) => boolean;
  forbidden: (target: string, file: string) => boolean;
}

const RULES: Rule[] = [
  {
    rule: 'access/, validation/ and messages/ import nothing above them',
    reason: 'pure decisions and texts, unit-tested without Strapi; every layer above decides with them',
    files: under('access/', 'validation/', 'messages/'),
    forbidden: under('guards/', 'api/', 'extensions/', 'seed/', 'mail/', 'web-push/', 'jobs/', 'middlewares/', 'security/', 'publication/', 'index.ts'),
  },
  {
    rule: 'guards/ imports nothing from api/, extensions/ or seed/',
    reason: 'the building blocks shared by several routes; a guard of one content type lives in its folder',
    files: under('guards/'),
    forbidden: under('api/', 'extensions/', 'seed/'),
  },
  {
    rule: 'a content type’s or extension’s own guards are imported only from its own folder',
    reason: 'a guard two folders use is shared and belongs in guards/',
    files: () => true,
    forbidden: (target, file) => typeGuards(target) && ownFolder(target) !== ownFolder(file),
  },
  {
    rule: 'publication/ imports nothing from api/ or extensions/',
    reason: 'the publication steps and the log are shared by posts and events, which call them',
    files: under('publication/'),
    forbidden: under('api/', 'extensions/'),
  },
  {
    rule: 'jobs/ imports nothing from api/, mail/, web-push/ or extensions/',
    reason: 'the job engine is below the queues that plug into it (docs/decisions/0028-job-engine.md)',
    files: under('jobs/'),
    forbidden: under('api/', 'mail/', 'web-push/', 'extensions/'),
  },
  {
    rule: 'mail/ imports nothing from guards/, api/ or extensions/',
    reason: 'the outbox is below the routes and plugins that send mail through it',
    files: under('mail/'),
    forbidden: under('guards/', 'api/', 'extensions/'),
  },
  {
    rule: 'jobs/, mail/ and web-push/ import nothing from the FCM pushes (api/notification/)',
    reason: 'the FCM pushes are one handler of the engine; the other workers run without them',
    files: under('jobs/', 'mail/', 'web-push/'),
    forbidden: under('api/notification/'),
  },
  {
    rule: 'seed/ reads the content types only through the registry (resources.ts)',
    reason: 'each content type’s demo rows live in its folder (api/<name>/resource.ts)',
    files: under('seed/'),
    forbidden: under('api/', 'extensions/'),
  },
  {
    rule: 'nothing but index.ts and seed/ itself imports seed/',
    reason: 'the seed runs at bootstrap; what runs per request does not depend on it',
    files: (file) => !under('index.ts', 'seed/')(file),
    forbidden: under('seed/'),
  },
];

describe('the server’s layers', () => {
  it('reads the relative imports of the sources, multi-line ones too', () => {
    expect(new Set(imports.map((i) => i.from)).size).toBeGreaterThan(120);
    expect(imports).toContainEqual({ from: 'api/post/routes/post.ts', to: 'api/post/guards' });
    expect(imports).toContainEqual({ from: 'web-push/web-push-worker.ts', to: 'web-push/subscriptions' });
  });

  it.each(RULES)('$rule ($reason)', ({ files, forbidden }) => {
    const held = imports.filter((i) => files(i.from));
    expect(held.length).toBeGreaterThan(0);
    const wrong = held.filter((i) => forbidden(i.to, i.from)).map((i) => `${i.from} → ${i.to}`);
    expect(wrong).toEqual([]);
  });
});
