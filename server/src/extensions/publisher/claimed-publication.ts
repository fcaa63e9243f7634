import type { Core } from '@strapi/strapi';
import { logDroppedPlan, planOutdated } from '../../publication/plans';
import { countScheduledAction } from '../../observability/metrics';
import { outgoingHold } from '../../jobs/hold';
import { recordScheduledPublication } from '../../audit/documents';

// Scheduled actions run exactly once however many instances run (decision 0017).

export const ACTION_UID = 'plugin::publisher.action';

/** A row of strapi-plugin-publisher's actions. */
export interface PublisherAction {
  documentId: string;
  executeAt: string;
  mode: string;
  entityId: string;
  entitySlug: string;
  locale?: string | null;
}

/** The part of the plugin's publicationService that runs an action. */
export interface PublicationService {
  toggle(record: PublisherAction, mode: string): Promise<void>;
}

export type ServiceFactory<T> = (context: { strapi: Core.Strapi }) => T;

/**
 * Takes the action for this instance: deletes its row, if it is still there and due (a timer left
 * on another instance by a move finds it not due). On PostgreSQL a second instance's delete waits
 * for the row and then finds it gone; on SQLite writes serialize. Inside the transaction the row
 * stays taken until the publication commits, or comes back with a rollback.
 */
const claim = async (strapi: Core.Strapi, documentId: string) => {
  const { count } = await strapi.db.query(ACTION_UID).deleteMany({ where: { documentId, executeAt: { $lte: new Date() } } });
  return count > 0;
};

/**
 * Runs an action only after claiming it, in one transaction with the publication, the post's log
 * entry and the plugin's own delete: the cron job, the boot pass and the sweep may all reach the
 * same action on every instance. A failure rolls everything back and leaves the action to the sweep.
 */
export const runClaimed = async (strapi: Core.Strapi, record: PublisherAction, run: () => Promise<void>) => {
  const tag = `[publisher] Aktion ${record.documentId} (${record.mode} ${record.entityId})`;
  try {
    // The plugin's boot pass and timers come here too: after a restore nothing runs until the hold
    // is released (jobs/hold.ts); the action stays planned and the sweep runs it then.
    const hold = await outgoingHold(strapi);
    if (hold) {
      return void strapi.log.warn(`${tag} angehalten seit der Wiederherstellung ${hold.restoreId}, sie bleibt geplant`);
    }
    // The plugin's timer was set while the schedule was being made, and carries that request's
    // context along: the server runs the action, not the person who planned it (the audit log).
    const asServer = strapi.requestContext.run as unknown as <T>(store: undefined, work: () => Promise<T>) => Promise<T>;
    const ran = await asServer(undefined, () =>
      strapi.db.transaction(async () => {
        if (!(await claim(strapi, record.documentId))) return false;
        await run();
        await recordScheduledPublication(strapi, record.entitySlug, record.entityId, record.mode);
        return true;
      }),
    );
    strapi.log.info(ran ? `${tag} ausgeführt` : `${tag} übersprungen: nicht mehr fällig oder schon ausgeführt`);
    countScheduledAction(ran ? 'ran' : 'skipped');
  } catch (error) {
    strapi.log.warn(`${tag} nicht ausgeführt, sie bleibt geplant: ${(error as Error).message}`);
    countScheduledAction('failed');
  }
};

/** The plugin's publicationService, whose toggle claims the action first. */
export const claimingPublicationService =
  (factory: ServiceFactory<PublicationService>): ServiceFactory<PublicationService> =>
  ({ strapi }) => {
    const service = factory({ strapi });
    const toggle = service.toggle;
    // `toggle` calls the service's publish and unpublish through `this`. A plan older than the
    // document's last withdrawal is dropped, not run (docs/decisions/0023-one-publication-state.md).
    service.toggle = (record, mode) =>
      runClaimed(strapi, record, async () => {
        if (await planOutdated(strapi, record)) await logDroppedPlan(strapi, record);
        else await toggle.call(service, record, mode);
      });
    return service;
  };
