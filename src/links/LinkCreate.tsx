import { useSearchParams } from 'react-router-dom';
import { Create, SimpleForm } from 'react-admin';
import { LinkInputs } from './LinkInputs';

/** /link-management/create, optionally for a brand (?brand=…) from the brand page. */
export const LinkCreate = () => {
  const [params] = useSearchParams();
  const brand = params.get('brand');
  return (
    <Create resource="link-management" title="app.links.create_title" redirect={() => (brand ? `brand-management/${brand}` : 'link-management')}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ brand }} mode="onBlur" reValidateMode="onBlur">
        <LinkInputs />
      </SimpleForm>
    </Create>
  );
};
