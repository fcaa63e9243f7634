import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { startStrapi, type TestStrapi } from '../../tests/support/strapiServer';

// The body parser writes a multipart request's files to the system's temporary folder before any
// route runs. Refused uploads, and files sent to routes that take none, stayed there for good: a
// signed-out visitor repeating one request filled the server's disk. The server here has a
// temporary folder of its own (TMPDIR), so that the test sees exactly what it leaves behind.

withoutFileServer();

const temp = mkdtempSync(path.join(tmpdir(), 'markenportal-tmpdir-'));
let server: TestStrapi;
let client: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startStrapi({ TMPDIR: temp, UPLOAD_SIZE_LIMIT: String(64 * 1024) });
  client = apiClient(() => server.apiUrl);
});
afterAll(async () => {
  await server?.stop();
  rmSync(temp, { recursive: true, force: true });
});

const PAGE = Buffer.from('<html><script>alert(1)</script></html>');
const send = (route: string, bytes: Uint8Array, { name = 'datei.png', type = 'image/png', token }: { name?: string; type?: string; token?: string } = {}) => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.apiUrl}${route}`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
};
const leftBehind = () => readdirSync(temp);

describe('the files of a multipart request', () => {
  it('are gone from the temporary folder after a refused upload, a signed-out one and one to a route that takes none', async () => {
    const admin = await client.login(DEMO_ACCOUNTS.brandadmin);
    expect((await send('/upload', PAGE, { name: 'seite.png', token: admin })).status).toBe(400);
    expect((await send('/upload', PAGE)).status).toBe(403);
    expect((await send('/auth/local', PAGE)).status).toBe(400);
    expect((await send('/posts', PAGE, { token: admin })).status).toBeGreaterThanOrEqual(400);
    expect(leftBehind()).toEqual([]);
  });

  it('are gone after an upload that is stored, and after one beyond the size limit', async () => {
    const admin = await client.login(DEMO_ACCOUNTS.brandadmin);
    expect(
      (
        await send(
          '/upload',
          await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } })
            .png()
            .toBuffer(),
          { token: admin },
        )
      ).status,
    ).toBe(201);
    expect((await send('/upload', Buffer.alloc(200 * 1024, 1), { token: admin })).status).toBe(413);
    expect(leftBehind()).toEqual([]);
  });
});
