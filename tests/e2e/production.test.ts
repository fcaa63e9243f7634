import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

// Issue 12: the app as `npm start` serves it, the production build from the Strapi server.

afterAll(closeBrowser);

const VITE_PATHS = /\/@vite\/|\/@react-refresh|\/@fs\/|\/src\/|\/node_modules\/|__vite/;

/** Records what the page asks for and every Content-Security-Policy violation it reports. */
const watch = async (page: Page) => {
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return { requests, violations };
};

const visit = async (page: Page, paths: string[]) => {
  for (const path of paths) {
    await page.goto(path);
    // Shown: the page has content and nothing is loading any more.
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]') && (document.querySelector('main')?.textContent ?? '').trim().length > 0);
  }
};

describe('the production server', () => {
  it('sends the sign-in page with at most 120 KB of compressed JavaScript and nothing of a development server', async () => {
    const { context, page } = await newPage();
    const scripts: { url: string; bytes: number; encoding: string | null }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize, encoding: (await response?.allHeaders())?.['content-encoding'] ?? null });
    });
    const { requests } = await watch(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(requests.filter((path) => VITE_PATHS.test(path))).toEqual([]);
    const moduleScripts = scripts.filter((s) => s.url.includes('/assets/'));
    expect(moduleScripts.length).toBeGreaterThan(0);
    expect(moduleScripts.every((s) => s.encoding === 'br')).toBe(true);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(120 * 1024);
    await context.close();
  });

  it.each([
    ['brandadmin', ['/home', '/posts', '/posts/create', '/events', '/events/create', '/sales', '/brand-profile', '/brand-admins', '/brand-history']],
    ['operator', ['/brand-management', '/user-management', '/employee-management', '/generate-report', '/table-management/licenses', '/link-management']],
    ['sales', ['/home', '/posts', '/contacts', '/chat', '/profile', '/profile/edit']],
  ] as const)(
    '%s: every screen runs under the Content-Security-Policy without a violation',
    async (account, paths) => {
      const { context, page } = await newPage();
      const { requests, violations } = await watch(page);
      await signIn(page, DEMO_ACCOUNTS[account]);
      await page.waitForURL(/\/(home|brand-management)$/);
      await visit(page, [...paths]);
      expect(violations).toEqual([]);
      expect(requests.filter((path) => VITE_PATHS.test(path))).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
