import type { VitePWAOptions } from 'vite-plugin-pwa';

// The installable field app (issue 23, docs/decisions/0026-offline-field-app.md): the manifest and
// the service worker that vite-plugin-pwa (Workbox's generateSW) builds. Read by vite.config.ts at
// build time only; nothing here runs in the browser.

/** The light theme's primary colour (src/theme.ts; tests/unit/pwaConfig.test.ts keeps them equal). */
export const THEME_COLOR = '#1565c0';
/** The rep's home (landingPath of the sales role). */
export const START_URL = '/home';
/** The images an offline rep sees again (post images, avatars) at most, newest kept. */
export const IMAGE_CACHE = { name: 'field-images', maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } as const;

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  // A new version waits until the user says „Neu laden“ (offline/UpdatePrompt.tsx): no page swaps
  // its code under the user's hands. The app registers the worker itself, after sign-in.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'favicon.ico'],
  manifest: {
    id: '/',
    name: 'Markenportal – Außendienst',
    short_name: 'Markenportal',
    description: 'Beiträge, Kontakte und Chats für den Außendienst, auch ohne Netz.',
    lang: 'de',
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell: every chunk (the pages load lazily, offline too), styles, fonts, icons.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // Web Push (docs/decisions/0027-web-push.md): the push and click handlers, served from public/.
    importScripts: ['/push-handler.js'],
    // Routes of the app open the cached index.html; the server's own paths never do.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/admin(\/|$)/, /^\/_(health|ready)$/, /^\/metrics$/],
    runtimeCaching: [
      {
        // The server's run-time settings (a script of index.html): fresh when online, the last copy offline.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/app-config.js',
        handler: 'NetworkFirst',
        options: { cacheName: 'app-config', networkTimeoutSeconds: 4 },
      },
      {
        // Uploaded images as the rep saw them: a bounded cache, emptied at sign-out (offline/forget.ts).
        urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: IMAGE_CACHE.name,
          expiration: { maxEntries: IMAGE_CACHE.maxEntries, maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
