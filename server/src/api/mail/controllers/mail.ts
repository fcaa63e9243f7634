import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { listMails, MAIL_STATES, type MailState } from '../../../mail/outbox';
import { mailMessages } from '../../../messages/mails';

type Ctx = { query: Record<string, unknown>; body?: unknown };

const MAX_LIMIT = 100;

const whole = (value: unknown, fallback: number, max: number) => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
  return Math.min(n, max);
};

/** GET /api/mails?filters[state]=failed&pagination[start]=0&pagination[limit]=25: the newest mails first, without their bodies. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    const filters = (ctx.query.filters ?? {}) as Record<string, unknown>;
    const pagination = (ctx.query.pagination ?? {}) as Record<string, unknown>;
    const state = filters.state;
    if (state !== undefined && !MAIL_STATES.includes(state as MailState)) throw new errors.ValidationError(mailMessages.badState);
    ctx.body = await listMails(
      strapi,
      (state as MailState | undefined) ?? null,
      whole(pagination.start, 0, 1_000_000_000),
      whole(pagination.limit, 25, MAX_LIMIT) || 25,
    );
  },
});
