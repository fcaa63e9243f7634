import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageShown } from './lazyPage';
import { readsSettled } from './readsSettled';

// Right after signing in, the landing screen shows its content (the list's rows, the key figures,
// the newest posts) before its secondary parts: the menu's entries, a list's filters and actions.
// Rendered in one go they held the first row back by about 150 ms, about a third of the time from
// the sign-in answer to the first row (bench/REPORT.md, "Content first"). The secondary parts keep
// their place while they wait (the menu its sidebar, a list's toolbar its height), so nothing moves
// when they come. Only this first screen waits; every later page renders in one go.

/** The longest the secondary parts wait, from the sign-in answer (a slow network's data). */
const MAX_WAIT_MS = 1000;

let waiting = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const showSecondaryParts = () => {
  if (!waiting) return;
  waiting = false;
  listeners.forEach((listener) => listener());
};

/** Resolves after the browser has painted the frame in which it was called (two animation frames). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Holds the secondary parts back until the first page has rendered with its data and the browser
 * has painted it, at most `maxWaitMs` (layout/landing.ts calls it right after signing in).
 */
export const holdSecondaryPartsUntilContent = (queryClient: QueryClient, { maxWaitMs = MAX_WAIT_MS } = {}) => {
  waiting = true;
  const timer = window.setTimeout(showSecondaryParts, maxWaitMs);
  void firstPageShown
    .then(() => readsSettled(queryClient, maxWaitMs))
    .then(afterPaint)
    .then(() => {
      window.clearTimeout(timer);
      showSecondaryParts();
    });
};

/** Whether the secondary parts (menu entries, a list's tools) may render now. */
export const useSecondaryPartsShown = () => useSyncExternalStore(subscribe, () => !waiting);
