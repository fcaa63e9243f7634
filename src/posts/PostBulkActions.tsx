import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { BulkActionButton } from '../common/BulkActionButton';

/** Publish, withdraw and delete the selected posts, each confirmed and done post by post. */
export const PostBulkActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <BulkActionButton
        label="app.bulk.posts.publish"
        icon={<PublishIcon />}
        title="app.bulk.posts.publish_title"
        content="app.bulk.posts.publish_content"
        done="app.bulk.posts.published"
        action={(id) => dataProvider.publishPost(id)}
      />
      <BulkActionButton
        label="app.bulk.posts.unpublish"
        icon={<UnpublishedIcon />}
        title="app.bulk.posts.unpublish_title"
        content="app.bulk.posts.unpublish_content"
        done="app.bulk.posts.unpublished"
        action={(id) => dataProvider.unpublishPost(id)}
      />
      <BulkActionButton
        label="app.bulk.delete"
        icon={<DeleteIcon />}
        color="error"
        title="app.bulk.posts.delete_title"
        content="app.bulk.posts.delete_content"
        done="app.bulk.posts.deleted"
        action={(id) => dataProvider.delete('posts', { id })}
      />
    </>
  );
};
