import ArticleIcon from '@mui/icons-material/Article';
import { guardedRoute } from '../common/RequireAccess';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');
const editorPages = () => import('./editorPages');
const PostShow = lazyPage(pages, 'PostShow');
const PostEdit = lazyPage(editorPages, 'PostEdit');

/** /posts/, /posts/create, /posts/{id}, /posts/{id}/edit (the spec's "Screens and routes"). */
export default {
  name: 'posts',
  list: lazyPage(pages, 'PostList'),
  create: lazyPage(editorPages, 'PostCreate'),
  icon: ArticleIcon,
  options: { label: 'app.menu.posts' },
  children: [guardedRoute(':id', 'posts', 'show', <PostShow />), guardedRoute(':id/edit', 'posts', 'edit', <PostEdit />)],
};
