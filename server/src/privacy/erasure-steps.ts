import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { RATE_LIMIT_ACTIONS, RATE_LIMIT_DEFAULTS } from '../access/rate-limits';
import { bucketKey } from '../security/rate-limit-counter';
import { BATCH, deleteMentioning, deleteWhereIn, idsOf, pseudonymizeMentions, slicesOf, type Identifiers } from './erasure-rows';

// What the erasure of one account does, table by table (docs/decisions/0034-erasure.md): the
// list is meant to be read beside the export's list of what belongs to a person. Each step works on
// what is left, so running it again changes nothing; all of them run in one transaction
// (erasure.ts), the stored files are deleted from the provider after its commit.

/** The person being erased, and what the steps learn on the way. */
export interface ErasureSubject extends Identifiers {
  id: number;
  documentId: string;
  email: string;
  username: string;
  /** The chats the person took part in (ids and documentIds), read before their participation goes. */
  chatIds: number[];
  chatDocumentIds: string[];
}

/** A stored file to delete from the upload provider after the commit (what the provider's delete reads). */
export type StoredFile = Record<string, unknown> & { id: number };

export interface StepContext {
  strapi: Core.Strapi;
  trx: Knex.Transaction;
  who: ErasureSubject;
  /** Filled by the uploads' step. */
  files: StoredFile[];
}

export interface ErasureStep {
  /** The table (or tables) the step changes. */
  table: string;
  effect: 'deleted' | 'pseudonymized' | 'marked';
  /** What of the person it concerns, for the record and the export's list. */
  what: string;
  run(ctx: StepContext): Promise<number>;
}

const USER_TYPE = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

/** The ids in `table.column` of the rows whose `by` column is the person. */
const linkedIds = (trx: Knex.Transaction, table: string, column: string, by: string, id: number) =>
  idsOf(() => trx(table).select(column).where(by, id), column);

/** Documents reached through a link table: their rows, the link rows of their other relations, then theirs. */
const deleteLinkedDocuments = async (trx: Knex.Transaction, ids: number[], table: string, links: [string, string][]) => {
  for (const [linkTable, column] of links) await deleteWhereIn(trx, linkTable, column, ids);
  return deleteWhereIn(trx, table, 'id', ids);
};

/** Rate-limit and sign-in pacing rows that name the person (hashed keys: security/rate-limit-counter.ts). */
const rateLimitKeys = (who: ErasureSubject) => {
  const subjects = [`user:${who.id}`, `address:${who.email}`, `name:${who.email}`, `name:${who.username.toLowerCase()}`];
  return RATE_LIMIT_ACTIONS.flatMap((action) =>
    RATE_LIMIT_DEFAULTS[action].subject === 'ip' ? [] : subjects.map((subject) => bucketKey({ action, subject })),
  );
};

/** The user's component rows (profile, per-brand roles), by the component tables Strapi made. */
const deleteComponents = async ({ strapi, trx, who }: StepContext) => {
  const rows = (await trx('up_users_cmps').select('cmp_id', 'component_type').where('entity_id', who.id)) as { cmp_id: number; component_type: string }[];
  let deleted = 0;
  for (const type of new Set(rows.map((r) => r.component_type))) {
    const meta = strapi.db.metadata.get(type as never) as { tableName: string };
    const ids = rows.filter((r) => r.component_type === type).map((r) => r.cmp_id);
    if (type === 'user.brand-role') await deleteWhereIn(trx, 'components_user_brand_role_brand_lnk', 'brand_role_id', ids);
    deleted += await deleteWhereIn(trx, meta.tableName, 'id', ids);
  }
  await trx('up_users_cmps').where('entity_id', who.id).delete();
  return deleted;
};

