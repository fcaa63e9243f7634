import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/react';
import { createRequire } from 'node:module';

// MUI, loaded by Node itself (not through Vite), uses @emotion/react's Node build; an import here
// would get the browser build, a second module with a cache of its own.
const { __unsafe_useEmotionCache } = createRequire(import.meta.url)('@emotion/react') as typeof import('@emotion/react');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The emotion cache MUI's components insert their styles with when no CacheProvider names another. */
const defaultEmotionCache = () => {
  let cache: EmotionCache | null = null;
  const Probe = () => {
    cache = __unsafe_useEmotionCache();
    return null;
  };
  render(createElement(Probe));
  // Its container too: unmount alone left an empty div in the shared document for the next file.
  cleanup();
  return cache as EmotionCache | null;
};

// The unit project shares one module graph and one document per worker (vitest.config.ts,
// `isolate: false`): what a file left changed in shared modules and globals is put back before the
// next file starts. MUI's styles went into the shared document for good, a <style> per rule, and
// every later file's role and visibility queries (getComputedStyle) grew slower with them.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  sessionStorage.clear();
  const cache = defaultEmotionCache();
  if (cache) {
    cache.sheet.flush();
    for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
  }
});
