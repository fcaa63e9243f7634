import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

/** Block and unblock the selected people of a list of users (`resource`), each confirmed, person by person. */
export const BlockBulkActions = ({ resource }: { resource: string }) => {
  const dataProvider = useDataProvider();
  const setBlocked = (blocked: boolean) => (id: Identifier, record?: RaRecord) =>
    dataProvider.update(resource, { id, data: { blocked }, previousData: record ?? { id } });
  return (
    <>
      <BulkActionButton
        label="app.bulk.people.block"
        icon={<BlockIcon />}
        title="app.bulk.people.block_title"
        content="app.bulk.people.block_content"
        done="app.bulk.people.blocked"
        action={setBlocked(true)}
      />
      <BulkActionButton
        label="app.bulk.people.unblock"
        icon={<CheckCircleIcon />}
        title="app.bulk.people.unblock_title"
        content="app.bulk.people.unblock_content"
        done="app.bulk.people.unblocked"
        action={setBlocked(false)}
      />
    </>
  );
};
