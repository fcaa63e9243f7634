import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { emailColumn, nameColumn, statusColumn } from '../common/export/peopleColumns';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { UserNameField } from '../common/UserNameField';
import { SearchFilter } from '../common/SearchFilter';
import { InviteButton } from '../common/InviteButton';
import { PendingInvitations } from '../invitations/PendingInvitations';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { SalesBulkActions } from './SalesBulkActions';
import { StackedList } from '../common/StackedList';
import { ListActions } from '../common/ListActions';
import { STATUS_CHOICES, STATUS_FILTER } from '../common/peopleFilters';

/** Aktiv or Gesperrt, from the user's `blocked`. */
export const SalesStatusField = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.blocked ? (
    <Chip size="small" color="error" variant="outlined" label={translate('app.sales.status.blocked')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate('app.sales.status.active')} />
  );
};

const Actions = () => {
  const { role } = useSession();
  return (
    <ListActions savedViews>
      <ListExportButton />
      {canAccess(role, 'sales', 'create') && (
        <InviteButton roles={['sales']} label="app.sales.invite" title="app.sales.invite_title" intro="app.sales.invite_intro" />
      )}
    </ListActions>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('app.sales.empty')}
    </Typography>
  );
};

const SALES_EXPORT = [nameColumn, emailColumn, statusColumn];

const salesFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="app.sales.search" />,
  <SelectInput key="status" source={STATUS_FILTER} label="resources.users.fields.status" choices={STATUS_CHOICES} alwaysOn />,
];

/** /sales: the current brand's field-sales staff; brand admins invite and open them. */
export const SalesList = () => {
  const { role } = useSession();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowClick = canAccess(role, 'sales', 'edit') ? (id: string | number) => `/sales/${id}/edit` : false;
  return (
    <>
      <List
        resource="sales"
        title="app.sales.title"
        filters={salesFilters}
        sort={{ field: 'email', order: 'ASC' }}
        perPage={25}
        exporter={useListExporter('app.exports.files.sales', SALES_EXPORT)}
        // The list (with its invite button) stays visible when the brand has nobody yet.
        empty={false}
        actions={<Actions />}
      >
        {isSmall ? (
          <StackedList
            to={rowClick && ((r) => rowClick(r.id))}
            primary={() => <UserNameField />}
            secondary={() => <TextField source="email" />}
            tertiary={() => <SalesStatusField />}
            empty={<Empty />}
          />
        ) : (
          <Datagrid
            bulkActionButtons={canAccess(role, 'sales', 'edit') ? <SalesBulkActions /> : false}
            size="small"
            rowClick={rowClick}
            body={KeyboardDatagridBody}
            empty={<Empty />}
          >
            <UserNameField label="resources.users.fields.name" sortBy="profile.lastName" />
            <TextField source="email" />
            <SalesStatusField label="resources.users.fields.status" sortBy="blocked" />
          </Datagrid>
        )}
      </List>
      {canAccess(role, 'sales', 'create') && <PendingInvitations roles={['sales']} />}
    </>
  );
};
