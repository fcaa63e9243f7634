import { POST_RULES } from '../../../access/brand-scope';
import { scopedList } from '../../../guards/brand-documents';
import { postListParams } from '../../../guards/post-list';
import { rateLimited } from '../../../guards/rate-limits';

// Exports of the lists: each guarded exactly like its list (the same scope of brands, drafts only
// for those who read them), and counted per account (guards/rate-limits.ts). A custom API without content type; permission actions api::export.export.<list>.
export default {
  routes: [
    {
      method: 'GET',
      path: '/exports/posts',
      handler: 'export.posts',
      config: { policies: [], middlewares: [rateLimited('export'), postListParams, scopedList(POST_RULES)] },
    },
  ],
};
