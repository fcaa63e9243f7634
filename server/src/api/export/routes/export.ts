import { POST_RULES } from '../../../access/brand-scope';
import { scopedList } from '../../../guards/brand-documents';
import { postListParams } from '../../../guards/post-list';

// Exports of the lists: each guarded exactly like its list (the same scope of brands, drafts only
// for those who read them). A custom API without content type; permission actions api::export.export.<list>.
export default {
  routes: [{ method: 'GET', path: '/exports/posts', handler: 'export.posts', config: { policies: [], middlewares: [postListParams, scopedList(POST_RULES)] } }],
};
