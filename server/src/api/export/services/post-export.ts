import type { Core } from '@strapi/strapi';
import { csvDateTime, postState, POST_STATE_NAMES, POST_TYPE_NAMES, type CsvValue, type PostType } from '@markenportal/contract';
import { postStateFacts } from '../../post/services/post-states';
import { productTimeZone } from '../../../time-zone';

export type PostExportRow = { documentId: string; title: string; type: PostType; updatedAt: string };
export const POST_EXPORT_FIELDS = ['title', 'type', 'updatedAt'] as const;

/** The posts as CSV rows (messages.exports.posts), page after page, each with its state and dates. */
export async function* postExportRows(strapi: Core.Strapi, pages: AsyncIterable<PostExportRow[]>): AsyncGenerator<CsvValue[][]> {
  const timeZone = productTimeZone();
  for await (const page of pages) {
    const facts = await postStateFacts(
      strapi,
      page.map((p) => p.documentId),
    );
    yield page.map((post) => {
      const { livePublishedAt, scheduledAt } = facts.get(post.documentId)!;
      return [
        post.title,
        POST_TYPE_NAMES[post.type] ?? post.type,
        POST_STATE_NAMES[postState({ livePublishedAt, scheduledAt })],
        csvDateTime(livePublishedAt, timeZone),
        csvDateTime(scheduledAt, timeZone),
        csvDateTime(post.updatedAt, timeZone),
      ];
    });
  }
}
