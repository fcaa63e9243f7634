import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

/**
 * Deleting the selected records of a list, confirmed; `messages`: the list's catalog keys under app.bulk
 * (`delete_title`, `delete_content`, `deleted`).
 */
export const BulkDelete = ({ resource, messages }: { resource: string; messages: string }) => {
  const dataProvider = useDataProvider();
  return (
    <BulkActionButton
      label="app.bulk.delete"
      icon={<DeleteIcon />}
      color="error"
      title={`app.bulk.${messages}.delete_title`}
      content={`app.bulk.${messages}.delete_content`}
      done={`app.bulk.${messages}.deleted`}
      action={(id) => dataProvider.delete(resource, { id })}
    />
  );
};
