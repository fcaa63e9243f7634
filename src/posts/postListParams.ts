import { POST_STATES, type PostListQuery, type PostState } from '@markenportal/contract';
import { dayStart } from '../common/time/zone';
import type { ListParams } from '../providers/strapi/resources';

/** The post list's filter keys for its state and publication period (days of the product's zone, YYYY-MM-DD). */
export const POST_LIST_FILTERS = { state: 'state', from: 'published_from', to: 'published_to' } as const;

/** The filter as the server's PostListQuery: the period's days as instants, the last day included. */
export const postListQuery = (filter: Record<string, unknown>): PostListQuery => {
  const state = filter[POST_LIST_FILTERS.state];
  const from = filter[POST_LIST_FILTERS.from];
  const to = filter[POST_LIST_FILTERS.to];
  return {
    state: POST_STATES.includes(state as PostState) ? (state as PostState) : undefined,
    publishedFrom: typeof from === 'string' ? dayStart(from)?.toISOString() : undefined,
    publishedBefore: typeof to === 'string' ? dayStart(to, { after: true })?.toISOString() : undefined,
  };
};

export const POST_LIST_PARAMS: ListParams = {
  keys: Object.values(POST_LIST_FILTERS),
  toQuery: (filter) => ({ ...postListQuery(filter) }),
};
