import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../providers/useSession';
import { personName } from '../common/personName';
import { BrandDashboard } from './BrandDashboard';
import { FieldHome } from '../field-app/home/FieldHome';

/** /home: the start page. Back-office roles add their dashboards here; others get the welcome. */
export const Home = () => {
  const translate = useTranslate();
  const { user, role } = useSession();
  // The profile's name only: the welcome never falls back to the e-mail address.
  const name = user?.profile ? personName({ profile: user.profile }) : '';
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card>
        <Title title="app.menu.home" />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {name ? translate('app.home.welcome', { name }) : translate('app.home.welcome_anonymous')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('app.home.role', { role: translate(`app.roles.${role}`) })}
          </Typography>
          {role === 'authenticated' && <Typography sx={{ mt: 2 }}>{translate('app.home.no_backoffice')}</Typography>}
        </CardContent>
      </Card>
      {(role === 'brand_admin' || role === 'visual_brand_admin') && <BrandDashboard />}
      {role === 'sales' && <FieldHome />}
    </Box>
  );
};
