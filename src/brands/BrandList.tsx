import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { BRAND_EXPORT } from './brandExport';
import { CreateButton, FunctionField, List, ReferenceInput, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import LinkIcon from '@mui/icons-material/Link';
import TableChartIcon from '@mui/icons-material/TableChart';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import type { RaRecord } from 'react-admin';
import { formatDate } from '../common/dates';
import { ColumnGrid } from '../common/ColumnGrid';
import { ListActions, type SecondaryAction } from '../common/ListActions';
import { BRAND_LIST } from './listDefaults';
import { useListToolsAfterContent } from '../common/listToolsAfterContent';

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

// The operator's other lists, reached from here too: behind „Weitere Aktionen“, beside the brands' own actions.
const MORE: (SecondaryAction & { resource: string })[] = [
  { resource: 'link-management', label: 'app.links.title', to: '/link-management', icon: <LinkIcon /> },
  { resource: 'mail-outbox', label: 'app.mail_outbox.title', to: '/mail-outbox', icon: <MailOutlineIcon /> },
  { resource: 'table-management', label: 'app.brands.tables_link', to: '/table-management', icon: <TableChartIcon /> },
  { resource: 'retention', label: 'app.retention.title', to: '/retention', icon: <AutoDeleteIcon /> },
];

const BrandListActions = () => {
  const { role } = useSession();
  return (
    <ListActions savedViews columns more={MORE.filter((action) => canAccess(role, action.resource, 'list'))}>
      <ListExportButton />
      {canAccess(role, 'brand-management', 'create') && <CreateButton label="app.brands.create_title" />}
    </ListActions>
  );
};

/**
 * /brand-management: every brand, 10 per page, searchable and sortable; employees read only. The
 * operators' landing screen: right after the sign-in its rows come before its tools.
 */
export const BrandList = () => (
  <List
    perPage={BRAND_LIST.perPage}
    sort={BRAND_LIST.sort}
    title="app.menu.brand_management"
    exporter={useListExporter('app.exports.files.brands', BRAND_EXPORT)}
    {...useListToolsAfterContent({ filters: brandFilters, actions: <BrandListActions /> })}
  >
    <ColumnGrid bulkActionButtons={false} rowClick={(id) => `/brand-management/${id}`} secondary={BRAND_LIST.secondary}>
      <TextField source="numericId" sortBy="id" />
      <TextField source="name" />
      <TextField source="companyName" />
      <TextField source="license.name" label="resources.brands.fields.license" sortBy="license.name" />
      <TextField source="city" />
      <FunctionField source="createdAt" render={(record: RaRecord) => formatDate(record.createdAt)} />
    </ColumnGrid>
  </List>
);
