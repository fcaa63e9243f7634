import { useWatch } from 'react-hook-form';
import { AutocompleteInput, maxLength, ReferenceInput, regex, required, TextInput, useDataProvider, useRecordContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { personName } from '../common/personName';
import { relationsAsIds } from '../common/formValues';

/** Checks the server before saving, so a taken link is named at the field (the spec's "Validation rules"). */
const useLinkIsFree = () => {
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  return async (value: string) => {
    if (!value?.trim()) return undefined;
    const { total } = await dataProvider.getList('links', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { link_eqi: value.trim(), ...(record?.id ? { documentId_ne: record.id } : {}) },
    });
    return total ? 'app.links.exists' : undefined;
  };
};

const SalesUserInput = () => {
  const brand = useWatch({ name: 'brand' });
  return (
    <ReferenceInput
      source="salesUser"
      reference="users"
      filter={{ 'role.type': 'sales', ...(brand ? { 'brands.documentId': brand } : {}) }}
      sort={{ field: 'email', order: 'ASC' }}
    >
      <AutocompleteInput
        label="resources.links.fields.salesUser"
        optionText={(user: RaRecord) => `${personName(user)} (${user.email})`}
        filterToQuery={(q) => ({ q })}
      />
    </ReferenceInput>
  );
};

export const LinkInputs = () => {
  const linkIsFree = useLinkIsFree();
  return (
    <>
      <TextInput source="link" validate={[required(), maxLength(100), regex(/^[A-Za-z0-9_-]+$/, 'app.links.format'), linkIsFree]} />
      <ReferenceInput source="brand" reference="brands" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="resources.links.fields.brand" optionText="name" validate={required()} />
      </ReferenceInput>
      <SalesUserInput />
    </>
  );
};

/** Relations as ids, the way the inputs edit them. */
export const linkFormRecord = (record: RaRecord) => relationsAsIds(record, { one: ['brand', 'salesUser'] });
