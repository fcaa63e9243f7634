import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fieldError } from '../../../validation/field-error';
import { chatMessages as text } from '../../../messages/chats';

// The client-made ids of chat messages (server/database/migrations/20261226000000-message-client-ids.js):
// the table's primary key (sender, client id) lets a message be stored once per id, however often and
// wherever its sender's device retries.

const TABLE = 'message_client_ids';
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The client id of a send, or null when none was given; anything else is refused at the field. */
export const parseClientId = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !CLIENT_ID.test(value)) throw fieldError('clientId', text.invalidClientId);
  return value;
};

/** The database refused a second row with the same key (SQLite or PostgreSQL). */
export const isDuplicateKey = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code ?? '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
};

export const clientMessageIds = (strapi: Core.Strapi) => ({
  /** The message id stored under the sender's client id, if any. */
  async messageOf(senderId: number, clientId: string): Promise<number | null> {
    const row = (await strapi.db.connection(TABLE).where({ sender_id: senderId, client_id: clientId }).first('message_id')) as
      { message_id: number } | undefined;
    return row ? Number(row.message_id) : null;
  },
  /** Takes the sender's client id in the transaction that stores the message; a second take fails as a duplicate key. */
  claim: (trx: Knex.Transaction, senderId: number, clientId: string) => trx(TABLE).insert({ sender_id: senderId, client_id: clientId, message_id: 0 }),
  /** The stored message's id, in the same transaction. */
  record: (trx: Knex.Transaction, senderId: number, clientId: string, messageId: number) =>
    trx(TABLE).where({ sender_id: senderId, client_id: clientId }).update({ message_id: messageId }),
});
