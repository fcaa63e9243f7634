import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PWA_OPTIONS, THEME_COLOR } from '../../src/field-app/offline/pwaConfig';
import { lightTheme } from '../../src/theme';

// The field app's one service worker (vite-plugin-pwa's generateSW) serves the offline shell and
// Web Push (docs/decisions/0026-offline-field-app.md, 0027-web-push.md).
describe('the field app service worker', () => {
  it('imports the Web Push handlers from public/ (served at /push-handler.js)', () => {
    expect(PWA_OPTIONS.workbox?.importScripts).toEqual(['/push-handler.js']);
    const handler = path.resolve(__dirname, '../../public/push-handler.js');
    expect(existsSync(handler)).toBe(true);
    expect(readFileSync(handler, 'utf8')).toContain("self.addEventListener('push'");
  });

  it('has the light theme’s primary colour as its theme colour', () => {
    expect(lightTheme.palette?.primary).toMatchObject({ main: THEME_COLOR });
  });
});
