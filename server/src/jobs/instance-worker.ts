import type { Core } from '@strapi/strapi';

/** A background worker of this instance: it stops once, and a stop waits for its work. */
export interface StoppableWorker {
  stop(): Promise<void>;
}

/**
 * One worker of a kind per instance: started in bootstrap (a second start keeps the first), stopped
 * once in destroy (server/src/index.ts); a stop after the first answers the first stop's promise.
 */
export const oneWorkerPerInstance = <W extends StoppableWorker>(start: (strapi: Core.Strapi) => W) => {
  let worker: W | null = null;
  let stopped: Promise<void> | null = null;
  return {
    start(strapi: Core.Strapi) {
      worker ??= start(strapi);
    },
    /** The running worker, if any. */
    current: () => worker,
    stop() {
      const current = worker;
      worker = null;
      if (current) stopped = current.stop();
      return stopped ?? Promise.resolve();
    },
  };
};
