import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { canAccess, effectiveRole } from '../providers/access';
import type { SessionUser } from '../providers/access';
import { useSession } from '../providers/useSession';
import { UserNameField } from '../common/UserNameField';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { emailColumn, nameColumn } from '../common/export/peopleColumns';
import type { ExportColumn } from '../common/export/listCsv';
import { SearchFilter } from '../common/SearchFilter';
import { InviteButton } from '../common/InviteButton';
import { PendingInvitations } from '../invitations/PendingInvitations';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { StackedList } from '../common/StackedList';
import { ListActions } from '../common/ListActions';

/** The user's role in the current brand: the per-brand role if there is one, else the global role. */
export const brandRoleOf = (record: RaRecord | undefined, currentBrandId: string | null) => effectiveRole(record as SessionUser | undefined, currentBrandId);

export const BrandRoleField = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { user, currentBrandId } = useSession();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{translate(`app.roles.${brandRoleOf(record, currentBrandId)}`)}</span>
      {record.id === user?.id && <Chip size="small" variant="outlined" label={translate('app.team.you')} />}
    </Stack>
  );
};

const Actions = () => {
  const { role } = useSession();
  return (
    <ListActions>
      <ListExportButton />
      {canAccess(role, 'brand-admins', 'create') && (
        <InviteButton
          roles={['brand_admin', 'visual_brand_admin']}
          label="app.brand_admins.invite"
          title="app.brand_admins.invite_title"
          intro="app.brand_admins.invite_intro"
        />
      )}
    </ListActions>
  );
};

/** /brand-admins: who administers or views the current brand, with the role they hold in it. */
export const BrandAdminList = () => {
  const { role, user, currentBrandId } = useSession();
  const canEdit = canAccess(role, 'brand-admins', 'edit');
  const exportColumns: ExportColumn<RaRecord>[] = [
    nameColumn,
    emailColumn,
    { label: 'resources.users.fields.brand_role', value: (r, translate) => translate(`app.roles.${brandRoleOf(r, currentBrandId)}`) },
  ];
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // One's own access is changed by someone else (the server refuses it too).
  const rowClick = (id: string | number) => (canEdit && id !== user?.id ? `/brand-admins/${id}/edit` : false);
  return (
    <>
      <List
        resource="brand-admins"
        title="app.brand_admins.title"
        filters={[<SearchFilter key="q" source="q" alwaysOn placeholder="app.brand_admins.search" />]}
        sort={{ field: 'email', order: 'ASC' }}
        perPage={25}
        exporter={useListExporter('app.exports.files.brand_admins', exportColumns)}
        empty={false}
        actions={<Actions />}
      >
        {isSmall ? (
          <StackedList
            to={(r) => rowClick(r.id)}
            primary={() => <UserNameField />}
            secondary={() => <TextField source="email" />}
            tertiary={() => <BrandRoleField />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} size="small" rowClick={rowClick} body={KeyboardDatagridBody}>
            <UserNameField label="resources.users.fields.name" sortBy="profile.lastName" />
            <TextField source="email" />
            <BrandRoleField label="resources.users.fields.brand_role" />
          </Datagrid>
        )}
      </List>
      {canAccess(role, 'brand-admins', 'create') && <PendingInvitations roles={['brand_admin', 'visual_brand_admin']} />}
    </>
  );
};
