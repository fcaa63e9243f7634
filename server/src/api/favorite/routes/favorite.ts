import { factories } from '@strapi/strapi';
import { canonicalBody } from '../../../guards/canonical-body';
import { prunedContacts } from '../../../guards/brand-documents';
import { favoriteOfCaller, ownFavorite, readableFavoriteBrand } from '../guards';

const FAVORITE = 'api::favorite.favorite';

// Favorites (the mobile app's brand favorites): every user sets, reads and clears only their own,
// and sets one only for a brand whose posts they read (api/favorite/guards.ts).
export default factories.createCoreRouter(FAVORITE, {
  config: {
    findOne: { middlewares: [ownFavorite, prunedContacts] },
    create: { middlewares: [canonicalBody(FAVORITE), favoriteOfCaller(true), readableFavoriteBrand(true)] },
    update: { middlewares: [ownFavorite, canonicalBody(FAVORITE), favoriteOfCaller(false), readableFavoriteBrand(false)] },
    delete: { middlewares: [ownFavorite] },
  },
});
