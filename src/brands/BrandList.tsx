import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { BRAND_EXPORT } from './brandExport';
import { CreateButton, Datagrid, FunctionField, List, ReferenceInput, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { SavedViewsAside } from '../common/SavedViews';
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import TableChartIcon from '@mui/icons-material/TableChart';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import type { RaRecord } from 'react-admin';
import { formatDate } from '../common/dates';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { BRAND_LIST } from './listDefaults';

// The hint says when the search applies (the spec's "Validation rules").
const BrandSearch = (_props: { source: 'q'; alwaysOn: boolean }) => {
  const translate = useTranslate();
  const text = translate('app.brands.search');
  return <SearchInput source="q" placeholder={text} inputProps={{ 'aria-label': text }} helperText={translate('app.brands.search_hint')} />;
};

const brandFilters = [
  <BrandSearch key="q" source="q" alwaysOn />,
  <ReferenceInput key="license" source="license.documentId" reference="licenses" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput label="resources.brands.fields.license" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="addon" source="addons.documentId" reference="addons" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput label="resources.brands.fields.addons" optionText="name" />
  </ReferenceInput>,
];

const BrandListActions = () => {
  const { role } = useSession();
  const translate = useTranslate();
  return (
    <TopToolbar>
      {canAccess(role, 'link-management', 'list') && (
        <Button component={Link} to="/link-management" startIcon={<LinkIcon />}>
          {translate('app.links.title')}
        </Button>
      )}
      {canAccess(role, 'mail-outbox', 'list') && (
        <Button component={Link} to="/mail-outbox" startIcon={<MailOutlineIcon />}>
          {translate('app.mail_outbox.title')}
        </Button>
      )}
      {canAccess(role, 'table-management', 'list') && (
        <Button component={Link} to="/table-management" startIcon={<TableChartIcon />}>
          {translate('app.brands.tables_link')}
        </Button>
      )}
      <ListExportButton />
      {canAccess(role, 'brand-management', 'create') && <CreateButton label="app.brands.create_title" />}
    </TopToolbar>
  );
};

/** /brand-management: every brand, 10 per page, searchable and sortable; employees read only. */
export const BrandList = () => (
  <List
    filters={brandFilters}
    perPage={BRAND_LIST.perPage}
    sort={BRAND_LIST.sort}
    title="app.menu.brand_management"
    exporter={useListExporter('app.exports.files.brands', BRAND_EXPORT)}
    aside={<SavedViewsAside />}
    actions={<BrandListActions />}
  >
    <Datagrid bulkActionButtons={false} size="small" rowClick={(id) => `/brand-management/${id}`} body={KeyboardDatagridBody}>
      <TextField source="numericId" sortBy="id" />
      <TextField source="name" />
      <TextField source="companyName" />
      <TextField source="license.name" label="resources.brands.fields.license" sortBy="license.name" />
      <TextField source="city" />
      <FunctionField source="createdAt" render={(record: RaRecord) => formatDate(record.createdAt)} />
    </Datagrid>
  </List>
);
