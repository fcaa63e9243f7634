// What a user was doing when the session expired (docs/architecture.md, "Sessions"): the page, and
// a form's content that a save could not store. Kept in the browser for that user only, until they
// sign in again (then the page opens with the content) or someone else signs in (then it is dropped).

const KEY = 'unsavedWork';
/** Older work is not offered any more: a form's content from yesterday is no longer what one meant. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

type UserId = string | number;
type Values = Record<string, unknown>;

interface UnsavedWork {
  userId: UserId;
  /** The page (path and query) the user was on. */
  path: string;
  /** The form's content on that page, when a save failed. */
  values?: Values;
  keptAt: number;
}

type FormCollector = () => Values | null;

/** A value the browser can keep as text: no files picked for upload (those are gone with the page). */
const keepable = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(keepable);
  if (typeof value === 'object') return !(value instanceof Blob) && !('rawFile' in value) && Object.values(value).every(keepable);
  return false;
};

export const createUnsavedWork = (storage: Storage, now: () => number = Date.now) => {
  const forms = new Set<FormCollector>();
  const read = (): UnsavedWork | null => {
    try {
      const work = JSON.parse(storage.getItem(KEY) ?? 'null') as UnsavedWork | null;
      return work && now() - work.keptAt <= MAX_AGE_MS ? work : null;
    } catch {
      return null;
    }
  };
  const forget = () => storage.removeItem(KEY);
  return {
    /** A form on screen offers its content while it is mounted. */
    register(collect: FormCollector) {
      forms.add(collect);
      return () => void forms.delete(collect);
    },
    /** The session of `userId` ended on `path`: keeps the page and the content of the forms on it. */
    keep(userId: UserId, path: string) {
      const values = [...forms].map((collect) => collect()).find((v): v is Values => !!v);
      const kept = values && Object.fromEntries(Object.entries(values).filter(([, v]) => keepable(v)));
      storage.setItem(KEY, JSON.stringify({ userId, path, values: kept, keptAt: now() } satisfies UnsavedWork));
    },
    /** Where `userId` goes after signing in: the page they were on; someone else's work is dropped. */
    returnPath(userId: UserId): string | null {
      const work = read();
      if (!work || String(work.userId) !== String(userId)) {
        forget();
        return null;
      }
      return work.path;
    },
    /** The content `userId` left in the form on `path`, handed over once. */
    takeValues(userId: UserId, path: string): Values | null {
      const work = read();
      if (!work || String(work.userId) !== String(userId) || work.path.split('?')[0] !== path || !work.values) return null;
      forget();
      return work.values;
    },
    forget,
  };
};

export type UnsavedWorkStore = ReturnType<typeof createUnsavedWork>;
