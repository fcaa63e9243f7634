import { errors } from '@strapi/utils';
import { POST_LIST_PARAMS, POST_STATES, type PostListQuery, type PostState } from '@markenportal/contract';
import { oneOf } from './brand-scope';
import { invalidParameter } from '../messages/validation';

// The post list's state and publication period (the contract's PostListQuery) as Strapi filters.
// A post's state is not a column: live means a published version exists, scheduled a planned
// publish action (plugin::publisher.action), draft neither (the contract's postState).

/** An ISO 8601 instant with a date and time (a bare number or word would be read as some date). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The parameters of the query, checked; a bad value is a German 400. Null when none is given. */
export const parsePostListQuery = (query: Record<string, unknown>): PostListQuery | null => {
  if (!POST_LIST_PARAMS.some((key) => query[key] !== undefined)) return null;
  const { state, publishedFrom, publishedBefore } = query;
  if (state !== undefined && !POST_STATES.includes(state as PostState)) throw new errors.ValidationError(invalidParameter('state'));
  const instant = (key: string, value: unknown) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) throw new errors.ValidationError(invalidParameter(key));
    return new Date(value).toISOString();
  };
  return {
    state: state as PostState | undefined,
    publishedFrom: instant('publishedFrom', publishedFrom),
    publishedBefore: instant('publishedBefore', publishedBefore),
  };
};

/** Strapi's `publicationFilter` cohorts of draft rows: with or without a published version. */
export type PublicationCohort = 'has-published-version-document' | 'never-published-document';

/** What the database says about the posts the query can reach (see postListFacts). */
export interface PostListFacts {
  /** Posts with a planned publish action and no published version (all of them, or those planned within the period). */
  scheduled: string[];
  /** With a period: the posts whose published version went live within it. */
  liveInPeriod?: string[];
}

/** The filter (ANDed with the caller's own and their scope) and the publication cohort of a query. */
export const postListFilter = (query: PostListQuery, facts: PostListFacts): { filter: Record<string, unknown> | null; cohort?: PublicationCohort } => {
  const byId = (ids: string[]) => oneOf(ids, (some) => ({ documentId: { $in: some } }));
  const { state } = query;
  if (facts.liveInPeriod) {
    // A period: the publication date decides, and drafts have none.
    if (state === 'draft') return { filter: byId([]) };
    if (state === 'live') return { filter: byId(facts.liveInPeriod), cohort: 'has-published-version-document' };
    if (state === 'scheduled') return { filter: byId(facts.scheduled), cohort: 'never-published-document' };
    return { filter: byId([...facts.liveInPeriod, ...facts.scheduled]) };
  }
  if (state === 'live') return { filter: null, cohort: 'has-published-version-document' };
  if (state === 'scheduled') return { filter: byId(facts.scheduled), cohort: 'never-published-document' };
  // Drafts: never published and nothing planned (an empty $notIn would be dropped, and means all anyway).
  return { filter: facts.scheduled.length ? { documentId: { $notIn: facts.scheduled } } : null, cohort: 'never-published-document' };
};
