// Who invites people to a brand (docs/decisions/0005-invitations.md).
import { brandsWithRole, isOperator, type AccessUser } from './roles';

/** Operators onboard every brand, its first admin included; brand admins their own brands. */
export const mayInviteTo = (actor: AccessUser, brand: string | undefined): boolean =>
  isOperator(actor) || (!!brand && brandsWithRole(actor, ['brand_admin']).includes(brand));

/** Operators see every brand's invitations; brand admins those of their brands. */
export const seesAllInvitations = (actor: AccessUser): boolean => isOperator(actor);
