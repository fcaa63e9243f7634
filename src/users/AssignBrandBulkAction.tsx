import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useDataProvider, useGetList, useTranslate, type Identifier } from 'react-admin';
import { BulkActionButton } from '../common/BulkActionButton';

/**
 * "Brand zuweisen": adds the chosen brand to each selected user, one PUT per user with
 * `brands: { connect }` (their other brands stay). The server lets only operators do it for any brand.
 */
export const AssignBrandBulkAction = ({ resource }: { resource: string }) => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [brand, setBrand] = useState('');
  const { data: brands = [] } = useGetList('brands', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const assign = (id: Identifier) => dataProvider.update(resource, { id, data: { brands: { connect: [brand] } }, previousData: { id } });
  return (
    <BulkActionButton
      label="app.bulk.people.assign_brand"
      icon={<AddBusinessIcon />}
      title="app.bulk.people.assign_brand_title"
      content="app.bulk.people.assign_brand_content"
      done="app.bulk.people.brand_assigned"
      action={assign}
      ready={!!brand}
    >
      <TextField
        select
        fullWidth
        size="small"
        sx={{ mt: 2 }}
        label={translate('app.bulk.people.brand')}
        value={brand}
        onChange={(event) => setBrand(event.target.value)}
        helperText={brand ? ' ' : translate('app.bulk.people.choose_brand')}
      >
        {brands.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkActionButton>
  );
};
