import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../providers/useSession';

/** /home: the start page. Back-office roles add their dashboards here; others get the welcome. */
export const Home = () => {
  const translate = useTranslate();
  const { user, role } = useSession();
  const name = [user?.profile?.title, user?.profile?.firstName, user?.profile?.lastName].filter(Boolean).join(' ');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.menu.home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {name ? translate('app.home.welcome', { name }) : translate('app.home.welcome_anonymous')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('app.home.role', { role: translate(`app.roles.${role}`) })}
        </Typography>
        {role === 'authenticated' && <Typography sx={{ mt: 2 }}>{translate('app.home.no_backoffice')}</Typography>}
      </CardContent>
    </Card>
  );
};
