import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { currentBrand } from '../providers/strapi/resources';
import { POST_LIST_PARAMS } from './postListParams';

const pages = () => import('./pages');
const editorPages = () => import('./editorPages');

/** /posts/, /posts/create, /posts/{id}, /posts/{id}/edit (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'posts',
  icon: ArticleIcon,
  label: 'app.menu.posts',
  data: {
    endpoint: 'posts',
    kind: 'content',
    scope: currentBrand,
    populate: { teaserImage: true, brand: true, specializations: true },
    relations: ['brand', 'specializations'],
    media: ['teaserImage'],
    draftAndPublish: true,
    scheduled: true,
    versioned: true,
    search: (q) => (q ? { title: { $containsi: String(q) } } : null),
    listParams: POST_LIST_PARAMS,
  },
  resource: {
    list: lazyPage(pages, 'PostList'),
    create: lazyPage(editorPages, 'PostCreate'),
    routes: [
      { path: ':id', action: 'show', page: lazyPage(pages, 'PostShow') },
      { path: ':id/edit', action: 'edit', page: lazyPage(editorPages, 'PostEdit') },
    ],
  },
});
