import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutFileServer } from '../../tests/support/fileServer';

// The job engine is below the queues that plug into it (docs/decisions/0028-job-engine.md): the
// FCM pushes' handlers may import it, but the engine, the mail outbox and Web Push import nothing
// of the FCM pushes. Read from the sources' relative imports.
withoutFileServer();

describe('the workers’ imports', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : file.endsWith('.ts') ? [file] : [];
    });

  it('the job engine, the mail outbox and Web Push import nothing from the FCM pushes (api/notification)', () => {
    const files = ['jobs', 'mail', 'web-push'].flatMap((dir) => filesUnder(path.join(src, dir)));
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)]
        .map((match) => path.relative(src, path.resolve(path.dirname(file), match[1])))
        .filter((target) => target.startsWith(path.join('api', 'notification')))
        .map((target) => `${path.relative(src, file)} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});
