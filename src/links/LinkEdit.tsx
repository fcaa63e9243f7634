import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { LinkInputs, linkFormRecord } from './LinkInputs';

const LinkTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate('app.links.edit_title', { link: record?.link ?? '' })}</span>;
};

/** /link-management/{id}: an unknown id says "Ungültige ID" (the spec's "Error catalogue"). */
export const LinkEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="link-management"
      mutationMode="pessimistic"
      title={<LinkTitle />}
      redirect="list"
      queryOptions={{
        select: linkFormRecord,
        onError: () => {
          notify('app.links.invalid_id', { type: 'error' });
          redirect('list', 'link-management');
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onBlur" toolbar={<FormToolbar cancelTo="/link-management" />}>
        <PageBreadcrumbs list="/link-management" listLabel="app.menu.link_management" current="ra.action.edit" />
        <LinkInputs />
      </SimpleForm>
    </Edit>
  );
};
