import { DeleteWithConfirmButton, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { EditConflict } from '../common/EditConflict';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { __Singular__Inputs, __SINGULAR___FIELDS } from './__Singular__Inputs';

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate('app.__plural__.edit_title', { title: record?.title ?? '' })}</span>;
};

/** /__plural__/{id}: change or delete (asked first, then undoable) a __singular__ of the current brand. */
export const __Singular__Edit = () => (
  <Edit
    resource="__plural__"
    mutationMode="pessimistic"
    redirect="list"
    title={<Title />}
    transform={(data: RaRecord) => Object.fromEntries([...__SINGULAR___FIELDS, 'updatedAt'].map((f) => [f, data[f]]))}
  >
    <SimpleForm
      warnWhenUnsavedChanges
      mode="onBlur"
      reValidateMode="onBlur"
      toolbar={
        <FormToolbar cancelTo="/__plural__">
          <DeleteWithConfirmButton mutationMode="undoable" />
        </FormToolbar>
      }
    >
      <PageBreadcrumbs list="/__plural__" listLabel="app.__plural__.title" current="ra.action.edit" />
      <EditConflict />
      <__Singular__Inputs />
    </SimpleForm>
  </Edit>
);
