import type { Core } from '@strapi/strapi';
import { addressSkeleton, normalisedAddress } from '../validation/email-address';
import { fieldError } from '../validation/field-error';
import { messages } from '../messages';
import type { Middleware } from './actor';

declare const strapi: Core.Strapi;

// Every route that takes an e-mail address checks it here (validation/email-address.ts): at most
// 254 characters, an ASCII (IDNA) domain, and no look-alike of another account's address. Users keep
// their address's skeleton (`emailSkeleton`, private) so that the look-alike is one indexed lookup.

const USER = 'plugin::users-permissions.user';
type Body = Record<string, unknown>;

/** Where a route's body holds the address: `data.email` (content API) or `email` (users-permissions). */
const holder = (ctx: Parameters<Middleware>[0], wrapped: boolean): Body | undefined => {
  const body = ctx.request.body as Body | undefined;
  const inner = wrapped ? (body?.data as Body | undefined) : body;
  return inner && typeof inner === 'object' ? inner : undefined;
};

/** Refuses a look-alike of another account's address (the account's own address is no look-alike). */
const noLookAlike = async (address: string, ownId?: number) => {
  const same = await strapi.db.query(USER).findOne({
    where: { emailSkeleton: addressSkeleton(address), email: { $ne: address.toLowerCase() }, ...(ownId ? { id: { $ne: ownId } } : {}) },
    select: ['id'],
  });
  if (same) throw fieldError('email', messages.emailLookAlike);
};

export const emailAddressChecked =
  ({ wrapped = false, lookAlike = true }: { wrapped?: boolean; lookAlike?: boolean } = {}): Middleware =>
  async (ctx, next) => {
    const body = holder(ctx, wrapped);
    if (body && typeof body.email === 'string') {
      const checked = normalisedAddress(body.email);
      if ('problem' in checked) throw fieldError('email', checked.problem === 'tooLong' ? messages.emailTooLong : messages.emailDomain);
      body.email = checked.address;
      if (lookAlike) await noLookAlike(checked.address, ctx.params?.id ? Number(ctx.params.id) : undefined);
    }
    await next();
  };

type UserEvent = { params: { data?: Body } };

/** Lifecycle of the user: whichever route writes an address, its skeleton is kept beside it. */
export const recordEmailSkeleton = (event: UserEvent) => {
  const data = event.params.data;
  // Never written from outside: only as the skeleton of the address written with it.
  if (data) delete data.emailSkeleton;
  if (data && typeof data.email === 'string') data.emailSkeleton = addressSkeleton(data.email.toLowerCase());
};

/**
 * At start: accounts written before the skeleton existed (or inserted past Strapi) get theirs, 500 at
 * a time in one transaction each, written straight to the table: thousands of accounts cost
 * milliseconds, not one lifecycle round each. Every pass fills what it read, so the loop ends.
 */
export const backfillEmailSkeletons = async (s: Core.Strapi) => {
  const meta = s.db.metadata.get(USER);
  const column = (meta.attributes.emailSkeleton as { columnName?: string }).columnName ?? 'email_skeleton';
  const emailColumn = (meta.attributes.email as { columnName?: string }).columnName ?? 'email';
  const knex = s.db.connection;
  for (;;) {
    const rows = (await knex(meta.tableName).whereNull(column).select('id', emailColumn).limit(500)) as { id: number; [email: string]: unknown }[];
    if (!rows.length) return;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const email = typeof row[emailColumn] === 'string' ? (row[emailColumn] as string) : '';
        await trx(meta.tableName)
          .where({ id: row.id })
          .update({ [column]: addressSkeleton(email.toLowerCase()) });
      }
    });
  }
};
