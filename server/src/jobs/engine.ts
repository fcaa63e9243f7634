import type { Core } from '@strapi/strapi';
import { databaseUp } from '../observability/database-probe';
import { forgetBacklog, registerBacklog } from './backlog';

// The one job engine of the server's background work (docs/decisions/0028-job-engine.md): FCM
// pushes and their recipients, Web Push, the mail outbox and the schedules' sweep are queues
// plugged into it. It claims a bounded number of jobs per pass, works at most `concurrency` at
// once, keeps the leases of what it holds, backs a failed job off, and on a stop waits a grace for
// the jobs in flight, then gives back what is not being recorded (docs/architecture.md, "Stopping
// an instance"). Which jobs are due, how they are claimed, worked and recorded is each queue's.

/** What a queue's work knows of its job's claim while it works on it. */
export interface JobClaim {
  /** Still this instance's: not given back by a stop. */
  held(): boolean;
  /** Held, and the engine is not stopping: worth beginning another step (a page of a collection). */
  active(): boolean;
  /** Its outcome is about to be written: a stop no longer gives it back. False when it was given back already. */
  recording(): boolean;
}

/** One queue of jobs. Methods rather than function properties: an engine holds queues of different jobs. */
export interface JobQueue<Job> {
  /** Its name in logs and metrics: its table's. */
  name: string;
  /** At most this many jobs per claim (a collection holds a slot for long: one). */
  claimLimit?: number;
  /** Up to `limit` due jobs, now this instance's. */
  claim(limit: number): Promise<Job[]>;
  key(job: Job): string | number;
  /** How the log names a job (`E-Mail 12`). */
  label(job: Job): string;
  work(job: Job, claim: JobClaim): Promise<void>;
  /** Extends the leases of the jobs held, every `renewEveryMs`. */
  renew?(jobs: Job[]): Promise<unknown>;
  renewEveryMs?: number;
  /** A work that threw: the job is due again after a backoff (without it, its lease decides). */
  failed?(job: Job): Promise<unknown>;
  /** Gives jobs back at once, due now for any instance; answers how many. */
  giveBack?(jobs: Job[]): Promise<number>;
  /** The log line of a stop that gave jobs back. */
  givenBack?(count: number): string;
  /** Jobs due and not claimed (the backlog gauge). */
  backlog?(): Promise<number>;
}

export interface EngineOptions {
  /** The log's prefix, such as `[mail]`. */
  name: string;
  /** In order: a pass claims from the first queue first. */
  queues: JobQueue<unknown>[];
  /** Jobs worked on at once. */
  concurrency: number;
  /** Jobs held at once (worked on, or claimed and waiting for a slot); at least `concurrency`. */
  claimSize: number;
  /** How often it looks for due jobs (a job stored in this instance wakes it at once). */
  pollMs: number;
  /** How long a stop waits for the jobs in flight before it gives them back. */
  stopWaitMs: number;
  /** The first pass at once (default), or only after `pollMs`. */
  startNow?: boolean;
  /** Claim again as soon as the jobs held are done (default); false: at the next poll or wake only. */
  refill?: boolean;
  /**
   * True while outgoing work is held after a restore (jobs/hold.ts `holdCheck`): a pass claims
   * nothing. Every engine names it, so that no queue forgets the hold.
   */
  onHold: () => Promise<boolean>;
}

export interface JobEngine {
  /** Look for due jobs now. */
  wake(): void;
  /** No new claims; waits up to stopWaitMs for the jobs in flight, then gives back the rest. */
  stop(): Promise<void>;
}

