import { afterAll, describe, expect, inject, it } from 'vitest';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { withFileServerEnv } from '../support/fileServer';
import { DEMO_ACCOUNTS } from '../support/api';

// Issue 35, item 4: the „neue Version“ notice on a phone never lies over the bottom navigation or
// the page. A new version is made as a deployment makes it: this file's server serves a copy of the
// build, whose service worker changes while the rep has the app open.
const webApp = mkdtempSync(path.join(tmpdir(), 'markenportal-update-'));
cpSync(inject('webAppDir'), webApp, { recursive: true });
withFileServerEnv({ WEB_APP_DIR: webApp });
afterAll(async () => {
  await closeBrowser();
  rmSync(webApp, { recursive: true, force: true });
});

/** A new build's service worker: other bytes (the server would send its old precompressed copies, so they go). */
const deployNewVersion = () => {
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(webApp, copy), { force: true });
  appendFileSync(path.join(webApp, 'sw.js'), `\n// version ${Date.now()}\n`);
};

/** What a tap at the centre of each element of `selector` would reach: true where it reaches the element itself. */
const reachable = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && element.contains(hit);
    }),
  );

describe('a new version on a phone', () => {
  it('is offered in the page above its content, leaving the navigation and the page free; reloading takes it', async () => {
    const { page } = await newPage({ width: 390, height: 844 });
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The app as the rep opens it next: run by its service worker.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const main = page.getByRole('main');
    await main.locator('a[href^="/posts/"]').first().waitFor();

    deployNewVersion();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const notice = page.getByRole('status').filter({ hasText: 'Eine neue Version des Markenportals ist da.' });
    await notice.waitFor();

    // Every item of the bottom navigation and every link of the page takes a tap, the notice's own button too.
    const navItems = '[aria-label="Hauptmenü"] a';
    expect(await reachable(page, navItems)).toEqual([true, true, true, true, true]);
    const pageLinks = await reachable(page, 'main a[href^="/posts/"]');
    expect(pageLinks.length).toBeGreaterThan(0);
    expect(pageLinks.every(Boolean)).toBe(true);
    expect(await reachable(page, 'main [role="status"] button')).toEqual([true]);
    // In the page's flow: above the page's first post, inside the page.
    const [noticeBox, firstPost] = await Promise.all([notice.boundingBox(), main.locator('a[href^="/posts/"]').first().boundingBox()]);
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(firstPost!.y);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Neue Version – neu laden' }).click();
    await reloaded;
    await main.locator('a[href^="/posts/"]').first().waitFor();
    expect(await notice.count()).toBe(0);
  });
});
