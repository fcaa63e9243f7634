import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { EditConflict } from '../common/EditConflict';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { BRAND_PROFILE_FIELDS, BrandLicenseInputs, BrandProfileInputs, brandFormRecord } from './BrandInputs';

const BrandEdit = ({ title, current, children, fields }: { title: string; current: string; children: ReactNode; fields: string[] }) => {
  const { id } = useParams();
  return (
    <Edit
      resource="brand-management"
      id={id}
      mutationMode="pessimistic"
      redirect={() => `brand-management/${id}`}
      queryOptions={{ select: brandFormRecord }}
      title={<EditTitle title={title} />}
      // Only what this page edits goes to the server.
      transform={(data: RaRecord) => Object.fromEntries(fields.map((f) => [f, data[f]]))}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo={`/brand-management/${id}`} />}>
        <PageBreadcrumbs list="/brand-management" listLabel="app.menu.brand_management" detail={`/brand-management/${id}`} current={current} />
        <EditConflict />
        {children}
      </SimpleForm>
    </Edit>
  );
};

const EditTitle = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <span>{translate(title, { name: record?.name ?? '' })}</span>;
};

/** /brand-management/{id}/edit-profile */
export const BrandEditProfile = () => (
  <BrandEdit title="app.brands.edit_profile_title" current="app.brands.detail.edit_profile" fields={BRAND_PROFILE_FIELDS}>
    <BrandProfileInputs />
  </BrandEdit>
);

/** /brand-management/{id}/edit-license: every change lands in the booking history (server). */
export const BrandEditLicense = () => {
  const translate = useTranslate();
  return (
    <BrandEdit title="app.brands.edit_license_title" current="app.brands.detail.edit_license" fields={['license', 'addons']}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.brands.license_hint')}
      </Alert>
      <BrandLicenseInputs />
    </BrandEdit>
  );
};
