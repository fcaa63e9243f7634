import { useSearchParams } from 'react-router-dom';
import { Create, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { LinkInputs } from './LinkInputs';

/** /link-management/create, optionally for a brand (?brand=…) from the brand page. */
export const LinkCreate = () => {
  const [params] = useSearchParams();
  const brand = params.get('brand');
  // Opened from a brand's page, it goes back there.
  const from = brand ? `/brand-management/${brand}` : '/link-management';
  return (
    <Create resource="link-management" title="app.links.create_title" redirect={() => from.slice(1)}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ brand }} mode="onBlur" reValidateMode="onBlur" toolbar={<FormToolbar cancelTo={from} />}>
        <PageBreadcrumbs list="/link-management" listLabel="app.menu.link_management" current="ra.action.create" />
        <LinkInputs />
      </SimpleForm>
    </Create>
  );
};
