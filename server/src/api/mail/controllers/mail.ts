import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { listMails, mailExists, MAIL_STATES, retryFailedMail, type MailState } from '../../../mail/outbox';
import { wakeMailDelivery } from '../../../mail/mail-worker';
import { mailMessages } from '../../../messages/mails';

type Ctx = { query: Record<string, unknown>; params?: Record<string, string>; body?: unknown };

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
  /** POST /api/mails/:id/retry: a failed mail is due again at once (any instance's worker sends it). */
  async retry(ctx: Ctx) {
    const id = /^\d{1,9}$/.test(ctx.params?.id ?? '') ? Number(ctx.params!.id) : null;
    if (id === null || !(await mailExists(strapi, id))) throw new errors.NotFoundError(mailMessages.notFound);
    if (!(await retryFailedMail(strapi, id))) throw new errors.ApplicationError(mailMessages.notFailed);
    wakeMailDelivery();
    ctx.body = { data: { id, state: 'pending' } };
  },
});
