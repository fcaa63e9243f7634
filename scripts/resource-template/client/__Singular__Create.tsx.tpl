import { Create, SimpleForm } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useSession } from '../providers/useSession';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { __Singular__Inputs, __SINGULAR___FIELDS } from './__Singular__Inputs';

/** /__plural__/create: a new __singular__ of the current brand. */
export const __Singular__Create = () => {
  const { currentBrandId } = useSession();
  return (
    <Create
      resource="__plural__"
      title="app.__plural__.create_title"
      redirect="list"
      transform={(data: RaRecord) => ({ ...Object.fromEntries(__SINGULAR___FIELDS.map((f) => [f, data[f]])), brand: currentBrandId })}
    >
      <SimpleForm warnWhenUnsavedChanges mode="onBlur" reValidateMode="onBlur" toolbar={<FormToolbar cancelTo="/__plural__" />}>
        <PageBreadcrumbs list="/__plural__" listLabel="app.__plural__.title" current="ra.action.create" />
        <__Singular__Inputs />
      </SimpleForm>
    </Create>
  );
};
