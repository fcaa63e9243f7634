import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

declare const strapi: Core.Strapi;

// A password change or reset ends every session that signed in before it: the user records when
// the password last changed (passwordChangedAt, private), and a token issued before that second is
// refused like an invalid one (401).

const USER = 'plugin::users-permissions.user';

/** Whether a token issued at `issuedAt` (seconds) predates the password change at `changedAt`. */
export const issuedBeforePasswordChange = (issuedAt: number | undefined, changedAt: string | Date | null | undefined) =>
  !!changedAt && (issuedAt === undefined || issuedAt < Math.floor(new Date(changedAt).getTime() / 1000));

type JwtService = { getToken(ctx: unknown): Promise<{ id?: number; iat?: number } | null> | { id?: number; iat?: number } | null } & Record<string, unknown>;
type JwtFactory = (deps: { strapi: Core.Strapi }) => JwtService;

/** users-permissions' JWT service, refusing tokens issued before the user's last password change. */
export const refusingTokensBeforePasswordChange =
  (factory: JwtFactory): JwtFactory =>
  (deps) => {
    const service = factory(deps);
    const getToken = service.getToken;
    service.getToken = async function checkedToken(ctx: unknown) {
      const payload = await getToken.call(this, ctx);
      if (payload?.id === undefined) return payload;
      const user = await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['passwordChangedAt'] });
      if (issuedBeforePasswordChange(payload.iat, user?.passwordChangedAt)) throw new errors.UnauthorizedError('Invalid token.');
      return payload;
    };
    return service;
  };

type UpdateEvent = { params: { data?: Record<string, unknown> } };

/** Lifecycle of the user: whichever route writes a password (change, reset), the moment is recorded. */
export const recordPasswordChange = {
  beforeUpdate(event: UpdateEvent) {
    const data = event.params.data;
    if (data && typeof data.password === 'string' && data.password) data.passwordChangedAt = new Date();
  },
};
