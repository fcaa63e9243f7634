import { Route } from 'react-router-dom';
import ArticleIcon from '@mui/icons-material/Article';
import { RequireAccess } from '../common/RequireAccess';
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
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess resource="posts" action="show">
          <PostShow />
        </RequireAccess>
      }
    />,
    <Route
      key="edit"
      path=":id/edit"
      element={
        <RequireAccess resource="posts" action="edit">
          <PostEdit />
        </RequireAccess>
      }
    />,
  ],
};
