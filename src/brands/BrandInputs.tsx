import { Grid } from '@mui/material';
import { AutocompleteArrayInput, email, ImageField, maxLength, ReferenceArrayInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { imagePreview, relationsAsIds } from '../common/formValues';
import { LabelledImageInput } from '../common/LabelledImageInput';

/** Relations as ids, the way the license inputs edit them. */
export const brandFormRecord = (record: RaRecord) => relationsAsIds(record, { one: ['license'], many: ['addons'] });

/** What a brand profile form writes (never license, add-ons or history). */
export const BRAND_PROFILE_FIELDS = ['name', 'companyName', 'street', 'zip', 'city', 'phone', 'email', 'website', 'description', 'logo'];

export const BrandProfileInputs = () => (
  <Grid container columnSpacing={2}>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="name" validate={[required(), maxLength(120)]} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="companyName" validate={maxLength(200)} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="street" validate={maxLength(200)} />
    </Grid>
    <Grid size={{ xs: 4, md: 2 }}>
      <TextInput source="zip" validate={maxLength(10)} />
    </Grid>
    <Grid size={{ xs: 8, md: 4 }}>
      <TextInput source="city" validate={maxLength(100)} />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="phone" validate={maxLength(50)} />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="email" type="email" validate={email()} />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="website" validate={maxLength(300)} />
    </Grid>
    <Grid size={12}>
      <TextInput source="description" multiline minRows={3} validate={maxLength(5000)} />
    </Grid>
    <Grid size={12}>
      <LabelledImageInput source="logo" accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] }} format={imagePreview}>
        <ImageField source="src" title="name" />
      </LabelledImageInput>
    </Grid>
  </Grid>
);

export const BrandLicenseInputs = () => (
  <>
    <ReferenceInput source="license" reference="licenses" sort={{ field: 'id', order: 'ASC' }}>
      <SelectInput optionText="name" label="resources.brands.fields.license" emptyText="app.brands.detail.no_license" />
    </ReferenceInput>
    <ReferenceArrayInput source="addons" reference="addons" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput optionText="name" label="resources.brands.fields.addons" />
    </ReferenceArrayInput>
  </>
);
