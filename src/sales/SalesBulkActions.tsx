import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandMember } from '../providers/brandTeam';
import { BulkActionButton } from '../common/BulkActionButton';
import { BlockBulkActions } from '../common/BlockBulkActions';

/** Block, unblock or remove the selected field-service staff from the current brand, each confirmed, person by person. */
export const SalesBulkActions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <BlockBulkActions resource="sales" />
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
