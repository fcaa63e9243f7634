import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { freePort, postgresAdminUrl, startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import { uploadMessages } from '../src/messages/uploads';

// Two instances of its own on one database, with uploads in a bucket.
withoutFileServer();

// Issue 22, item 2: with S3_BUCKET set, uploads go to an S3-compatible bucket (here s3rver, started
// by the test), so a file uploaded through one instance is served to the other's users; the pages'
// Content-Security-Policy lets browsers load images from the bucket.

const BUCKET = 'markenportal-uploads';
const DATABASES = postgresAdminUrl() ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

/** A 2×1 GIF: GIFs are stored as sent (the upload plugin optimises JPEG, PNG and WebP only). */
const GIF = Buffer.from('R0lGODlhAgABAPAAAP8AAAAA/yH5BAAAAAAALAAAAAACAAEAAAICBAoAOw==', 'base64');

describe.each(DATABASES)('uploads in an S3 bucket, two servers on one %s database', (database) => {
  let s3: S3rver;
  let s3Dir: string;
  let publicUrl: string;
  let a: TestStrapi;
  let b: TestStrapi;
  const viaA = apiClient(() => a.apiUrl);
  const viaB = apiClient(() => b.apiUrl);

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'markenportal-s3-'));
    const port = await freePort();
    s3 = new S3rver({ address: '127.0.0.1', port, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    publicUrl = `http://127.0.0.1:${port}/${BUCKET}`;
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-central-1',
      // s3rver's fixed keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
    };
    a = await startStrapi(env, database === 'PostgreSQL' ? { database: 'postgres' } : {});
    b = await startStrapi(env, { joining: a });
  }, 300_000);

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await s3?.close();
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  it('an image a brand admin uploads through one instance is served, byte for byte, to the other', async () => {
    const token = await viaA.login(DEMO_ACCOUNTS.brandadmin);
    // As the app uploads a logo: multipart, field `files`.
    const form = new FormData();
    form.append('files', new Blob([GIF], { type: 'image/gif' }), 'logo.gif');
    const uploaded = await fetch(`${a.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number; url: string; provider: string }[];
    expect(file.provider).toBe('aws-s3');
    expect(file.url.startsWith(`${publicUrl}/`)).toBe(true);

    // The brand's logo, as the app saves it; then the brand as a user of the other instance reads it.
    const { brands } = await viaA.me(token);
    const brand = brands[0].documentId as string;
    expect((await viaA.api(`/brands/${brand}`, { token, method: 'PUT', body: { data: { logo: file.id } } })).status).toBe(200);
    const read = await viaB.api<{ data: { logo: { id: number; url: string } | null } }>(`/brands/${brand}?populate=logo`, {
      token: await viaB.login(DEMO_ACCOUNTS.brandadmin),
    });
    expect(read.status).toBe(200);
    expect(read.body.data.logo?.url).toBe(file.url);
    const served = await fetch(read.body.data.logo?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true);
    // Nothing was written to an instance's disk.
    const uploadsDir = path.join(__dirname, '../public/uploads');
    const onDisk = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    expect(onDisk.filter((name) => name.includes(path.basename(file.url, '.gif')))).toEqual([]);
  });

  // Issue 33, item 1: the bucket serves each object with the type and disposition our server would
  // send for it, under the name of the type its content decodes as.
  it('a file is stored under the type it decodes as, and the bucket serves it with that type', async () => {
    const token = await viaA.login(DEMO_ACCOUNTS.arzt);
    const send = async (name: string, bytes: Buffer, query = '', as = token) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
      const response = await fetch(`${a.apiUrl}/upload${query}`, { method: 'POST', headers: { Authorization: `Bearer ${as}` }, body: form });
      return {
        status: response.status,
        body: (await response.json()) as { id: number; url: string; ext: string; mime: string }[] & { error: { message: string } },
      };
    };
    const page = await send('x.html', Buffer.from('GIF89a<html><script>document.title="pwned"</script></html>'));
    expect(page.status).toBe(400);
    expect(page.body.error.message).toBe(uploadMessages.type);

    const { status, body } = await send('x.html', GIF);
    expect(status).toBe(201);
    expect({ ext: body[0].ext, mime: body[0].mime }).toEqual({ ext: '.gif', mime: 'image/gif' });
    expect(body[0].url.startsWith(`${publicUrl}/x_`) && body[0].url.endsWith('.gif')).toBe(true);
    const served = await fetch(body[0].url);
    expect({ type: served.headers.get('content-type'), disposition: served.headers.get('content-disposition') }).toEqual({
      type: 'image/gif',
      disposition: 'inline',
    });

    // An operator replaces it with a PNG: the same object, written with the same headers.
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00c' } })
      .png()
      .toBuffer();
    const replaced = await send('neu.png', png, `?id=${body[0].id}`, await viaA.login(DEMO_ACCOUNTS.operator));
    expect(replaced.status).toBe(200);
    const again = await fetch(body[0].url);
    expect({ type: again.headers.get('content-type'), disposition: again.headers.get('content-disposition') }).toEqual({
      type: 'image/gif',
      disposition: 'inline',
    });
    // The plugin may optimise a PNG: the object is the new image, whatever its exact bytes.
    const stored = await sharp(Buffer.from(await again.arrayBuffer())).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'png', width: 2, height: 2 });
  });

  it("the pages' Content-Security-Policy allows images from the bucket's origin", async () => {
    const page = await fetch(`${b.url}/`, { headers: { Accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
    expect(imgSrc.split(/\s+/)).toContain(new URL(publicUrl).origin);
    expect(imgSrc.split(/\s+/)).toContain("'self'");
  });
});
