import { Alert, Button, Chip, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MAIL_STATES, type MailListEntry } from '@markenportal/contract';
import { formatDateTime } from '../common/dates';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import type { AppDataProvider } from '../providers/dataProvider';

const STATE_COLOURS = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

const StateChip = () => {
  const translate = useTranslate();
  const mail = useRecordContext<MailListEntry & RaRecord>();
  return mail ? <Chip size="small" color={STATE_COLOURS[mail.state]} label={translate(`app.mail_outbox.states.${mail.state}`)} /> : null;
};

/** Sends a failed mail again; the list then shows it waiting. */
const RetryButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { role } = useSession();
  const mail = useRecordContext<MailListEntry & RaRecord>();
  const retry = useMutation({
    mutationFn: (id: number) => dataProvider.retryMail(id),
    onSuccess: () => {
      notify('app.mail_outbox.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!mail || mail.state !== 'failed' || !canAccess(role, 'mail-outbox', 'edit')) return null;
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={retry.isPending}
      onClick={() => retry.mutate(mail.id)}
      aria-label={`${translate('app.mail_outbox.retry')}: ${mail.recipient}`}
    >
      {translate('app.mail_outbox.retry')}
    </Button>
  );
};

const StateFilter = (_props: { source: 'state'; alwaysOn: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="state"
      label="resources.mail-outbox.fields.state"
      emptyText="app.mail_outbox.all_states"
      choices={MAIL_STATES.map((state) => ({ id: state, name: translate(`app.mail_outbox.states.${state}`) }))}
    />
  );
};

/** /mail-outbox: the newest mails first, by state; failed ones can be sent again (docs/decisions/0024-mail-outbox.md). */
export const MailOutboxList = () => {
  const translate = useTranslate();
  return (
    <List
      title="app.mail_outbox.title"
      filters={[<StateFilter key="state" source="state" alwaysOn />]}
      perPage={25}
      exporter={false}
      actions={false}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('app.mail_outbox.intro')}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        size="small"
        rowClick={false}
        sort={{ field: 'id', order: 'DESC' }}
        empty={<Alert severity="info">{translate('app.mail_outbox.empty')}</Alert>}
      >
        <FunctionField source="createdAt" sortable={false} render={(mail: MailListEntry) => formatDateTime(mail.createdAt)} />
        <FunctionField source="kind" sortable={false} render={(mail: MailListEntry) => translate(`app.mail_outbox.kinds.${mail.kind}`)} />
        <TextField source="recipient" sortable={false} />
        <TextField source="subject" sortable={false} />
        <FunctionField source="state" sortable={false} render={() => <StateChip />} />
        <TextField source="attempts" sortable={false} />
        <TextField source="lastError" sortable={false} emptyText="–" />
        <FunctionField label="" render={() => <RetryButton />} />
      </Datagrid>
    </List>
  );
};
