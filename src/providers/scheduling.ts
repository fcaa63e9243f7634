import type { Identifier } from 'ra-core';
import type { HttpClient } from './http';

export const POST_SLUG = 'api::post.post';

/** A scheduled action of strapi-plugin-publisher (the spec's "The calls it makes", scheduled publishing). */
export interface ScheduledPublication {
  /** The action's documentId. */
  id: string;
  /** The post's documentId. */
  postId: string;
  executeAt: string;
  mode: 'publish' | 'unpublish';
}

type Action = { documentId: string; entityId: string; executeAt: string; mode: 'publish' | 'unpublish' };

export interface SchedulingMethods {
  /** The scheduled actions of the given posts (one request). */
  getScheduledPublications(postIds: Identifier[]): Promise<ScheduledPublication[]>;
  schedulePublication(postId: Identifier, executeAt: Date): Promise<ScheduledPublication>;
  reschedulePublication(actionId: string, executeAt: Date): Promise<ScheduledPublication>;
  deleteScheduledPublication(actionId: string): Promise<void>;
}

const toSchedule = (a: Action): ScheduledPublication => ({ id: a.documentId, postId: a.entityId, executeAt: a.executeAt, mode: a.mode });

export const createSchedulingMethods = (http: HttpClient): SchedulingMethods => ({
  getScheduledPublications: async (postIds) => {
    if (!postIds.length) return [];
    const { data } = await http.request<{ data: Action[] }>('/publisher/actions', {
      query: { filters: { entityId: { $in: postIds.map(String) } }, pagination: { pageSize: Math.max(postIds.length * 2, 10) } },
    });
    return data.map(toSchedule);
  },
  schedulePublication: async (postId, executeAt) =>
    toSchedule(
      (
        await http.request<{ data: Action }>('/publisher/actions', {
          method: 'POST',
          body: { data: { entityId: String(postId), entitySlug: POST_SLUG, executeAt: executeAt.toISOString(), mode: 'publish' } },
        })
      ).data,
    ),
  reschedulePublication: async (actionId, executeAt) =>
    toSchedule(
      (
        await http.request<{ data: Action }>(`/publisher/actions/${encodeURIComponent(actionId)}`, {
          method: 'PUT',
          body: { data: { executeAt: executeAt.toISOString() } },
        })
      ).data,
    ),
  deleteScheduledPublication: async (actionId) => {
    await http.request(`/publisher/actions/${encodeURIComponent(actionId)}`, { method: 'DELETE' });
  },
});
