import { scopeOf } from '@markenportal/contract';
import { POST_RULES, readsBrand } from './brand-scope';
import { brandIdsOf, globalRole, type AccessUser } from './roles';

// Who reads a brand's published posts, and so who is told of one (its FCM and Web Push
// notifications, and who may favorite the brand). One rule: the posts' read guard decides with
// `readsBrand` too (guards/brand-documents.ts), and the pushes' fan-out applies this function to
// every favoriter (api/favorite/services/post-readers.ts), so a push never tells anyone of a post the
// API would refuse them.

/**
 * Through the API: the access table grants the role GET /posts/:id (without it, Strapi's 403), and
 * the read guard's brand scope holds the brand.
 */
export const readsPostsOf = (user: AccessUser, brand: string): boolean =>
  scopeOf(globalRole(user), 'post.findOne') !== null && readsBrand(user, POST_RULES, brand);

/**
 * Doctors and PTAs: no back-office role and no brand. Published posts are written for them (the
 * hide flags choose among them by profile target); they read them in the mobile app, through the
 * notifications of the brands they favorite, not through the back office's API. An account that
 * belongs to any brand is one of its staff, and reads only what its roles read.
 */
export const isPracticeAudience = (user: AccessUser): boolean => globalRole(user) === 'authenticated' && !brandIdsOf(user).length;

/** Whether the user is told of, and may favorite, the published posts of `brand`. */
export const readsPublishedPostsOf = (user: AccessUser, brand: string): boolean => readsPostsOf(user, brand) || isPracticeAudience(user);
