import { AutocompleteArrayInput, BooleanInput, ImageField, maxLength, ReferenceArrayInput, required, SelectInput, TextInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { imagePreview, relationsAsIds } from '../common/formValues';
import { LabelledImageInput } from '../common/LabelledImageInput';
import { ContentInput } from './ContentInput';

export const POST_TYPES = ['news', 'product', 'study', 'service'].map((id) => ({ id, name: `app.posts.types.${id}` }));

/** Relations as ids, the way the inputs edit them. */
export const postFormRecord = (record: RaRecord) => relationsAsIds(record, { many: ['specializations'] });

export const POST_FIELDS = ['title', 'type', 'content', 'teaserImage', 'specializations', 'hideForRepresentative', 'hideForPTA'];

export const PostInputs = () => (
  <>
    <TextInput source="title" validate={[required(), maxLength(200)]} />
    <SelectInput source="type" choices={POST_TYPES} validate={required()} />
    <ContentInput />
    <LabelledImageInput source="teaserImage" accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] }} format={imagePreview}>
      <ImageField source="src" title="name" />
    </LabelledImageInput>
    <ReferenceArrayInput source="specializations" reference="specializations" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.posts.fields.specializations" optionText="name" />
    </ReferenceArrayInput>
    <BooleanInput source="hideForRepresentative" />
    <BooleanInput source="hideForPTA" />
  </>
);