interface Held {
  id: string;
  queue: JobQueue<unknown>;
  job: unknown;
  phase: 'waiting' | 'working' | 'recording';
  task?: Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const startJobEngine = (strapi: Core.Strapi, options: EngineOptions): JobEngine => {
  const claimSize = Math.max(options.claimSize, options.concurrency);
  /** The jobs this instance holds, in claim order; a job given back is removed, and its late outcome is not recorded. */
  const held = new Map<string, Held>();
  let working = 0;
  let stopping = false;
  let claiming: Promise<void> | null = null;
  let again = false;

  const isHeld = (entry: Held) => held.get(entry.id) === entry;
  const claimOf = (entry: Held): JobClaim => ({
    held: () => isHeld(entry),
    active: () => !stopping && isHeld(entry),
    recording: () => {
      if (!isHeld(entry)) return false;
      entry.phase = 'recording';
      return true;
    },
  });

  const work = (entry: Held) => {
    entry.phase = 'working';
    working += 1;
    const { queue, job } = entry;
    entry.task = queue
      .work(job, claimOf(entry))
      .catch(async (error: unknown) => {
        strapi.log.error(`${options.name} ${queue.label(job)} nicht abgeschlossen: ${message(error)}`);
        // Due again after a backoff, unless a stop gave it back meanwhile; unrecorded, its lease decides.
        if (queue.failed && claimOf(entry).recording()) await queue.failed(job).catch(() => undefined);
      })
      .finally(() => {
        working -= 1;
        // At a stop, a job left unrecorded (a collection that paused) is given back with the rest.
        if (isHeld(entry) && !(stopping && entry.phase !== 'recording')) held.delete(entry.id);
        if (stopping) return;
        startWaiting();
        // A free slot and nothing waiting: claim again (a pass with nothing to do asks no database).
        if (options.refill !== false) fill();
      });
  };

  /** Gives the free slots to the jobs claimed and waiting, in claim order. */
  const startWaiting = () => {
    for (const entry of held.values()) {
      if (stopping || working >= options.concurrency) return;
      if (entry.phase === 'waiting') work(entry);
    }
  };
  const waitingCount = () => [...held.values()].filter((entry) => entry.phase === 'waiting').length;

  /** Claims while a slot is free and nothing waits for one: a bounded number per pass, from each queue in order. */
  const pass = async () => {
    do {
      again = false;
      // While the probe finds the database down a claim would only fail: the poll tries again later.
      if (stopping || !databaseUp() || working >= options.concurrency || waitingCount() > 0) return;
      // Jobs claimed before a hold began are worked; none is claimed while it lasts.
      if (await options.onHold()) return;
      let room = claimSize - held.size;
      for (const queue of options.queues) {
        const limit = Math.min(room, queue.claimLimit ?? room);
        if (limit <= 0) break;
        const jobs = await queue.claim(limit);
        // Held as soon as claimed: a stop waiting for this claim gives them back.
        for (const job of jobs) {
          const id = `${queue.name}:${queue.key(job)}`;
          held.set(id, { id, queue, job, phase: 'waiting' });
        }
        room -= jobs.length;
        if (stopping) return;
      }
      startWaiting();
    } while (again);
  };

  const fill = () => {
    if (claiming) {
      again = true;
      return;
    }
    claiming = pass()
      .catch((error: unknown) => {
        if (!stopping) strapi.log.error(`${options.name} Abholen fehlgeschlagen: ${message(error)}`);
      })
      .finally(() => {
        claiming = null;
        // A wake that came after the last claim of this pass.
        if (again && !stopping) fill();
      });
  };

  /** Keeps the leases of every job held, waiting ones too, one statement per queue and claim. */
  const renewals = options.queues.filter((queue) => queue.renew);
  const renewEvery = Math.max(500, Math.min(...renewals.map((queue) => queue.renewEveryMs ?? Infinity)));
  const renew = () => {
    for (const queue of renewals) {
      const jobs = [...held.values()].filter((entry) => entry.queue === queue).map((entry) => entry.job);
      if (jobs.length) void queue.renew!(jobs).catch(() => undefined);
    }
  };

  // The server keeps the process alive, not these timers.
  const poll = setInterval(fill, options.pollMs);
  poll.unref();
  const heartbeat = renewals.length && Number.isFinite(renewEvery) ? setInterval(renew, renewEvery) : null;
  heartbeat?.unref();
  for (const queue of options.queues) if (queue.backlog) registerBacklog(queue.name, queue.backlog.bind(queue));
  if (options.startNow !== false) fill();

  /** Gives back, queue by queue, every job held and not being recorded. */
  const giveBack = async () => {
    for (const queue of options.queues) {
      const open = [...held.values()].filter((entry) => entry.queue === queue && entry.phase !== 'recording');
      open.forEach((entry) => held.delete(entry.id));
      if (!open.length || !queue.giveBack) continue;
      try {
        const count = await queue.giveBack(open.map((entry) => entry.job));
        strapi.log.warn(queue.givenBack?.(count) ?? `${options.name} Beenden: ${count} Auftrag/Aufträge zurückgegeben`);
      } catch (error) {
        // Their leases run out, and any instance claims them then.
        strapi.log.error(`${options.name} Beenden: nicht zurückgegeben: ${message(error)}`);
      }
    }
  };

  return {
    wake: fill,
    async stop() {
      stopping = true;
      clearInterval(poll);
      if (heartbeat) clearInterval(heartbeat);
      for (const queue of options.queues) if (queue.backlog) forgetBacklog(queue.name);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      const inFlight = [...held.values()].map((entry) => entry.task);
      await Promise.race([Promise.allSettled([...inFlight, claiming]), waited]);
      clearTimeout(timer);
      // A claim under way when the grace ended is given back too.
      await claiming;
      await giveBack();
      // An outcome already at hand is written (a short write; the stop's deadline bounds it).
      await Promise.allSettled([...held.values()].map((entry) => entry.task));
      held.clear();
    },
  };
};
