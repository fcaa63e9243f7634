// Posts as both sides see them: their state and their log (docs/decisions/0009-post-states-and-log.md).

export type PostState = 'draft' | 'scheduled' | 'live';

/** What decides a post's state. */
export interface PostStateFacts {
  /** Since when the published version is public; none while there is no published version. */
  livePublishedAt?: string | null;
  /** When a planned publish action runs; none while nothing is planned. */
  scheduledAt?: string | null;
}

/**
 * Live while a published version exists, whatever is planned; otherwise scheduled while a publish
 * action is planned; otherwise a draft. Lists, the post page and the dashboard all ask this.
 */
export const postState = ({ livePublishedAt, scheduledAt }: PostStateFacts): PostState => (livePublishedAt ? 'live' : scheduledAt ? 'scheduled' : 'draft');

export type PostLogAction = 'created' | 'updated' | 'published' | 'unpublished' | 'scheduled' | 'rescheduled' | 'unscheduled';

/** `by` of the log entries a scheduled action writes. */
export const SCHEDULER = 'scheduler';

/** One line of a post's `log`, written by the server only: who did what, when. */
export interface PostLogEntry {
  /** ISO date-time. */
  at: string;
  /** An e-mail address, or SCHEDULER. */
  by: string;
  action: PostLogAction;
  /** For schedule entries: when the action is to run. */
  executeAt?: string;
}

export type PostType = 'news' | 'product' | 'study' | 'service';

/** The German names of the post types: the app's catalog and the server's exports. */
export const POST_TYPE_NAMES: Record<PostType, string> = { news: 'Neuigkeit', product: 'Produktinformation', study: 'Studie', service: 'Service' };

/** The German names of the states, as lists and exports name them. */
export const POST_STATE_NAMES: Record<PostState, string> = { draft: 'Entwurf', scheduled: 'Geplant', live: 'Veröffentlicht' };

/** The states, in the order lists offer them. */
export const POST_STATES = Object.keys(POST_STATE_NAMES) as PostState[];

/**
 * The post list's own query parameters beside Strapi's (GET /api/posts and /api/exports/posts):
 * a state, and a period of the publication date (when it went live, or is planned to), as instants,
 * `publishedFrom` included and `publishedBefore` not. The server turns them into filters.
 */
export interface PostListQuery {
  state?: PostState;
  publishedFrom?: string;
  publishedBefore?: string;
}
export const POST_LIST_PARAMS = ['state', 'publishedFrom', 'publishedBefore'] as const satisfies readonly (keyof PostListQuery)[];
