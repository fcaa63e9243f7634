import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loading, ShowBase, Title, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandRoleType } from '@markenportal/contract';
import type { BrandMember } from '../providers/brandTeam';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { personName } from '../common/personName';
import { RemoveFromBrandButton } from '../common/RemoveFromBrandButton';
import { CancelButton } from '../common/CancelButton';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { brandRoleOf } from './BrandAdminList';
import { readAgain } from '../providers/queryClient';
import { AuditHistory } from '../audit-log/AuditHistory';

const ADMIN_ROLES: BrandRoleType[] = ['brand_admin', 'visual_brand_admin'];

/** The role for the current brand: written as this brand's userBrandRoles entry. */
const RoleForm = ({ current }: { current: BrandRoleType }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const labelId = useId();
  const [role, setRole] = useState<BrandRoleType>(current);
  useEffect(() => setRole(current), [current]);
  const save = useMutation({
    mutationFn: () => dataProvider.setBrandRole(record as BrandMember, role),
    onSuccess: async () => {
      notify('app.brand_admins.role_saved', { type: 'success', messageArgs: { name: personName(record), role: translate(`app.roles.${role}`) } });
      await readAgain(queryClient, { queryKey: ['brand-admins'] });
      redirect('list', 'brand-admins');
    },
    // The server names why (e.g. the last brand admin cannot be demoted).
    onError: (error: Error) => notify(error.message || 'app.errors.server', { type: 'error' }),
  });
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate('resources.users.fields.brand_role')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={role} onChange={(e) => setRole(e.target.value as BrandRoleType)}>
        {ADMIN_ROLES.map((r) => (
          <FormControlLabel
            key={r}
            value={r}
            control={<Radio />}
            label={
              <Box>
                <Typography>{translate(`app.roles.${r}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.brand_admins.role_hint.${r}`)}
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
      <Box>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={role === current || save.isPending} onClick={() => save.mutate()}>
          {translate('app.brand_admins.save_role')}
        </Button>
        <CancelButton to="/brand-admins" />
      </Box>
    </FormControl>
  );
};

const BrandAdminDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { user, role, currentBrandId } = useSession();
  if (!record) return <Loading />;
  const current = brandRoleOf(record, currentBrandId);
  const isSelf = record.id === user?.id;
  const canEdit = canAccess(role, 'brand-admins', 'edit') && !isSelf;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('app.brand_admins.edit_title', { name: personName(record) })} />
      <CardContent>
        <PageBreadcrumbs list="/brand-admins" listLabel="app.menu.brand_admins" />
        <Typography variant="h5" component="h2">
          {personName(record)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {record.email}
        </Typography>
        {isSelf && (
          <Alert severity="info" sx={{ my: 2 }}>
            {translate('app.brand_admins.own_hint')}
          </Alert>
        )}
        {canEdit ? (
          <Stack spacing={3} sx={{ mt: 2 }}>
            <RoleForm current={ADMIN_ROLES.includes(current as BrandRoleType) ? (current as BrandRoleType) : 'brand_admin'} />
            <Box>
              <RemoveFromBrandButton resource="brand-admins" />
            </Box>
          </Stack>
        ) : (
          <Typography sx={{ mt: 2 }}>
            {translate('resources.users.fields.brand_role')}: {translate(`app.roles.${current}`)}
          </Typography>
        )}
        <AuditHistory resource="user" recordId={record.id} />
      </CardContent>
    </Card>
  );
};

/** /brand-admins/{id}/edit: the role in the current brand, or removal from it; never one's own. */
export const BrandAdminEdit = () => {
  const { id } = useParams();
  return (
    <ShowBase resource="brand-admins" id={id}>
      <BrandAdminDetail />
    </ShowBase>
  );
};
