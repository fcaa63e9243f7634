import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, expectProblems, newPage, settle, signIn } from '../support/e2e';
import { apiUrl, DEMO_ACCOUNTS, login } from '../support/api';
import { uploadMessages } from '../../server/src/messages/uploads';

afterAll(closeBrowser);

// Issue 33, item 1, in a real browser: a doctor's "GIF" that is a page, and a "GIF" that is a
// script it loads, never run on the app's origin, where a staff member's session token is in
// localStorage. A script that ran would mark localStorage and call a probe path; neither happens.

const UPLOADS_DIR = path.join(__dirname, '../../server/public/uploads');
/** A GIF's first bytes that are also JavaScript: marks the page's storage and calls the probe. */
const script = (probe: string) => `GIF89a=0;localStorage.setItem('upload-probe','${probe}');fetch('/api/upload-probe/${probe}');`;
/** A GIF's first bytes, then a page that runs script of its own and the script upload at `src`. */
const page = (src: string) =>
  `GIF89a<html><head><script src="${src}"></script></head><body><script>document.title='pwned';localStorage.setItem('upload-probe','html');fetch('/api/upload-probe/html')</script></body></html>`;
/** A 2×1 GIF. */
const GIF = Buffer.from('R0lGODlhAgABAPAAAP8AAAAA/yH5BAAAAAAALAAAAAACAAEAAAICBAoAOw==', 'base64');

const written: string[] = [];
let arzt: string;

const upload = async (name: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  const response = await fetch(`${apiUrl()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${arzt}` }, body: form });
  return { status: response.status, body: (await response.json()) as { url: string }[] & { error: { message: string } } };
};

/** Files as an older release stored them: the sender's extension, the sender's bytes. */
const storedByOldRelease = (ext: string, content: string) => {
  const name = `alt_${randomBytes(5).toString('hex')}${ext}`;
  mkdirSync(UPLOADS_DIR, { recursive: true });
  writeFileSync(path.join(UPLOADS_DIR, name), content);
  written.push(path.join(UPLOADS_DIR, name));
  return `/uploads/${name}`;
};

/** Every probe call any page of the context makes. */
const watchProbes = (context: BrowserContext) => {
  const probes: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/upload-probe/')) probes.push(new URL(request.url()).pathname);
  });
  return probes;
};

/** Opens `url` in the tab as a link would: 'download' when the browser saves it instead of showing it. */
const open = async (tab: Page, url: string) => {
  const download = tab.waitForEvent('download').catch(() => null);
  const shown = await tab.goto(url).then(
    () => 'shown',
    (error: Error) => (/Download is starting/.test(error.message) ? 'download' : error.message),
  );
  if (shown === 'download') await (await download)?.cancel();
  return shown;
};

const probeMark = (tab: Page) => tab.evaluate(() => localStorage.getItem('upload-probe'));

beforeAll(async () => {
  arzt = await login(DEMO_ACCOUNTS.arzt);
});

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

describe('uploads are never active content on the app’s origin', () => {
  it("a doctor's page and script disguised as GIFs are refused", async () => {
    const js = await upload('x.js', Buffer.from(script('js')));
    expect(js.status).toBe(400);
    expect(js.body.error.message).toBe(uploadMessages.type);
    for (const name of ['x.html', 'x.htm', 'x.xhtml', 'x.svg']) {
      const html = await upload(name, Buffer.from(page('/uploads/x.js')));
      expect(html.status, name).toBe(400);
      expect(html.body.error.message).toBe(uploadMessages.type);
    }
  });

  it('a page and a script an older release stored are downloads: a signed-in staff member who opens them runs nothing', async () => {
    const { context, page: tab } = await newPage();
    const probes = watchProbes(context);
    await signIn(tab, DEMO_ACCOUNTS.operator);
    await tab.waitForURL('**/brand-management');
    await settle(tab);
    const jsUrl = storedByOldRelease('.js', script('js'));
    // Opened as a link in a mail or chat would open them; a page that was shown has run its scripts by its load.
    const opened: Record<string, string> = {};
    for (const ext of ['.html', '.htm', '.xhtml', '.svg']) opened[ext] = await open(tab, storedByOldRelease(ext, page(jsUrl)));
    opened['.js'] = await open(tab, jsUrl);

    // Back in the app: a script tag that some other flaw put into the app's page, loading the upload.
    await tab.goto('/brand-management');
    await settle(tab);
    expectProblems(context, /Refused to execute script from .*alt_[0-9a-f]+\.js.* MIME type \('application\/octet-stream'\) is not executable/);
    const loaded = await tab.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const element = document.createElement('script');
          element.src = src;
          element.onload = () => resolve('ran');
          element.onerror = () => resolve('refused');
          document.head.append(element);
        }),
      jsUrl,
    );
    expect({ opened, loaded, mark: await probeMark(tab), probes }).toEqual({
      opened: { '.html': 'download', '.htm': 'download', '.xhtml': 'download', '.svg': 'download', '.js': 'download' },
      loaded: 'refused',
      mark: null,
      probes: [],
    });
    expect(await tab.title()).not.toBe('pwned');
    await context.close();
  });

  it('an uploaded image opened on its own is shown, under its own policy', async () => {
    const { status, body } = await upload('bild.html', GIF);
    expect(status).toBe(201);
    const { context, page: tab } = await newPage();
    const response = await tab.goto(body[0].url);
    expect(response?.headers()['content-type']).toBe('image/gif');
    expect(response?.headers()['content-security-policy']).toContain('sandbox');
    const image = tab.locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);
    await context.close();
  });
});
