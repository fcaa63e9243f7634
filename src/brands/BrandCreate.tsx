import { Create, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { BrandLicenseInputs, BrandProfileInputs } from './BrandInputs';

/** /brand-management/create: profile, license and add-ons; the server books them into the history. */
export const BrandCreate = () => (
  <Create title="app.brands.create_title" redirect={(_resource, id) => `brand-management/${id}`}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={{ license: null, addons: [] }} toolbar={<FormToolbar cancelTo="/brand-management" />}>
      <PageBreadcrumbs list="/brand-management" listLabel="app.menu.brand_management" current="ra.action.create" />
      <BrandProfileInputs />
      <BrandLicenseInputs />
    </SimpleForm>
  </Create>
);
