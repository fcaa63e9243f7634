import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, ImageField, maxLength, SelectInput, TextInput, Title, useAuthProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { useSession } from '../providers/useSession';
import { imagePreview } from '../common/formValues';
import { OWN_PROFILE_FIELDS, ownProfileBody, SALUTATIONS, StoredProfile, storedProfile } from './ownProfile';
import { readAgain } from '../providers/queryClient';
import { LabelledImageInput } from '../common/LabelledImageInput';

type ImageValue = { url?: string; src?: string; rawFile?: File } | null;
type Values = { email?: string; image?: ImageValue; profile?: StoredProfile };

const CHOICES = SALUTATIONS.map((id) => ({ id, name: `app.sales.salutations.${id}` }));

const Heading = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" fontWeight={600} sx={{ mt: 2, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
};

const field = (name: (typeof OWN_PROFILE_FIELDS)[number], max: number) => (
  <TextInput source={`profile.${name}`} label={`app.profile.fields.${name}`} validate={maxLength(max)} />
);

/** /profile/edit: the own profile and picture. Role and brands are never sent (the server refuses them too). */
export const ProfileEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { user } = useSession();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const stored = storedProfile(user);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      // The new picture is uploaded first; the user then points at the uploaded file.
      let image: number | null | undefined;
      if (values.image?.rawFile instanceof File) image = (await dataProvider.upload(values.image.rawFile)).id;
      else if (!values.image && user.image) image = null;
      const profile = ownProfileBody(values.profile, stored.target);
      await dataProvider.updateOwnProfile(user.id, image === undefined ? { profile } : { profile, image });
      // The top bar shows the stored user and react-admin's identity: both are read again.
      await authProvider?.refreshUser?.();
      await readAgain(queryClient, { queryKey: ['auth', 'getIdentity'] });
      notify('app.profile.saved', { type: 'success' });
      navigate('/profile');
    } catch (error) {
      notify((error as Error)?.message || 'app.errors.server', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const defaultValues: Values = {
    email: user.email,
    image: user.image?.url ? { url: user.image.url } : null,
    profile: Object.fromEntries(OWN_PROFILE_FIELDS.map((f) => [f, stored[f] ?? ''])),
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.profile.edit_title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.profile.edit_title')}
          </Typography>
          <Form defaultValues={defaultValues} onSubmit={save as never} noValidate>
            <LabelledImageInput
              source="image"
              label="app.profile.image"
              helperText="app.profile.image_hint"
              accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] }}
              format={imagePreview}
            >
              <ImageField source="src" title="name" />
            </LabelledImageInput>
            <Heading label="app.profile.sections.person" />
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <SelectInput source="profile.salutation" label="app.profile.fields.salutation" choices={CHOICES} emptyText="" />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>{field('title', 50)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 100)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 100)}</Grid>
            </Grid>
            <Heading label="app.profile.sections.contact" />
            <TextInput source="email" label="app.profile.fields.email" disabled helperText="app.profile.email_hint" />
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 50)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{field('practice', 200)}</Grid>
              <Grid size={12}>{field('street', 200)}</Grid>
              <Grid size={{ xs: 4, sm: 3 }}>{field('zip', 10)}</Grid>
              <Grid size={{ xs: 8, sm: 9 }}>{field('city', 100)}</Grid>
            </Grid>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {translate('ra.action.save')}
              </Button>
              <Button component={Link} to="/profile">
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
