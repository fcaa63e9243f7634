// How a job that failed waits before its next attempt, and how a write that must not be lost is
// tried again (docs/decisions/0028-job-engine.md). Pure but for the waiting.

/** Exponential backoff with jitter (half to full of base · 2^(attempt-1)), capped. */
export const backoffMs = (attempt: number, baseMs: number, capMs: number, random = Math.random) => {
  const full = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
};

/**
 * Runs `write` up to `tries` times, waiting 0.5 s, 1 s, 2 s … between them: the outcome of work
 * already done (a push or a mail out) must be recorded, and a busy database (SQLite's one writer)
 * gets a few more tries before the lease decides.
 */
export const withRetries = async <T>(write: () => Promise<T>, tries = 5): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
};
