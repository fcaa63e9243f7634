import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandMember } from '../providers/brandTeam';
import { BulkActionButton } from '../common/BulkActionButton';

/** Block, unblock or remove the selected field-service staff from the current brand, each confirmed, person by person. */
export const SalesBulkActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const setBlocked = (blocked: boolean) => (id: string | number, record?: RaRecord) =>
    dataProvider.update('sales', { id, data: { blocked }, previousData: record ?? { id } });
  return (
    <>
      <BulkActionButton
        label="app.bulk.sales.block"
        icon={<BlockIcon />}
        title="app.bulk.sales.block_title"
        content="app.bulk.sales.block_content"
        done="app.bulk.sales.blocked"
        action={setBlocked(true)}
      />
      <BulkActionButton
        label="app.bulk.sales.unblock"
        icon={<CheckCircleIcon />}
        title="app.bulk.sales.unblock_title"
        content="app.bulk.sales.unblock_content"
        done="app.bulk.sales.unblocked"
        action={setBlocked(false)}
      />
      <BulkActionButton
        label="app.bulk.sales.remove"
        icon={<PersonRemoveIcon />}
        color="error"
        title="app.bulk.sales.remove_title"
        content="app.bulk.sales.remove_content"
        done="app.bulk.sales.removed"
        action={(_id, record) => dataProvider.removeFromBrand(record as BrandMember)}
      />
    </>
  );
};
