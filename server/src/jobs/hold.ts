import type { Core } from '@strapi/strapi';

// The hold on outgoing work after a restore (docs/operations.md, "Back up and restore"): a row in
// outgoing_hold (server/database/migrations/20261231000000-outgoing-hold.js), written by
// `npm run restore` and deleted by `npm run restore:release`. While it is there no instance sends a
// mail, an FCM or Web Push message, nor runs a scheduled publication: a restored server must not
// repeat what the live one already did, and a restore on a staging host must not reach real people.

const TABLE = 'outgoing_hold';

export interface OutgoingHold {
  restoreId: string;
  heldSince: number;
}

/** The hold in force, or null. */
export const outgoingHold = async (strapi: Core.Strapi): Promise<OutgoingHold | null> => {
  const row = (await strapi.db.connection(TABLE).orderBy('id').first('restore_id', 'held_since')) as
    { restore_id: string; held_since: number | string } | undefined;
  return row ? { restoreId: row.restore_id, heldSince: Number(row.held_since) } : null;
};

/**
 * A check for one worker (`name` is its log prefix): true while a hold is in force. It says so in
 * the log once when it first finds the hold and once when the hold is gone, not on every pass.
 */
export const holdCheck = (strapi: Core.Strapi, name: string) => {
  let logged: string | null = null;
  return async () => {
    const hold = await outgoingHold(strapi);
    if (hold && logged !== hold.restoreId) {
      strapi.log.warn(
        `${name} angehalten seit der Wiederherstellung ${hold.restoreId}: nichts wird gesendet, bis ein Betreiber \`npm run restore:release\` ausführt.`,
      );
      logged = hold.restoreId;
    } else if (!hold && logged) {
      strapi.log.warn(`${name} freigegeben nach der Wiederherstellung ${logged}.`);
      logged = null;
    }
    return hold !== null;
  };
};
