import { Create, SimpleForm } from 'react-admin';
import { BrandLicenseInputs, BrandProfileInputs } from './BrandInputs';

/** /brand-management/create: profile, license and add-ons; the server books them into the history. */
export const BrandCreate = () => (
  <Create title="app.brands.create_title" redirect={(_resource, id) => `brand-management/${id}`}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={{ license: null, addons: [] }}>
      <BrandProfileInputs />
      <BrandLicenseInputs />
    </SimpleForm>
  </Create>
);
