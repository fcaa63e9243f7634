import { Alert, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  DeleteButton,
  Edit,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { ReactElement } from 'react';
import { EditConflict } from '../common/EditConflict';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { personName } from '../common/personName';
import { relationsAsIds } from '../common/formValues';
import { useSession } from '../providers/useSession';
import { BRAND_ROLE_CHOICES, roleChoices } from '../common/roleChoices';
import { useRoleIdByType } from './useRoleIdByType';
import type { RoleType } from '../providers/access';
import { PersonalDataButton } from '../profile/PersonalDataExport';
import { EraseAccountButton } from './EraseAccountButton';
import { RecordAuditHistory } from '../audit-log/AuditHistory';

/** The user as the form edits it: role by type, brands and per-brand roles by brand id. */
export const userFormRecord = (record: RaRecord) => ({
  ...relationsAsIds(record, { many: ['brands'] }),
  roleType: record.role?.type,
  userBrandRoles: (record.userBrandRoles ?? []).map((e: RaRecord) => ({ brand: e.brand?.id, role: e.role })),
});

const Title = ({ title }: { title: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate(title, { name: personName(record) })}</span>;
};

const UserToolbar = ({ isSelf, list, erasable }: { isSelf: boolean; list: string; erasable: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <FormToolbar cancelTo={list}>
      {!isSelf && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={translate('app.users.delete_confirm_title')}
          confirmContent={translate('app.users.delete_confirm_content', { name: personName(record) })}
        />
      )}
      {!isSelf && erasable && <EraseAccountButton />}
    </FormToolbar>
  );
};

const SectionTitle = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" fontWeight={600} sx={{ mt: 2, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
};

interface UserEditProps {
  resource: string;
  /** The list's title, where the breadcrumbs lead back to. */
  listLabel: string;
  title: string;
  roles: readonly RoleType[];
  /** Brands and per-brand roles are edited in the user management, not for employees. */
  withBrands: boolean;
  /** The page's actions above the form. */
  actions?: ReactElement;
}

/** Edits a user: profile, role (operators only, never one's own) and brand memberships. */
export const UserEditForm = ({ resource, listLabel, title, roles, withBrands, actions }: UserEditProps) => {
  const translate = useTranslate();
  const { user: me } = useSession();
  const roleIdByType = useRoleIdByType();
  return (
    <Edit
      resource={resource}
      mutationMode="pessimistic"
      redirect="list"
      title={<Title title={title} />}
      actions={actions}
      queryOptions={{ select: userFormRecord }}
      transform={(data: RaRecord, options?: { previousData?: RaRecord }) => {
        const isSelf = data.id === me?.id;
        const body: Record<string, unknown> = { profile: data.profile };
        if (isSelf) return body;
        if (data.roleType !== options?.previousData?.role?.type) body.role = roleIdByType(data.roleType);
        if (withBrands) {
          body.brands = data.brands ?? [];
          body.userBrandRoles = (data.userBrandRoles ?? []).filter((e: RaRecord) => e?.brand && e?.role);
        }
        return body;
      }}
    >
      <UserFormFields resource={resource} listLabel={listLabel} roles={roles} withBrands={withBrands} isSelfId={me?.id} translate={translate} />
      <RecordAuditHistory resource="user" />
    </Edit>
  );
};

const UserFormFields = ({
  resource,
  listLabel,
  roles,
  withBrands,
  isSelfId,
  translate,
}: {
  resource: string;
  listLabel: string;
  roles: readonly RoleType[];
  withBrands: boolean;
  isSelfId?: number;
  translate: (key: string) => string;
}) => {
  const record = useRecordContext();
  const isSelf = record?.id === isSelfId;
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<UserToolbar isSelf={isSelf} list={`/${resource}`} erasable={resource === 'user-management'} />}>
      <PageBreadcrumbs list={`/${resource}`} listLabel={listLabel} />
      <EditConflict />
      <SectionTitle label="app.users.sections.account" />
      <TextInput source="email" disabled />
      <SectionTitle label="app.users.sections.profile" />
      <TextInput source="profile.title" validate={maxLength(50)} />
      <TextInput source="profile.firstName" validate={maxLength(100)} />
      <TextInput source="profile.lastName" validate={maxLength(100)} />
      <TextInput source="profile.phone" validate={maxLength(50)} />
      <SectionTitle label="app.users.sections.access" />
      {isSelf && <Alert severity="info">{translate('app.users.own_role_hint')}</Alert>}
      <SelectInput source="roleType" label="resources.users.fields.role" choices={roleChoices(roles)} validate={required()} disabled={isSelf} />
      {withBrands && !isSelf && (
        <>
          <ReferenceArrayInput source="brands" reference="brands" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput label="resources.users.fields.brands" optionText="name" />
          </ReferenceArrayInput>
          <ArrayInput source="userBrandRoles" label="app.users.brand_roles" helperText="app.users.brand_roles_hint">
            <SimpleFormIterator inline disableReordering>
              <ReferenceInput source="brand" reference="brands" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label="resources.users.fields.brand" optionText="name" validate={required()} sx={{ minWidth: 240 }} />
              </ReferenceInput>
              <SelectInput source="role" label="resources.users.fields.brandRole" choices={BRAND_ROLE_CHOICES} validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
        </>
      )}
    </SimpleForm>
  );
};

/** „Daten exportieren“: the account's data as one archive (DSGVO Art. 15 and 20). */
const UserDataExport = () => {
  const record = useRecordContext();
  return record ? <PersonalDataButton userId={record.id} /> : null;
};

/** /user-management/{id} */
export const UserEdit = () => (
  <UserEditForm
    resource="user-management"
    listLabel="app.menu.user_management"
    title="app.users.detail_title"
    roles={['authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales']}
    withBrands
    actions={
      <TopToolbar>
        <UserDataExport />
      </TopToolbar>
    }
  />
);