export const ERASURE_STEPS: ErasureStep[] = [
  {
    table: 'realtime_events',
    effect: 'deleted',
    what: 'live events to the person, of their chats, and any naming them',
    async run({ trx, who }) {
      let n = await trx('realtime_events').where('recipient', who.id).delete();
      n += await deleteMentioning(trx, 'realtime_events', ['payload'], [...who.values, ...who.chatDocumentIds]);
      return n;
    },
  },
  {
    table: 'web_push_jobs',
    effect: 'deleted',
    what: 'Web Push jobs of their chats (sender name and text)',
    async run({ trx, who }) {
      let n = 0;
      for (const refs of slicesOf(who.chatDocumentIds, BATCH)) n += await trx('web_push_jobs').where('kind', 'chat').whereIn('ref', refs).delete();
      return n + (await deleteMentioning(trx, 'web_push_jobs', ['payload'], who.values));
    },
  },
  {
    table: 'web_push_subscriptions',
    effect: 'deleted',
    what: 'their devices (Web Push)',
    run: ({ trx, who }) => trx('web_push_subscriptions').where('user_id', who.id).delete(),
  },
  {
    table: 'mail_outbox',
    effect: 'deleted',
    what: 'mails to them, sent or not',
    run: ({ trx, who }) => trx('mail_outbox').whereRaw('lower(recipient) = ?', [who.email]).delete(),
  },
  {
    table: 'mail_outbox',
    effect: 'pseudonymized',
    what: 'mails to others that name them',
    run: ({ trx, who }) => pseudonymizeMentions(trx, 'mail_outbox', ['message'], who),
  },
  {
    table: 'invitations',
    effect: 'deleted',
    what: 'invitations to their address',
    async run({ trx, who }) {
      const ids = await idsOf(() => trx('invitations').select('id').whereRaw('lower(email) = ?', [who.email]));
      return deleteLinkedDocuments(trx, ids, 'invitations', [
        ['invitations_brand_lnk', 'invitation_id'],
        ['invitations_invited_by_lnk', 'invitation_id'],
      ]);
    },
  },
  {
    table: 'invitations_invited_by_lnk',
    effect: 'deleted',
    what: 'who invited others (the invitations stay)',
    run: ({ trx, who }) => trx('invitations_invited_by_lnk').where('user_id', who.id).delete(),
  },
  {
    table: 'links',
    effect: 'deleted',
    what: 'their links',
    async run({ trx, who }) {
      const ids = await linkedIds(trx, 'links_sales_user_lnk', 'link_id', 'user_id', who.id);
      return deleteLinkedDocuments(trx, ids, 'links', [
        ['links_brand_lnk', 'link_id'],
        ['links_sales_user_lnk', 'link_id'],
      ]);
    },
  },
  {
    table: 'consents',
    effect: 'deleted',
    what: 'the consents they gave when connecting through a link',
    async run({ trx, who }) {
      const ids = await linkedIds(trx, 'consents_person_lnk', 'consent_id', 'user_id', who.id);
      return deleteLinkedDocuments(trx, ids, 'consents', [
        ['consents_brand_lnk', 'consent_id'],
        ['consents_sales_user_lnk', 'consent_id'],
        ['consents_person_lnk', 'consent_id'],
      ]);
    },
  },
  {
    table: 'consents',
    effect: 'pseudonymized',
    what: 'the consents given to them: kept for the person who gave them, without the rep and their link',
    async run({ trx, who }) {
      const ids = await linkedIds(trx, 'consents_sales_user_lnk', 'consent_id', 'user_id', who.id);
      for (const slice of slicesOf(ids, BATCH)) await trx('consents').whereIn('id', slice).update({ link: null });
      return deleteWhereIn(trx, 'consents_sales_user_lnk', 'consent_id', ids);
    },
  },
  {
    table: 'favorites',
    effect: 'deleted',
    what: 'their favorites',
    async run({ trx, who }) {
      const ids = await linkedIds(trx, 'favorites_user_lnk', 'favorite_id', 'user_id', who.id);
      return deleteLinkedDocuments(trx, ids, 'favorites', [
        ['favorites_brand_lnk', 'favorite_id'],
        ['favorites_user_lnk', 'favorite_id'],
      ]);
    },
  },
  {
    table: 'up_users_contacts_lnk',
    effect: 'deleted',
    what: 'their contacts’ connections, both ways',
    run: ({ trx, who }) => trx('up_users_contacts_lnk').where('user_id', who.id).orWhere('inv_user_id', who.id).delete(),
  },
  {
    table: 'messages',
    effect: 'marked',
    what: 'their chat messages: text removed, marked as deleted, sender unlinked',
    async run({ trx, who }) {
      const ids = await linkedIds(trx, 'messages_sender_lnk', 'message_id', 'user_id', who.id);
      for (let i = 0; i < ids.length; i += 500) {
        await trx('messages')
          .whereIn('id', ids.slice(i, i + 500))
          .update({ text: '', erased: true, client_id: null, updated_at: new Date() });
      }
      await trx('message_client_ids').where('sender_id', who.id).delete();
      await deleteWhereIn(trx, 'messages_sender_lnk', 'message_id', ids);
      return ids.length;
    },
  },
  {
    table: 'chats',
    effect: 'deleted',
    what: 'their place in chats; a chat nobody is left in goes with its messages',
    async run({ trx, who }) {
      await trx('chats_participants_lnk').where('user_id', who.id).delete();
      const empty: number[] = [];
      for (const chatId of who.chatIds) if (!(await trx('chats_participants_lnk').where('chat_id', chatId).first())) empty.push(chatId);
      for (const chatId of empty) {
        const messages = await linkedIds(trx, 'messages_chat_lnk', 'message_id', 'chat_id', chatId);
        await deleteWhereIn(trx, 'messages_sender_lnk', 'message_id', messages);
        await deleteWhereIn(trx, 'messages_chat_lnk', 'message_id', messages);
        await deleteWhereIn(trx, 'messages', 'id', messages);
      }
      return deleteWhereIn(trx, 'chats', 'id', empty);
    },
  },
  {
    table: 'files',
    effect: 'deleted',
    what: 'the uploads they own that nothing else shows (rows now, stored files after the commit) and their profile picture’s link',
    async run(ctx) {
      const { strapi, trx, who } = ctx;
      await trx('files_related_mph').where({ related_type: USER_TYPE, related_id: who.id }).delete();
      const ids = await idsOf(() => trx('files').select('id').where('owner_id', who.id));
      let deleted = 0;
      for (const slice of slicesOf(ids, 100)) {
        // A brand's logo or a post's teaser they uploaded is the brand's: it stays, owned by no one.
        const shown = new Set((await trx('files_related_mph').whereIn('file_id', slice).distinct('file_id').pluck('file_id')).map(Number));
        const own = slice.filter((id) => !shown.has(id));
        if (!own.length) continue;
        const files = (await strapi.db.query(FILE).findMany({ where: { id: { $in: own } } })) as StoredFile[];
        ctx.files.push(...files);
        await deleteWhereIn(trx, 'files_folder_lnk', 'file_id', own);
        deleted += await deleteWhereIn(trx, 'files', 'id', own);
      }
      return deleted;
    },
  },
  {
    table: 'files',
    effect: 'marked',
    what: 'the uploads they made that a brand or post shows: kept, no longer theirs',
    run: ({ trx, who }) => trx('files').where('owner_id', who.id).update({ owner_id: null }),
  },
  {
    table: 'components_brand_booking',
    effect: 'pseudonymized',
    what: 'who booked a brand’s license or add-on (kept for the brand’s records)',
    run: ({ trx, who }) => trx('components_brand_booking').whereRaw('lower(??) = ?', ['by', who.email]).update({ by: who.pseudonym }),
  },
  {
    table: 'posts, events',
    effect: 'pseudonymized',
    what: 'who changed, published or planned a post or event (their logs)',
    async run({ trx, who }) {
      return (await pseudonymizeMentions(trx, 'posts', ['log'], who)) + (await pseudonymizeMentions(trx, 'events', ['log'], who));
    },
  },
  {
    table: 'audit_entries',
    effect: 'pseudonymized',
    what: 'the audit entries they made or that name them',
    // The entries about the account keep which fields changed, not their values (a first name alone
    // is not found by the mentions below); then names, addresses and labels in any text column.
    async run({ trx, who }) {
      let redacted = 0;
      for (let after = -1; ;) {
        const rows = (await trx('audit_entries')
          .select('id', 'changes')
          .where({ resource: 'user', record_id: String(who.id) })
          .andWhere('id', '>', after)
          .orderBy('id')
          .limit(BATCH)) as { id: number; changes: unknown }[];
        for (const row of rows) {
          const list = (typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes ?? [])) as { field: string }[];
          const changes = JSON.stringify(list.map(({ field }) => ({ field, before: null, after: null, redacted: true })));
          await trx('audit_entries').where('id', row.id).update({ changes, record_label: who.pseudonym });
          redacted += 1;
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1].id;
      }
      const columns = Object.keys(await trx('audit_entries').columnInfo()).filter((c) => !/(^id$|_id$|_at$)/.test(c));
      return redacted + (await pseudonymizeMentions(trx, 'audit_entries', columns, who));
    },
  },
  {
    table: 'rate_limits',
    effect: 'deleted',
    what: 'rate-limit and sign-in pacing rows keyed by them',
    run: ({ trx, who }) => deleteWhereIn(trx, 'rate_limits', 'bucket', rateLimitKeys(who)),
  },
  {
    table: 'strapi_sessions',
    effect: 'deleted',
    what: 'their sessions',
    run: ({ trx, who }) =>
      trx('strapi_sessions')
        .whereIn('user_id', [String(who.id), who.documentId])
        .delete(),
  },
  {
    table: 'up_users',
    effect: 'deleted',
    what: 'the account with its profile, per-brand roles, brands and role',
    async run(ctx) {
      const { trx, who } = ctx;
      await deleteComponents(ctx);
      for (const table of ['up_users_brand_lnk', 'up_users_brands_lnk', 'up_users_role_lnk']) await trx(table).where('user_id', who.id).delete();
      return trx('up_users').where('id', who.id).delete();
    },
  },
];
