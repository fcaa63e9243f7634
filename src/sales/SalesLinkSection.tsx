import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useCreate, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { CopyLinkField } from '../common/CopyLinkField';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A link string people can read and type: the person's name and six random characters without
 * look-alikes, e.g. `wagner-7kq2mz` (the server's pattern: letters, digits, - and _).
 */
export const readableLink = (user: RaRecord | undefined, random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))) => {
  const name = String(user?.profile?.lastName || user?.profile?.firstName || 'link')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const suffix = Array.from(random(6), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${name || 'link'}-${suffix}`;
};

export const previewUrl = (link: string) => `${window.location.origin}/link-preview/${encodeURIComponent(link)}`;

/** "Einladungslink": the sales user's link for the current brand, to copy, or to create. */
export const SalesLinkSection = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { role, currentBrandId } = useSession();
  const { data, isPending, refetch } = useGetList(
    'links',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { 'salesUser.id': record?.id, 'brand.documentId': currentBrandId },
    },
    { enabled: !!record && !!currentBrandId },
  );
  const [create, { isPending: creating }] = useCreate();
  if (!record) return null;
  const link = data?.[0]?.link as string | undefined;
  const createLink = () =>
    create(
      'links',
      { data: { link: readableLink(record), salesUser: record.id, brand: currentBrandId } },
      {
        onSuccess: () => {
          notify('app.sales.link.created', { type: 'success' });
          refetch();
        },
        onError: (error) => notify((error as Error).message || 'app.errors.server', { type: 'error' }),
      },
    );
  return (
    <Box component="section" aria-label={translate('app.sales.sections.link')} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" fontWeight={600} sx={{ mt: 2, mb: 1 }}>
        {translate('app.sales.sections.link')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sales.link.intro')}
      </Typography>
      {isPending && currentBrandId ? (
        <Skeleton variant="rounded" height={40} />
      ) : link ? (
        <CopyLinkField value={previewUrl(link)} label="app.sales.link.label" />
      ) : (
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography>{translate('app.sales.link.none')}</Typography>
          {canAccess(role, 'sales', 'edit') && (
            <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={createLink} disabled={creating}>
              {translate('app.sales.link.create')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
};
