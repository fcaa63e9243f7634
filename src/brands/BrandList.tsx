import { Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { formatDate } from '../common/dates';

// `alwaysOn` and `source` are read by the filter form from the element itself.
const BrandSearch = (_props: { source: string; alwaysOn: boolean }) => {
  const translate = useTranslate();
  return <SearchInput source="q" placeholder={translate('app.brands.search')} helperText={translate('app.brands.search_hint')} />;
};

const brandFilters = [<BrandSearch key="q" source="q" alwaysOn />];

/** /brand-management: every brand, 10 per page, searchable and sortable. */
export const BrandList = () => (
  <List filters={brandFilters} perPage={10} sort={{ field: 'name', order: 'ASC' }} title="app.menu.brand_management" exporter={false}>
    <Datagrid bulkActionButtons={false} size="small" rowClick={false}>
      <TextField source="numericId" label="app.brands.fields.numericId" sortBy="id" />
      <TextField source="name" label="app.brands.fields.name" />
      <TextField source="companyName" label="app.brands.fields.companyName" />
      <TextField source="license.name" label="app.brands.fields.license" sortBy="license.name" />
      <TextField source="city" label="app.brands.fields.city" />
      <FunctionField
        source="createdAt"
        label="app.brands.fields.createdAt"
        render={(record: RaRecord) => formatDate(record.createdAt)}
      />
    </Datagrid>
  </List>
);
