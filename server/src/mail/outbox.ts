import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { JobTable } from '../jobs/table-queue';
import type { MailContent } from '../messages/mails';
import type { MailKind, MailListAnswer, MailListEntry, MailState } from '@markenportal/contract';

// The mail outbox in the database (docs/decisions/0024-mail-outbox.md): the table mail_outbox
// (server/database/migrations/20261220000000-mail-outbox.js). Mails are written here, in the
// transaction of what caused them; the worker of any instance claims and sends them (mail-worker.ts).

const TABLE = 'mail_outbox';

export { MAIL_STATES, type MailKind, type MailState } from '@markenportal/contract';

/** What the email provider is given: the content, and a sender only when a caller named one. */
export interface OutboxMessage extends MailContent {
  to: string;
  from?: string;
  replyTo?: string;
}

export interface ClaimedMail {
  id: number;
  kind: MailKind;
  message: OutboxMessage;
  attempts: number;
  claim: string;
}

interface MailRow {
  id: number;
  kind: MailKind;
  recipient: string;
  message: string;
  status: MailState;
  attempts: number | string;
  last_error: string | null;
  created_at: number | string;
  finished_at: number | string | null;
}

/** Called once a mail is stored and committed: the worker of this instance looks at once. */
let wake: () => void = () => undefined;
export const onMailStored = (listener: () => void) => {
  wake = listener;
};

/**
 * Stores one mail, inside the caller's transaction when there is one (Strapi's transactions nest:
 * the inner one joins the outer), and wakes this instance's worker once that has committed.
 */
export const enqueueMail = async (strapi: Core.Strapi, kind: MailKind, message: OutboxMessage, now = Date.now()) => {
  await strapi.db.transaction(async ({ trx, onCommit }: { trx: Knex.Transaction; onCommit: (cb: () => void) => void }) => {
    await trx(TABLE).insert({
      kind,
      recipient: message.to,
      message: JSON.stringify(message),
      status: 'pending',
      attempts: 0,
      available_at: now,
      created_at: now,
    });
    onCommit(() => wake());
  });
};

/** The outbox as a job table: claimed by the job engine (mail-worker.ts). */
export const MAILS: JobTable<Pick<MailRow, 'id' | 'kind' | 'message' | 'attempts'>, ClaimedMail> = {
  table: TABLE,
  columns: ['id', 'kind', 'message', 'attempts'],
  parse: (r, claim) => ({ id: r.id, kind: r.kind, message: JSON.parse(r.message) as OutboxMessage, attempts: Number(r.attempts), claim }),
};

/** Records one attempt; nothing when the claim was lost (the lease ran out and another instance took the mail). */
export const recordAttempt = async (
  strapi: Core.Strapi,
  mail: ClaimedMail,
  outcome: { status: Exclude<MailState, 'sending'>; availableAt?: number; error: string | null },
  now = Date.now(),
) =>
  (await strapi.db
    .connection(TABLE)
    .where({ id: mail.id, claim: mail.claim })
    .update({
      status: outcome.status,
      attempts: mail.attempts + 1,
      last_error: outcome.error,
      available_at: outcome.availableAt ?? now,
      lease_until: null,
      claim: null,
      finished_at: outcome.status === 'pending' ? null : now,
    })) === 1;

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The newest mails, optionally of one state, for operators; without the bodies (they hold reset links). */
export const listMails = async (strapi: Core.Strapi, state: MailState | null, start: number, limit: number): Promise<MailListAnswer> => {
  const knex = strapi.db.connection;
  const filtered = () => (state ? knex(TABLE).where('status', state) : knex(TABLE));
  const [rows, [{ total }]] = await Promise.all([
    filtered()
      .select('id', 'kind', 'recipient', 'message', 'status', 'attempts', 'last_error', 'created_at', 'finished_at')
      .orderBy('id', 'desc')
      .offset(start)
      .limit(limit) as Promise<MailRow[]>,
    filtered().count({ total: 'id' }) as Promise<{ total: number | string }[]>,
  ]);
  const data: MailListEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    subject: (JSON.parse(r.message) as OutboxMessage).subject,
    state: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
  }));
  return { data, meta: { pagination: { start, limit, total: Number(total) } } };
};

/** Mails not yet sent, by status (the metrics' outbox gauge). */
export const mailOutboxDepth = async (strapi: Core.Strapi): Promise<Record<string, number>> => {
  const rows = (await strapi.db.connection(TABLE).whereNot('status', 'sent').groupBy('status').select('status').count({ n: '*' })) as {
    status: string;
    n: number | string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
};

/**
 * Sends a failed mail again: due at once, its attempts counted from 0. Answers false when there is
 * no such mail or it has not failed (a mail still pending or being sent must not be sent twice).
 */
export const retryFailedMail = async (strapi: Core.Strapi, id: number, now = Date.now()) =>
  (await strapi.db
    .connection(TABLE)
    .where({ id, status: 'failed' })
    .update({ status: 'pending', attempts: 0, available_at: now, finished_at: null, claim: null, lease_until: null })) === 1;

export const mailExists = async (strapi: Core.Strapi, id: number) => !!(await strapi.db.connection(TABLE).where({ id }).first('id'));
