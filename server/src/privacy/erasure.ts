import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { erasureMessages } from '../messages/erasure';
import { realtimeHub } from '../api/realtime/services/realtime-hub';
import { idsOf } from './erasure-rows';
import { recordAudit } from '../audit/record';
import { ERASURE_STEPS, type ErasureSubject, type StepContext, type StoredFile } from './erasure-steps';

// The erasure of one account on request (DSGVO Art. 17; docs/decisions/0034-erasure.md):
// every step of erasure-steps.ts in one transaction, which first claims the account's row in
// `privacy_erasures` (so two erasures at once do the work once); the stored files are deleted from
// the upload provider after the commit, and the account's live streams end. Its tokens find no
// account from the commit on (users-permissions answers 401).

const TABLE = 'privacy_erasures';
const USER = 'plugin::users-permissions.user';

export interface ErasureResult {
  userId: number;
  pseudonym: string;
  erasedAt: string;
  /** The account had been erased before: nothing was done but the files left over. */
  repeated: boolean;
}

type Tombstone = { user_id: number; pseudonym: string; erased_at: number | string; pending_files: string | null };
type Profile = { firstName?: string | null; lastName?: string | null; title?: string | null } | null;
type Account = { id: number; documentId: string; email: string; username: string; profile?: Profile };

const resultOf = (row: Tombstone, repeated: boolean): ErasureResult => ({
  userId: Number(row.user_id),
  pseudonym: row.pseudonym,
  erasedAt: new Date(Number(row.erased_at)).toISOString(),
  repeated,
});

/** What the provider needs to delete a file, without its original name (which may name the person). */
const providerReference = (file: StoredFile): StoredFile => {
  const { name: _name, alternativeText: _alt, caption: _caption, formats, ...rest } = file;
  const kept = Object.fromEntries(
    Object.entries((formats ?? {}) as Record<string, Record<string, unknown>>).map(([key, format]) => {
      const { name: _formatName, ...other } = format;
      return [key, other];
    }),
  );
  return { ...rest, formats: kept } as StoredFile;
};

/** Deletes the stored files through the upload provider; those it could not delete stay pending for the next call. */
const deleteStoredFiles = async (strapi: Core.Strapi, userId: number, files: StoredFile[]) => {
  if (!files.length) return;
  const upload = strapi.plugin('upload') as unknown as { provider: { delete(file: unknown): Promise<unknown> } };
  const provider = strapi.config.get<string>('plugin::upload.provider');
  const left: StoredFile[] = [];
  for (const file of files) {
    if (file.provider !== provider) continue;
    try {
      await upload.provider.delete(file);
      for (const format of Object.values((file.formats ?? {}) as Record<string, unknown>)) await upload.provider.delete(format);
    } catch (error) {
      strapi.log.warn(`[erasure] Datei ${file.id} nicht gelöscht: ${(error as Error).message}`);
      left.push(file);
    }
  }
  await strapi.db
    .connection(TABLE)
    .where('user_id', userId)
    .update({ pending_files: left.length ? JSON.stringify(left) : null });
};

/** The account's identifying values: address, username, documentId and full name (with and without title). */
const subjectOf = (account: Account, pseudonym: string): Omit<ErasureSubject, 'chatIds' | 'chatDocumentIds'> => {
  const { firstName, lastName, title } = account.profile ?? {};
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  const values = [account.email, account.username, account.documentId, name, [title, name].filter(Boolean).join(' ').trim()];
  return {
    id: account.id,
    documentId: account.documentId,
    email: account.email.toLowerCase(),
    username: account.username,
    pseudonym,
    values: [...new Set(values.filter((v) => v && v.length >= 3))],
  };
};

/**
 * Writes the erasure's own entry to the audit log, in its transaction: who erased which account
 * (by its pseudonym).
 */
const auditErasure = (strapi: Core.Strapi, actorId: number | null, result: ErasureResult) =>
  recordAudit(strapi, { action: 'erasure', resource: 'user', recordId: String(result.userId), recordLabel: result.pseudonym, actorId });

/**
 * Erases the account `userId`; `null` when there is no such account and never was. Running it
 * again for an erased account answers the first result and deletes the files still pending.
 */
export const eraseAccount = async (strapi: Core.Strapi, userId: number, actorId: number | null): Promise<ErasureResult | null> => {
  const earlier = (await strapi.db.connection(TABLE).where('user_id', userId).first()) as Tombstone | undefined;
  if (earlier) {
    await deleteStoredFiles(strapi, userId, earlier.pending_files ? (JSON.parse(earlier.pending_files) as StoredFile[]) : []);
    return resultOf(earlier, true);
  }
  const account = (await strapi.db.query(USER).findOne({
    where: { id: userId },
    select: ['id', 'documentId', 'email', 'username'],
    populate: { profile: true },
  })) as Account | null;
  if (!account) return null;
  const pseudonym = erasureMessages.pseudonym(randomBytes(3).toString('hex').toUpperCase());
  const tombstone: Tombstone = { user_id: userId, pseudonym, erased_at: Date.now(), pending_files: null };
  let files: StoredFile[];
  try {
    files = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      // The claim first: a second erasure at the same moment waits here, then fails on the key.
      await trx(TABLE).insert(tombstone);
      const chatIds = await idsOf(() => trx('chats_participants_lnk').select('chat_id').where('user_id', userId), 'chat_id');
      const chatDocumentIds: string[] = [];
      for (let i = 0; i < chatIds.length; i += 500) {
        chatDocumentIds.push(
          ...(await trx('chats')
            .whereIn('id', chatIds.slice(i, i + 500))
            .pluck('document_id')),
        );
      }
      const ctx: StepContext = { strapi, trx, who: { ...subjectOf(account, pseudonym), chatIds, chatDocumentIds }, files: [] };
      for (const step of ERASURE_STEPS) await step.run(ctx);
      const references = ctx.files.map(providerReference);
      await trx(TABLE)
        .where('user_id', userId)
        .update({ pending_files: references.length ? JSON.stringify(references) : null });
      await auditErasure(strapi, actorId, resultOf(tombstone, false));
      return references;
    });
  } catch (error) {
    const other = (await strapi.db.connection(TABLE).where('user_id', userId).first()) as Tombstone | undefined;
    if (other) return resultOf(other, true);
    throw error;
  }
  try {
    await realtimeHub(strapi).endAccess([userId]);
  } catch (error) {
    strapi.log.warn(`[erasure] Live-Verbindungen nicht beendet: ${(error as Error).message}`);
  }
  await deleteStoredFiles(strapi, userId, files);
  return resultOf(tombstone, false);
};
