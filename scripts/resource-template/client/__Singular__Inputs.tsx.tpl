import { maxLength, required, TextInput } from 'react-admin';

/** The fields a form writes (the schema's, server/src/api/__singular__); the brand is the current one. */
export const __SINGULAR___FIELDS = ['title', 'description'] as const;

const TITLE = [required('app.__plural__.title_required'), maxLength(200)];
const DESCRIPTION = [maxLength(2000)];

/** Title and description, checked at the field as the server checks them. */
export const __Singular__Inputs = () => (
  <>
    <TextInput source="title" validate={TITLE} fullWidth />
    <TextInput source="description" validate={DESCRIPTION} multiline minRows={3} fullWidth />
  </>
);
