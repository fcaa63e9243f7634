import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { Box, Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  HttpError,
  ImageField,
  Loading,
  maxLength,
  SelectInput,
  TextInput,
  Title,
  useAuthProvider,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { useSession } from '../providers/useSession';
import type { SessionUser } from '../providers/access';
import { imagePreview } from '../common/formValues';
import { OWN_PROFILE_FIELDS, ownProfileBody, SALUTATIONS, StoredProfile, storedProfile } from './ownProfile';
import { readAgain } from '../providers/queryClient';
import { LabelledImageInput } from '../common/LabelledImageInput';
import { ConflictAlert } from '../common/EditConflict';

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

/**
 * Leaves for /profile once the form counts the save as done: leaving from inside the submit would
 * meet the unsaved-changes warning (docs/decisions/0019-conditional-saves.md). A failed save sets a
 * root error, so it does not count, and the warning stays.
 */
const LeaveWhenSaved = () => {
  const { isSubmitSuccessful } = useFormState();
  const navigate = useNavigate();
  useEffect(() => {
    if (isSubmitSuccessful) navigate('/profile');
  }, [isSubmitSuccessful, navigate]);
  return null;
};

/**
 * /profile/edit: the own profile and picture. Role and brands are never sent (the server refuses them
 * too). The form starts from the user as stored now, and its save names that version.
 */
export const ProfileEdit = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { user } = useSession();
  const current = useQuery({ queryKey: ['auth', 'ownProfile'], queryFn: () => authProvider!.refreshUser(), enabled: !!authProvider, gcTime: 0 });
  if (!user) return null;
  if (current.isPending) return <Loading />;
  // Loading again after a conflict starts a new form from the stored version.
  return <ProfileForm key={String(current.data?.updatedAt ?? current.dataUpdatedAt)} user={current.data ?? user} onReload={() => current.refetch()} />;
};

const ProfileForm = ({ user, onReload }: { user: SessionUser; onReload: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const stored = storedProfile(user);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      // The new picture is uploaded first; the user then points at the uploaded file.
      let image: number | null | undefined;
      if (values.image?.rawFile instanceof File) image = (await dataProvider.upload(values.image.rawFile)).id;
      else if (!values.image && user.image) image = null;
      const profile = ownProfileBody(values.profile, stored.target);
      await dataProvider.updateOwnProfile(user.id, image === undefined ? { profile } : { profile, image }, user.updatedAt);
      // The top bar shows the stored user and react-admin's identity: both are read again.
      await authProvider?.refreshUser?.();
      await readAgain(queryClient, { queryKey: ['auth', 'getIdentity'] });
      notify('app.profile.saved', { type: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      const message = (error as Error)?.message || 'app.errors.server';
      notify(message, { type: 'error' });
      return { root: { serverError: message } };
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
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.profile.edit_title')}
          </Typography>
          {conflict && <ConflictAlert onReload={onReload} />}
          <Form defaultValues={defaultValues} onSubmit={save as never} noValidate warnWhenUnsavedChanges>
            <LeaveWhenSaved />
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
