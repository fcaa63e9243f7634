import type { Core } from '@strapi/strapi';

// The loop of the workers that take claimed rows one after another (the mail outbox, Web Push):
// claim a bounded number of due rows, work through them in order, and on a stop wait a grace for
// the row at hand, then give back what is not being recorded. Which rows, how they are worked and
// recorded is each worker's (docs/architecture.md, "Stopping an instance").

/** What a worker knows of one claimed row while it works on it. */
export interface RowClaim {
  /** Still this instance's to work on: not stopping, and not given back. */
  active(): boolean;
  /** Its outcome is about to be written: a stop no longer gives it back. False when it was given back already. */
  recording(): boolean;
  /** Done with it (recorded, or its claim was lost). */
  release(): void;
}

export interface RowWorkerOptions<Row extends { id: number }> {
  /** The log's prefix, such as `[mail]`. */
  name: string;
  claim(limit: number): Promise<Row[]>;
  claimSize: number;
  work(row: Row, claim: RowClaim): Promise<void>;
  /** Gives the rows back at once (claimed-rows.ts `returnClaimedRows`); answers how many. */
  giveBack(rows: Row[]): Promise<number>;
  /** The log line of a stop that gave rows back. */
  givenBack(count: number): string;
  /** Registers the listener that a new row of this instance wakes (after its commit). */
  onStored(listener: () => void): void;
  pollMs: number;
  stopWaitMs: number;
}

export interface RowWorker {
  wake(): void;
  /** No new claims; waits up to stopWaitMs for the row at hand, then gives back the rest of the claim. */
  stop(): Promise<void>;
}

export const startRowWorker = <Row extends { id: number }>(strapi: Core.Strapi, options: RowWorkerOptions<Row>): RowWorker => {
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let claiming: Promise<unknown> | null = null;
  /** The claimed rows not yet recorded; a row given back is removed, and its late outcome is not recorded. */
  const held = new Map<number, { row: Row; recording: boolean }>();

  const claimOf = (row: Row): RowClaim => ({
    active: () => !stopping && held.has(row.id),
    recording: () => {
      const entry = held.get(row.id);
      if (entry) entry.recording = true;
      return !!entry;
    },
    release: () => void held.delete(row.id),
  });

  const pass = async () => {
    do {
      again = false;
      if (stopping) return;
      // Held as soon as claimed: a stop waiting for this claim finds them.
      const claim = options.claim(options.claimSize).then((claimed) => {
        for (const row of claimed) held.set(row.id, { row, recording: false });
        return claimed;
      });
      claiming = claim;
      const claimed = await claim.finally(() => (claiming = null));
      for (const row of claimed) {
        // A stop gives back the rest.
        if (stopping) return;
        await options.work(row, claimOf(row));
        held.delete(row.id);
      }
      // A full claim: more may be due.
      if (claimed.length === options.claimSize) again = true;
    } while (again);
  };

  const fill = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        if (!stopping) strapi.log.error(`${options.name} Versand: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
        // A wake that came after the last claim of this pass.
        if (again && !stopping) fill();
      });
  };

  options.onStored(fill);
  const poll = setInterval(fill, options.pollMs);
  fill();

  return {
    wake: fill,
    async stop() {
      stopping = true;
      clearInterval(poll);
      options.onStored(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      await Promise.race([running ?? Promise.resolve(), waited]);
      clearTimeout(timer);
      // A claim under way when the grace ended is given back too.
      await claiming?.catch(() => undefined);
      const open = [...held.values()].filter((entry) => !entry.recording).map((entry) => entry.row);
      open.forEach((row) => held.delete(row.id));
      if (open.length) strapi.log.warn(options.givenBack(await options.giveBack(open)));
      // An outcome already at hand is written (a short write; the stop's deadline bounds it).
      if (held.size) await running;
    },
  };
};
