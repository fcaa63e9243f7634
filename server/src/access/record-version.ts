// Conditional saves (docs/decisions/0019-conditional-saves.md): a write may name the version of the
// record it was based on, its `updatedAt`. Pure decisions, no database and no request.

/** What a write said about the version it was based on. */
export type LoadedVersion = { given: false } | { given: true; at: number } | { given: true; invalid: true };

/**
 * Reads the version a write names: a date-time string (as Strapi answers it, or any other notation
 * of the same instant) or milliseconds since 1970. Absent or null: no version given.
 */
export const readLoadedVersion = (value: unknown): LoadedVersion => {
  if (value === undefined || value === null) return { given: false };
  const at = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? { given: true, at } : { given: true, invalid: true };
};

/** The stored `updatedAt` as milliseconds (the database answers a Date, an ISO string or a number). */
const storedAt = (stored: unknown): number | null => {
  if (stored instanceof Date) return stored.getTime();
  if (typeof stored === 'number') return stored;
  if (typeof stored === 'string') return Date.parse(stored);
  return null;
};

/**
 * Whether the write may go ahead: when a version is given, it must be the stored one to the
 * millisecond; a write without one is not conditional (callers that never read the record).
 */
export const versionDecision = (loaded: LoadedVersion, stored: unknown): 'write' | 'invalid' | 'conflict' => {
  if (!loaded.given) return 'write';
  if ('invalid' in loaded) return 'invalid';
  return storedAt(stored) === loaded.at ? 'write' : 'conflict';
};
