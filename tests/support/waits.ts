// Waiting on a condition, never for a fixed time (docs/testing.md, "Waits on conditions").

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first truthy value `check` gives, polled every 100 ms; an error naming `what` after `timeoutMs`. */
export const until = async <T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 20_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain: ${what}`);
    await sleep(100);
  }
};
