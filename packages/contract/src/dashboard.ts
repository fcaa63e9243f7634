// GET /api/dashboard?brand=<documentId> (docs/decisions/0008-start-pages.md): { data: DashboardFigures }.

/** The key figures of one brand, each its current state. */
export interface DashboardFigures {
  /** Posts by state (postState): each post counts once. */
  livePosts: number;
  scheduledPosts: number;
  draftPosts: number;
  /** Events that start from now on. */
  upcomingEvents: number;
  /** Members whose effective role in the brand is `sales`, not blocked. */
  salesUsers: number;
  /** Favorites of the brand with isFavorite set. */
  favorites: number;
}
