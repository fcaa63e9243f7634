import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, PublishedResource } from '../providers/dataProvider';
import { BulkActionButton } from './BulkActionButton';

/**
 * Publish, withdraw and delete the selected posts or events, each confirmed and done one by one.
 * Withdrawing removes a planned publication (the server's default, decision 0023). Texts: `app.bulk.<resource>.…`.
 */
export const PublicationBulkActions = ({ resource }: { resource: PublishedResource }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = `app.bulk.${resource}`;
  return (
    <>
      <BulkActionButton
        label={`${key}.publish`}
        icon={<PublishIcon />}
        title={`${key}.publish_title`}
        content={`${key}.publish_content`}
        done={`${key}.published`}
        action={(id) => dataProvider.publishDocument(resource, id)}
      />
      <BulkActionButton
        label={`${key}.unpublish`}
        icon={<UnpublishedIcon />}
        title={`${key}.unpublish_title`}
        content={`${key}.unpublish_content`}
        done={`${key}.unpublished`}
        action={(id) => dataProvider.unpublishDocument(resource, id)}
      />
      <BulkActionButton
        label="app.bulk.delete"
        icon={<DeleteIcon />}
        color="error"
        title={`${key}.delete_title`}
        content={`${key}.delete_content`}
        done={`${key}.deleted`}
        action={(id) => dataProvider.delete(resource, { id })}
      />
    </>
  );
};
