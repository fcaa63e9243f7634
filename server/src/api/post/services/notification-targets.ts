// Who is notified when a post is published (docs/decisions/0011-notifications.md; the spec's "Roles and permissions").
import type { ProfileTarget } from '@markenportal/contract';

export interface Favoriter {
  userId: number;
  target?: ProfileTarget | null;
  fcmToken?: string | null;
}
export interface PostFlags {
  hideForRepresentative?: boolean | null;
  hideForPTA?: boolean | null;
}

/** The favoriting users the post is shown to: hideForRepresentative / hideForPTA drop their target group. */
export const notificationTargets = (favoriters: Favoriter[], post: PostFlags): Favoriter[] =>
  favoriters.filter((f) => !(post.hideForRepresentative && f.target === 'representative') && !(post.hideForPTA && f.target === 'pta'));

/** Their push tokens, each once. */
export const tokensOf = (targets: Favoriter[]) => [...new Set(targets.map((t) => t.fcmToken).filter((t): t is string => !!t))];
