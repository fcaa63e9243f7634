import ArticleIcon from '@mui/icons-material/Article';
import { guardedRoute } from '../common/RequireAccess';
import { PostList } from './PostList';
import { PostCreate } from './PostCreate';
import { PostShow } from './PostShow';
import { PostEdit } from './PostEdit';

/** /posts/, /posts/create, /posts/{id}, /posts/{id}/edit (spec section 2). */
export default {
  name: 'posts',
  list: PostList,
  create: PostCreate,
  icon: ArticleIcon,
  options: { label: 'app.menu.posts' },
  children: [
    guardedRoute(':id', 'posts', 'show', <PostShow />),
    guardedRoute(':id/edit', 'posts', 'edit', <PostEdit />),
  ],
};
