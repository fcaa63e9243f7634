import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { fileServer } from '../../tests/support/fileServer';
import { pngClaiming } from '../../tests/support/pngFiles';
import { uploadMessages } from '../src/messages/uploads';

// Issue 33, item 1: an upload is never active content on the app's origin. A file is stored only
// when it decodes as one of the product's images, under the type and extension it decodes as; files
// are served with that type, nosniff and a sandbox policy of their own; whatever an older release
// stored under another extension is a download.

const UPLOADS_DIR = path.join(__dirname, '../public/uploads');
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
/** A 2×1 GIF. */
const GIF = Buffer.from('R0lGODlhAgABAPAAAP8AAAAA/yH5BAAAAAAALAAAAAACAAEAAAICBAoAOw==', 'base64');
/** The tester's file: a GIF's first bytes, then a page that runs script. */
const GIF_PAGE = Buffer.from('GIF89a<html><body><script>document.title="pwned"</script></body></html>');

type Stored = { id: number; name: string; hash: string; ext: string; mime: string; url: string };
type Refusal = { error: { status: number; message: string; details: { errors?: { path: string[]; message: string }[] } } };

let arzt: string;
let operator: string;
let db: Knex;
const written: string[] = [];

const upload = async (token: string, name: string, type: string, bytes: Uint8Array, query = '') => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${apiUrl()}/upload${query}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as Stored[] & Refusal };
};
const fileCount = async () => ((await api('/upload/files', { token: operator })).body as Stored[]).length;
const served = (url: string) => fetch(`${fileServer().url}${url}`);
const headersOf = (response: Response) => ({
  type: response.headers.get('content-type'),
  disposition: response.headers.get('content-disposition'),
  nosniff: response.headers.get('x-content-type-options'),
  csp: response.headers.get('content-security-policy'),
});

beforeAll(async () => {
  [arzt, operator] = await Promise.all([login(DEMO_ACCOUNTS.arzt), login(DEMO_ACCOUNTS.operator)]);
  mkdirSync(UPLOADS_DIR, { recursive: true });
  const server = fileServer();
  db = knexFactory(
    server.databaseUrl
      ? { client: 'pg', connection: server.databaseUrl, pool: { min: 0, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: server.dbFile }, useNullAsDefault: true, pool: { min: 0, max: 1 } },
  );
});

afterAll(async () => {
  await db?.destroy();
  for (const file of written) rmSync(file, { force: true });
});

