import { Divider, Grid, Typography } from '@mui/material';
import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, maxLength, useRecordContext, useTranslate } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { EditConflict } from '../common/EditConflict';
import { personName } from '../common/personName';
import { RemoveFromBrandButton } from '../common/RemoveFromBrandButton';
import { SalesLinkSection } from './SalesLinkSection';
import { RecordAuditHistory } from '../audit-log/AuditHistory';

const SALUTATIONS = ['herr', 'frau', 'divers'].map((id) => ({ id, name: `app.sales.salutations.${id}` }));

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate('app.sales.edit_title', { name: personName(record) })}</span>;
};

const SectionTitle = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" fontWeight={600} sx={{ mt: 2, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
};

const SalesToolbar = () => (
  <FormToolbar cancelTo="/sales">
    <RemoveFromBrandButton resource="sales" />
  </FormToolbar>
);

/** The `profile` component fields a brand admin keeps for their field-sales staff. */
const ProfileInputs = () => (
  <Grid container columnSpacing={2}>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="profile.salutation" choices={SALUTATIONS} emptyText="" />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="profile.title" validate={maxLength(50)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="profile.firstName" validate={maxLength(100)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="profile.lastName" validate={maxLength(100)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="profile.phone" validate={maxLength(50)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="profile.practice" validate={maxLength(200)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="profile.street" validate={maxLength(200)} />
    </Grid>
    <Grid size={{ xs: 4, md: 2 }}>
      <TextInput source="profile.zip" validate={maxLength(10)} />
    </Grid>
    <Grid size={{ xs: 8, md: 4 }}>
      <TextInput source="profile.city" validate={maxLength(100)} />
    </Grid>
  </Grid>
);

/** Only what this page edits goes to the server; `blocked` only when it changed. */
export const salesBody = (data: RaRecord, previous?: RaRecord) => {
  const body: Record<string, unknown> = { profile: data.profile ?? null };
  if (!!data.blocked !== !!previous?.blocked) body.blocked = !!data.blocked;
  return body;
};

/** /sales/{id}/edit: profile, status, the invitation link of the current brand, removal from the brand. */
export const SalesEdit = () => {
  const { role } = useSession();
  const canEdit = canAccess(role, 'sales', 'edit');
  return (
    <Edit
      resource="sales"
      mutationMode="pessimistic"
      redirect="list"
      title={<Title />}
      transform={(data: RaRecord, options?: { previousData?: RaRecord }) => salesBody(data, options?.previousData)}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={canEdit ? <SalesToolbar /> : false} disabled={!canEdit}>
        <PageBreadcrumbs list="/sales" listLabel="app.menu.sales" />
        <EditConflict />
        <SectionTitle label="app.sales.sections.profile" />
        <TextInput source="email" disabled />
        <ProfileInputs />
        <SectionTitle label="app.sales.sections.status" />
        <BooleanInput source="blocked" helperText="app.sales.blocked_hint" />
      </SimpleForm>
      <Divider />
      <SalesLinkSection />
      <RecordAuditHistory resource="user" />
    </Edit>
  );
};
