import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Title, useTranslate } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { personName } from '../common/personName';
import { PersonAvatar } from '../common/PersonAvatar';
import { targetLabel } from '../field-app/contacts/contact';
import { storedProfile } from './ownProfile';
import { DeviceNotifications } from './DeviceNotifications';
import { PersonalDataExport } from './PersonalDataExport';
import { ErasureRequest } from './ErasureRequest';
import { MyConsents } from './MyConsents';

const Row = ({ label, value }: { label: string; value?: string | null }) => {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Typography>
    </Box>
  );
};

/** /profile: the signed-in user's own profile (any role). */
export const ProfileShow = () => {
  const translate = useTranslate();
  const { user, role } = useSession();
  if (!user) return null;
  const profile = storedProfile(user);
  const name = personName(user);
  const target = targetLabel(profile.target);
  const salutation = profile.salutation ? translate(`app.sales.salutations.${profile.salutation}`) : null;
  const address = [profile.street, [profile.zip, profile.city].filter(Boolean).join(' ')].filter(Boolean).join('\n');
  const hasDetails = !!(profile.phone || profile.practice || address);
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.profile.title" />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }} sx={{ mb: 3 }}>
            <PersonAvatar name={name} imageUrl={user.image?.url} size={88} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {salutation && <Typography color="text.secondary">{salutation}</Typography>}
              <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              {target && <Chip size="small" label={translate(target)} sx={{ mt: 0.5 }} />}
            </Box>
            {canAccess(role, 'profile', 'edit') && (
              <Button component={Link} to="/profile/edit" variant="outlined" startIcon={<EditIcon />} sx={{ flexShrink: 0 }}>
                {translate('app.profile.edit')}
              </Button>
            )}
          </Stack>
          {hasDetails ? (
            <Stack spacing={1.5}>
              <Row label="app.profile.fields.practice" value={profile.practice} />
              <Row label="app.profile.fields.address" value={address} />
              <Row label="app.profile.fields.phone" value={profile.phone} />
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate('app.profile.empty')}</Typography>
          )}
          {/* Reps are told of new chat messages and posts on this device when the app is closed (Web Push). */}
          {role === 'sales' && <DeviceNotifications />}
          {/* „Meine Daten“: everything stored about the user, as one archive (DSGVO Art. 15 and 20). */}
          <PersonalDataExport />
          {/* „Konto löschen lassen“: the request for erasure (DSGVO Art. 17). */}
          <ErasureRequest />
          {/* Doctors and PTAs: whom they let see their data, withdrawn here. */}
          {role === 'authenticated' && <MyConsents />}
        </CardContent>
      </Card>
    </Box>
  );
};
