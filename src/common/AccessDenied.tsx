import { Box, Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { landingPath } from '../providers/access';
import { useSession } from '../providers/useSession';

/** "Kein Zugriff": a route the role may not open. */
export const AccessDenied = () => {
  const translate = useTranslate();
  const { role } = useSession();
  return (
    <Box sx={{ textAlign: 'center', mt: 8, px: 2 }} role="alert">
      <BlockIcon color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.access_denied.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.access_denied.message')}
      </Typography>
      <Button component={Link} to={landingPath(role)} variant="contained" sx={{ mt: 2 }}>
        {translate('app.access_denied.back')}
      </Button>
    </Box>
  );
};
