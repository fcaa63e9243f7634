// The backlog of each queue this instance works (GET /metrics, `markenportal_job_backlog`): the
// engine registers its queues when it starts and forgets them when it stops (jobs/engine.ts).

const sources = new Map<string, () => Promise<number>>();

export const registerBacklog = (queue: string, read: () => Promise<number>) => void sources.set(queue, read);

export const forgetBacklog = (queue: string) => void sources.delete(queue);

/** Jobs due and not claimed, by queue; a queue whose count fails is left out of this scrape. */
export const jobBacklog = async (): Promise<Record<string, number>> => {
  const counts = await Promise.all(
    [...sources].map(async ([queue, read]) => {
      try {
        return [[queue, await read()] as const];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(counts.flat());
};
