import { Alert } from '@mui/material';
import { Edit, SimpleForm, useAuthProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { useSession } from '../providers/useSession';
import { EditConflict } from '../common/EditConflict';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { BRAND_PROFILE_FIELDS, BrandProfileInputs } from '../brands/BrandInputs';

/** /brand-profile/edit: the profile fields and the logo of the current brand (no license or add-ons). */
export const BrandProfileEdit = () => {
  const { currentBrandId } = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const authProvider = useAuthProvider<AppAuthProvider>();
  if (!currentBrandId)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.team.no_brand')}
      </Alert>
    );
  return (
    <Edit
      resource="brand-profile"
      id={currentBrandId}
      mutationMode="pessimistic"
      title="app.brand_profile.edit_title"
      // Only the profile goes to the server: brand admins may not write license, add-ons or history.
      transform={(data: RaRecord) => Object.fromEntries(BRAND_PROFILE_FIELDS.map((f) => [f, data[f]]))}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect(() => '/brand-profile');
          // The brand's name also shows in the top bar and the brand switcher, read from the signed-in user.
          authProvider?.refreshUser?.().catch(() => undefined);
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo="/brand-profile" />}>
        <PageBreadcrumbs list="/brand-profile" listLabel="app.menu.brand_profile" current="ra.action.edit" />
        <EditConflict />
        <BrandProfileInputs />
      </SimpleForm>
    </Edit>
  );
};
