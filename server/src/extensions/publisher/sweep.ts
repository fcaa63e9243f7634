import type { Core } from '@strapi/strapi';
import { ACTION_UID, type PublicationService, type PublisherAction } from './claimed-publication';

// Due actions per round; more wait for the next one.
const BATCH = 100;

/**
 * Runs every action whose time has passed, on every instance, every `seconds`: the plugin's cron
 * job runs an action on time, but only on the instance that stored it or booted after, and the
 * plugin's boot pass can miss one that falls due while it runs. Each action is claimed first
 * (claimed-publication.ts), so it runs once. Returns a stop that waits for a round under way.
 */
export const startScheduleSweep = (strapi: Core.Strapi, seconds: number) => {
  let round: Promise<void> | null = null;

  const sweep = async () => {
    const due = (await strapi.db.query(ACTION_UID).findMany({
      where: { executeAt: { $lte: new Date() } },
      orderBy: { executeAt: 'asc' },
      limit: BATCH,
    })) as PublisherAction[];
    const service = strapi.plugin('publisher').service('publicationService') as PublicationService;
    for (const action of due) await service.toggle(action, action.mode);
  };

  const timer = setInterval(() => {
    // A slow round is not overlapped by the next.
    if (round) return;
    round = sweep()
      .catch((error: Error) => {
        strapi.log.warn(`[publisher] Suche nach fälligen Aktionen fehlgeschlagen: ${error.message}`);
      })
      .finally(() => (round = null));
  }, seconds * 1000);
  // The server keeps the process alive, not this timer.
  timer.unref();

  return async () => {
    clearInterval(timer);
    await round;
  };
};
