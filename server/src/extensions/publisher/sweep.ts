import type { Core } from '@strapi/strapi';
import { ACTION_UID, type PublicationService, type PublisherAction } from './claimed-publication';
import { startJobEngine, type JobQueue } from '../../jobs/engine';
import { holdCheck } from '../../jobs/hold';

// Due actions per round; more wait for the next one.
const BATCH = 100;

/** The due actions as a queue of the job engine; each is claimed when it runs (claimed-publication.ts), not when it is found. */
const dueActions = (strapi: Core.Strapi): JobQueue<PublisherAction> => ({
  name: 'publisher_actions',
  claim: async (limit) =>
    (await strapi.db.query(ACTION_UID).findMany({
      where: { executeAt: { $lte: new Date() } },
      orderBy: { executeAt: 'asc' },
      limit,
    })) as PublisherAction[],
  key: (action) => action.documentId,
  label: (action) => `Aktion ${action.documentId}`,
  work: async (action, claim) => {
    // Runs in one transaction with its claim: a stop waits for it rather than giving it back.
    if (!claim.recording()) return;
    const service = strapi.plugin('publisher').service('publicationService') as PublicationService;
    await service.toggle(action, action.mode);
  },
  backlog: async () => strapi.db.query(ACTION_UID).count({ where: { executeAt: { $lte: new Date() } } }),
});

/**
 * Runs every action whose time has passed, on every instance, every `seconds`: the plugin's cron
 * job runs an action on time, but only on the instance that stored it or booted after, and the
 * plugin's boot pass can miss one that falls due while it runs. Each action is claimed first
 * (claimed-publication.ts), so it runs once. A failed action stays due, so a round is not
 * followed at once by another: the next comes with the next poll. Returns a stop that waits for
 * the action under way.
 */
export const startScheduleSweep = (strapi: Core.Strapi, seconds: number) => {
  const engine = startJobEngine(strapi, {
    name: '[publisher]',
    queues: [dueActions(strapi)],
    concurrency: 1,
    claimSize: BATCH,
    pollMs: seconds * 1000,
    // Nothing to give back: an action not yet begun is simply found again.
    stopWaitMs: 0,
    startNow: false,
    refill: false,
    onHold: holdCheck(strapi, '[publisher]'),
  });
  return engine.stop;
};
