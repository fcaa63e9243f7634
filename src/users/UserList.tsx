import { Chip, Stack } from '@mui/material';
import { FunctionField, List, ReferenceInput, AutocompleteInput, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { ColumnGrid } from '../common/ColumnGrid';
import { BlockBulkActions } from '../common/BlockBulkActions';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { createdColumn, emailColumn, nameColumn, roleColumn } from '../common/export/peopleColumns';
import type { ExportColumn } from '../common/export/listCsv';
import { UserNameField } from '../common/UserNameField';
import { SearchFilter } from '../common/SearchFilter';
import { formatDate, formatDateTime } from '../common/dates';
import { roleChoices } from '../common/roleChoices';
import { AssignBrandBulkAction } from './AssignBrandBulkAction';
import { ERASURE_CHOICES, ERASURE_FILTER, SIGN_IN_CHOICES, SIGN_IN_FILTER, STATUS_CHOICES, STATUS_FILTER } from '../common/peopleFilters';
import { InviteUserButton } from './InviteUserButton';

export const RoleField = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{record?.role?.type ? translate(`app.roles.${record.role.type}`) : ''}</span>;
};

const BrandChips = (_props: { label?: string }) => {
  const record = useRecordContext();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {(record?.brands ?? []).map((b: RaRecord) => (
        <Chip key={b.id} size="small" label={b.name} />
      ))}
    </Stack>
  );
};

/** The user list's export: its columns, the brands by name. */
const USER_EXPORT: ExportColumn<RaRecord>[] = [
  nameColumn,
  emailColumn,
  roleColumn,
  { label: 'resources.users.fields.brands', value: (r) => (r.brands ?? []).map((b: RaRecord) => b.name).join(', ') },
  createdColumn,
];

const userFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="app.users.search" />,
  <SelectInput key="role" source="role.type" label="resources.users.fields.role" choices={roleChoices()} alwaysOn />,
  <ReferenceInput key="brand" source="brands.documentId" reference="brands" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.users.fields.brand" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="status" source={STATUS_FILTER} label="resources.users.fields.status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="signed_in" source={SIGN_IN_FILTER} label="app.users.filters.signed_in" choices={SIGN_IN_CHOICES} alwaysOn sx={{ minWidth: 210 }} />,
  <SelectInput key="erasure" source={ERASURE_FILTER} label="app.erasure.filter" choices={ERASURE_CHOICES} alwaysOn />,
];

/** The name, and the marker „Löschung beantragt“ when the person asked for their erasure (operators confirm it on the edit page). */
const NameWithErasureRequest = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <UserNameField />
      {record?.erasureRequestedAt && <Chip size="small" color="warning" label={translate('app.erasure.requested_marker')} />}
    </Stack>
  );
};

/** /user-management: every user with role and brands, filtered by role, brand, status, last sign-in and text. */
export const UserList = () => (
  <List
    resource="user-management"
    title="app.users.title"
    filters={userFilters}
    sort={{ field: 'email', order: 'ASC' }}
    perPage={25}
    exporter={useListExporter('app.exports.files.users', USER_EXPORT)}
    actions={
      <ListActions savedViews columns>
        <ListExportButton />
        <InviteUserButton />
      </ListActions>
    }
  >
    <ColumnGrid
      bulkActionButtons={
        <>
          <AssignBrandBulkAction resource="user-management" />
          <BlockBulkActions resource="user-management" />
        </>
      }
      rowClick="edit"
      secondary={['createdAt']}
    >
      <NameWithErasureRequest label="resources.users.fields.name" sortBy="profile.lastName" />
      <TextField source="email" />
      <RoleField label="resources.users.fields.role" sortBy="role.name" />
      <BrandChips label="resources.users.fields.brands" />
      <FunctionField source="createdAt" render={(r: RaRecord) => formatDate(r.createdAt)} />
      <FunctionField source="lastSignInAt" render={(r: RaRecord) => (r.lastSignInAt ? formatDateTime(r.lastSignInAt) : '')} />
    </ColumnGrid>
  </List>
);
