import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { eraseOnRequest, lastAdminConflict } from '../../../privacy/erase-on-request';
import { erasureRequestOf, requestErasure, withdrawErasureRequest } from '../../../privacy/erasure-requests';
import { erasureMessages } from '../../../messages/erasure';
import { messages } from '../../../messages';

type Ctx = {
  params?: Record<string, string>;
  state: { user?: { id: number } };
  status?: number;
  body?: unknown;
};

const NUMERIC_ID = /^[1-9]\d{0,9}$/;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /api/privacy/erasures/:id (the user's numeric id, as /api/users/:id): erases the account.
   * Never one's own (the request from „Mein Profil“ is for that); never the last brand admin of a
   * brand (409, like removing them). Again for an erased account: the same answer.
   */
  async erase(ctx: Ctx) {
    const raw = ctx.params?.id ?? '';
    if (!NUMERIC_ID.test(raw)) throw new errors.NotFoundError(messages.userNotFound);
    const id = Number(raw);
    if (id === ctx.state.user?.id) throw new errors.PolicyError(erasureMessages.notSelf);
    const outcome = await eraseOnRequest(strapi, id, ctx.state.user?.id ?? null);
    if (outcome.kind === 'last-admin') return lastAdminConflict(ctx, outcome.brands);
    if (outcome.kind === 'unknown') throw new errors.NotFoundError(messages.userNotFound);
    ctx.body = { data: outcome.result };
  },
  /** GET /api/privacy/erasure-request: whether (and since when) the caller asked for their erasure. */
  async state(ctx: Ctx) {
    ctx.body = { data: { requestedAt: await erasureRequestOf(strapi, ctx.state.user!.id) } };
  },
  /** POST /api/privacy/erasure-request: the caller asks for their erasure; an operator confirms it. */
  async request(ctx: Ctx) {
    ctx.body = { data: { requestedAt: await requestErasure(strapi, ctx.state.user!.id) } };
  },
  /** DELETE /api/privacy/erasure-request: the caller withdraws their request. */
  async withdraw(ctx: Ctx) {
    await withdrawErasureRequest(strapi, ctx.state.user!.id);
    ctx.body = { data: { requestedAt: null } };
  },
});
