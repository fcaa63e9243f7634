import { Alert, Box, Card, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { RetentionPolicyEntry } from '@markenportal/contract';
import { formatDateTime } from '../common/dates';
import type { AppDataProvider } from '../providers/dataProvider';

/** „30 Tage nach dem Versand“, „sofort nach dem Ende des Zeitfensters“. */
const usePeriod = () => {
  const translate = useTranslate();
  return (entry: RetentionPolicyEntry) => {
    const moment = translate(`app.retention.moments.${entry.policy}`);
    return entry.days === 0 ? translate('app.retention.immediately', { moment }) : translate('app.retention.period', { smart_count: entry.days, moment });
  };
};

const PolicyRow = ({ entry }: { entry: RetentionPolicyEntry }) => {
  const translate = useTranslate();
  const period = usePeriod();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {translate(`app.retention.policies.${entry.policy}`)}
        {!entry.active && <Chip size="small" sx={{ ml: 1 }} label={translate('app.retention.inactive')} />}
      </TableCell>
      <TableCell>{period(entry)}</TableCell>
      <TableCell>{entry.variable ? <code>{entry.variable}</code> : translate('app.retention.fixed')}</TableCell>
      <TableCell>{entry.lastRunAt ? formatDateTime(entry.lastRunAt) : translate('app.retention.never')}</TableCell>
      <TableCell align="right">{entry.lastDeleted ?? '–'}</TableCell>
    </TableRow>
  );
};

/** /retention: each kind of data, how long it is kept, its setting and the last deletion pass (operators). */
export const RetentionPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const retention = useQuery({ queryKey: ['retention'], queryFn: () => dataProvider.getRetention() });
  const columns = ['data', 'period', 'setting', 'last_run', 'last_deleted'] as const;
  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title="app.retention.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.retention.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.retention.intro')}
          </Typography>
          {retention.data?.held && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.retention.held')}
            </Alert>
          )}
          {retention.isPending && <CircularProgress size={24} aria-label={translate('app.retention.loading')} />}
          {retention.isError && <Alert severity="error">{retention.error.message || translate('app.retention.failed')}</Alert>}
          {retention.data && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('app.retention.title')}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column} align={column === 'last_deleted' ? 'right' : 'left'}>
                        {translate(`app.retention.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {retention.data.data.map((entry) => (
                    <PolicyRow key={entry.policy} entry={entry} />
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
