import { Link } from 'react-router-dom';
import { Alert, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DashboardFigures } from '@markenportal/contract';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { useCurrentBrandName } from '../common/useCurrentBrandName';
import { dashboardQuery } from './queries';

/** The figures in order, with the page (resource) each card opens. */
const FIGURES: { key: keyof DashboardFigures; resource?: string }[] = [
  { key: 'livePosts', resource: 'posts' },
  { key: 'scheduledPosts', resource: 'posts' },
  { key: 'draftPosts', resource: 'posts' },
  { key: 'upcomingEvents', resource: 'events' },
  { key: 'salesUsers', resource: 'sales' },
  // Favorites live in the mobile app: no page here.
  { key: 'favorites' },
];

const number = new Intl.NumberFormat('de-DE');

const Figure = ({ label, value, to }: { label: string; value?: number; to?: string }) => {
  const content = (
    <CardContent>
      <Typography variant="h4" component="p" aria-hidden={value === undefined}>
        {value === undefined ? <Skeleton width={60} /> : number.format(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} role="group" aria-label={label}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

/** The key figures of the current brand for brand admins and viewers (docs/decisions/0008-start-pages.md). */
export const BrandDashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { role, currentBrandId } = useSession();
  const brandName = useCurrentBrandName();
  const { data, isError } = useQuery({ ...dashboardQuery(dataProvider, currentBrandId), enabled: !!currentBrandId });
  if (!currentBrandId) return <Alert severity="info">{translate('app.team.no_brand')}</Alert>;
  return (
    <section aria-label={translate('app.dashboard.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {brandName ? translate('app.dashboard.title_brand', { brand: brandName }) : translate('app.dashboard.title')}
      </Typography>
      {isError ? (
        <Alert severity="error">{translate('app.dashboard.error')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {FIGURES.map(({ key, resource }) => (
            <Grid key={key} size={{ xs: 6, md: 4 }}>
              <Figure
                label={translate(`app.dashboard.figures.${key}`)}
                value={data?.[key]}
                to={resource && canAccess(role, resource, 'list') ? `/${resource}` : undefined}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
};