describe('uploads are stored only as the images they decode as', () => {
  it.each(['x.html', 'x.htm', 'x.svg', 'x.xhtml', 'x.js'])(
    'a "GIF" named %s that is a page is refused at the field, in German, and nothing is stored',
    async (name) => {
      const before = await fileCount();
      // The folder is shared with other test files: only what appears meanwhile counts.
      const onDisk = new Set(readdirSync(UPLOADS_DIR));
      for (const type of ['application/octet-stream', 'image/gif']) {
        const { status, body } = await upload(arzt, name, type, GIF_PAGE);
        expect(status, type).toBe(400);
        expect(body.error.message).toBe(uploadMessages.type);
        expect(body.error.details.errors).toEqual([{ path: ['files'], message: uploadMessages.type, name: 'ValidationError' }]);
      }
      expect(await fileCount()).toBe(before);
      expect(readdirSync(UPLOADS_DIR).filter((file) => !onDisk.has(file) && file.startsWith('x_'))).toEqual([]);
    },
  );

  it('an SVG (a document that can run script) is refused, whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><script>alert(1)</script><rect width="2" height="2"/></svg>');
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const { status, body } = await upload(arzt, name, type, svg);
      expect(status, name).toBe(400);
      expect(body.error.message).toBe(uploadMessages.type);
    }
  });

  it("a real image is stored under our extension and type, not the sender's, and served as that image", async () => {
    const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(arzt, 'praxis.html', 'application/octet-stream', jpeg);
    expect(status).toBe(201);
    const [file] = body;
    expect({ ext: file.ext, mime: file.mime }).toEqual({ ext: '.jpg', mime: 'image/jpeg' });
    expect(file.url).toMatch(/^\/uploads\/praxis_[0-9a-f]+\.jpg$/);
    const response = await served(file.url);
    expect(response.status).toBe(200);
    expect(headersOf(response)).toEqual({ type: 'image/jpeg', disposition: null, nosniff: 'nosniff', csp: UPLOAD_CSP });
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);

    // A PNG sent as a GIF (name and type agree, so the plugin alone believed them) is stored as the PNG it is.
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#0c0' } })
      .png()
      .toBuffer();
    const renamed = await upload(arzt, 'bild.gif', 'image/gif', png);
    expect(renamed.status).toBe(201);
    expect({ ext: renamed.body[0].ext, mime: renamed.body[0].mime }).toEqual({ ext: '.png', mime: 'image/png' });
    expect(headersOf(await served(renamed.body[0].url))).toEqual({ type: 'image/png', disposition: null, nosniff: 'nosniff', csp: UPLOAD_CSP });
  });

  it('a GIF followed by a page is stored as the GIF it decodes as, and never served as a page', async () => {
    const { status, body } = await upload(
      arzt,
      'x.html',
      'application/octet-stream',
      Buffer.concat([GIF, Buffer.from('<script>document.title="pwned"</script>')]),
    );
    expect(status).toBe(201);
    expect({ ext: body[0].ext, mime: body[0].mime }).toEqual({ ext: '.gif', mime: 'image/gif' });
    expect(headersOf(await served(body[0].url))).toEqual({ type: 'image/gif', disposition: null, nosniff: 'nosniff', csp: UPLOAD_CSP });
  });

  it('an image of more pixels than decoding may cost is refused before it is decoded', async () => {
    const { status, body } = await upload(arzt, 'riesig.png', 'image/png', pngClaiming(10_000, 10_000));
    expect(status).toBe(400);
    expect(body.error.message).toBe(uploadMessages.tooManyPixels);
  });

  it('replacing a file (operators) verifies the new content too', async () => {
    const { body } = await upload(operator, 'logo.gif', 'image/gif', GIF);
    const replaced = await upload(operator, 'logo.gif', 'image/gif', GIF_PAGE, `?id=${body[0].id}`);
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.message).toBe(uploadMessages.type);
    expect(Buffer.from(await (await served(body[0].url)).arrayBuffer()).equals(GIF)).toBe(true);
  });
});

describe('files an older release stored under another extension', () => {
  it.each(['.html', '.htm', '.svg', '.xhtml', '.js', '.xml', ''])(
    'one stored as "%s" is served as a download of unknown bytes, with nosniff and the sandbox',
    async (ext) => {
      // As an old release stored the tester's file: the upload's row, its bytes under the sent extension.
      const { body } = await upload(arzt, 'alt.gif', 'image/gif', GIF);
      const url = `/uploads/${body[0].hash}${ext}`;
      await db('files').where({ id: body[0].id }).update({ ext, url, mime: 'image/gif' });
      const file = path.join(UPLOADS_DIR, `${body[0].hash}${ext}`);
      writeFileSync(file, GIF_PAGE);
      written.push(file);

      const row = (await api<Stored>(`/upload/files/${body[0].id}`, { token: operator })).body;
      expect(row.url).toBe(url);
      const response = await served(row.url);
      expect(response.status).toBe(200);
      expect(headersOf(response)).toEqual({ type: 'application/octet-stream', disposition: 'attachment', nosniff: 'nosniff', csp: UPLOAD_CSP });
      // Asked for by another spelling of the same path, too.
      const spelled = await served(row.url.replace(/\.(\w+)$/, (_, e: string) => `.%${e.charCodeAt(0).toString(16)}${e.slice(1)}`));
      expect(headersOf(spelled)).toEqual({ type: 'application/octet-stream', disposition: 'attachment', nosniff: 'nosniff', csp: UPLOAD_CSP });
    },
  );
});
