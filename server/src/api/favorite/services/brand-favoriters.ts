import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { storageNames } from '../../../storage-names';

/**
 * The query of a brand's favoriters (row id `brandId`) through the link tables, in one statement:
 * the favorites `f` that are on, each with its user's id (`userId`, a column expression) and the
 * user's profile `p` (left-joined: its target decides the posts' hide flags). The FCM pushes and the
 * Web Push job page through it, each joining what it sends to (tokens, subscriptions). Table names
 * come from Strapi's metadata: the query engine's populate would put every id of 100,000
 * favoriters in one IN list.
 */
export const brandFavoriters = (strapi: Core.Strapi, brandId: number): { query: Knex.QueryBuilder; userId: string; profileTarget: string } => {
  const favorite = storageNames(strapi, 'api::favorite.favorite');
  const user = storageNames(strapi, 'plugin::users-permissions.user');
  const profile = storageNames(strapi, 'user.profile');
  const byUser = favorite.joinTable('user');
  const byBrand = favorite.joinTable('brand');
  const toProfile = user.joinTable('profile');
  const userId = `fu.${byUser.inverseJoinColumn.name}`;
  const query = strapi.db
    .connection(`${favorite.table} as f`)
    .join(`${byBrand.name} as fb`, `fb.${byBrand.joinColumn.name}`, 'f.id')
    .join(`${byUser.name} as fu`, `fu.${byUser.joinColumn.name}`, 'f.id')
    .leftJoin(`${toProfile.name} as uc`, (j) => j.on(`uc.${toProfile.joinColumn.name}`, userId).andOnVal('uc.field', 'profile'))
    .leftJoin(`${profile.table} as p`, 'p.id', `uc.${toProfile.inverseJoinColumn.name}`)
    .where(`fb.${byBrand.inverseJoinColumn.name}`, brandId)
    .andWhere(`f.${favorite.column('isFavorite')}`, true);
  return { query, userId, profileTarget: `p.${profile.column('target')}` };
};
