import { Card, CardContent } from '@mui/material';
import { SavedQueriesList } from 'react-admin';

/**
 * A list's saved views beside it: the current filters saved under a name, kept per user
 * (providers/userViewsStore.ts); the filters themselves live in the URL. Wide screens only.
 */
export const SavedViewsAside = () => (
  <Card sx={{ order: -1, mr: 2, mt: 8, alignSelf: 'flex-start', width: 250, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
    <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
      <SavedQueriesList />
    </CardContent>
  </Card>
);
