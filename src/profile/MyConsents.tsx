import { useState } from 'react';
import { Alert, Box, Button, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsentRecord } from '@markenportal/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { formatDateTime } from '../common/dates';

const CONSENTS_QUERY = ['own-consents'] as const;

/**
 * „Meine Einwilligungen“ in „Mein Profil“ (doctors and PTAs): whom they let see their data when
 * connecting through a link; withdrawing ends the contact (docs/decisions/0036-consent-and-notice.md).
 */
export const MyConsents = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const consents = useQuery({ queryKey: CONSENTS_QUERY, queryFn: () => dataProvider.getMyConsents() });
  const [asked, setAsked] = useState<ConsentRecord | null>(null);
  const withdraw = useMutation({
    mutationFn: (consent: ConsentRecord) => dataProvider.withdrawConsent(consent.documentId),
    onSuccess: () => notify('app.consent.list.done', { type: 'success' }),
    onError: (error: Error) => notify(error.message || 'app.errors.server', { type: 'error' }),
    onSettled: () => {
      setAsked(null);
      return queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY });
    },
  });
  const repOf = (consent: ConsentRecord) => consent.salesUser?.name ?? '';

  return (
    <Box component="section" aria-labelledby="own-consents" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="own-consents" variant="h6" component="h3">
        {translate('app.consent.list.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.consent.list.intro')}</Typography>
      {consents.isError && <Alert severity="error">{translate('app.consent.list.load_error')}</Alert>}
      {consents.data?.length === 0 && <Typography sx={{ mt: 1 }}>{translate('app.consent.list.empty')}</Typography>}
      {!!consents.data?.length && (
        <List aria-labelledby="own-consents">
          {consents.data.map((consent) => (
            <ListItem
              key={consent.documentId}
              disableGutters
              secondaryAction={
                !consent.withdrawnAt && (
                  <Button color="error" onClick={() => setAsked(consent)} aria-label={`${translate('app.consent.list.withdraw')}: ${repOf(consent)}`}>
                    {translate('app.consent.list.withdraw')}
                  </Button>
                )
              }
              sx={{ pr: consent.withdrawnAt ? 0 : 14 }}
            >
              <ListItemText
                primary={[repOf(consent), consent.brand?.name].filter(Boolean).join(' · ')}
                secondary={[
                  translate('app.consent.list.given', { date: formatDateTime(consent.givenAt) }),
                  consent.withdrawnAt ? translate('app.consent.list.withdrawn', { date: formatDateTime(consent.withdrawnAt) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Confirm
        isOpen={!!asked}
        title="app.consent.list.confirm_title"
        content={translate('app.consent.list.confirm_content', { rep: asked ? repOf(asked) : '' })}
        confirm="app.consent.list.withdraw"
        loading={withdraw.isPending}
        onConfirm={() => asked && withdraw.mutate(asked)}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
};
