import { DateField, EditButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';

const Title = () => <span>{useRecordContext()?.title ?? ''}</span>;

/** /__plural__/{id}/show: a __singular__ of the current brand, to read. */
export const __Singular__Show = () => {
  const { role } = useSession();
  return (
    <Show resource="__plural__" title={<Title />} actions={<TopToolbar>{canAccess(role, '__plural__', 'edit') && <EditButton />}</TopToolbar>}>
      <SimpleShowLayout>
        <PageBreadcrumbs list="/__plural__" listLabel="app.__plural__.title" current="ra.action.show" />
        <TextField source="title" />
        <TextField source="description" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
};
