import type { Core } from '@strapi/strapi';
import { eraseAccount, type ErasureResult } from './erasure';
import { lastAdminBrandNames } from './erasure-requests';
import { erasureMessages } from '../messages/erasure';

/** What an operator's erasure of an account came to. */
export type ErasureOutcome = { kind: 'erased'; result: ErasureResult } | { kind: 'last-admin'; brands: string[] } | { kind: 'unknown' };

/**
 * An operator erases the account `userId` (POST /api/privacy/erasures/:id, and DELETE /api/users/:id,
 * which is the same erasure: a plain delete would leave the person's messages, contacts and mails
 * behind). Never the last brand admin of a brand.
 */
export const eraseOnRequest = async (strapi: Core.Strapi, userId: number, actorId: number | null): Promise<ErasureOutcome> => {
  const brands = await lastAdminBrandNames(strapi, userId);
  if (brands.length) return { kind: 'last-admin', brands };
  const result = await eraseAccount(strapi, userId, actorId);
  return result ? { kind: 'erased', result } : { kind: 'unknown' };
};

/** The 409 of the last brand admin (Strapi has no ConflictError: written as the web-push controller does). */
export const lastAdminConflict = (ctx: { status?: number; body?: unknown }, brands: string[]) => {
  ctx.status = 409;
  ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: erasureMessages.lastBrandAdmin(brands.join(', ')), details: {} } };
};
