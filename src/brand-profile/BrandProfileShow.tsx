import { Link } from 'react-router-dom';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Loading, ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { BrandMasterData, Section } from '../brands/BrandDetailParts';
import { AuditHistory } from '../audit-log/AuditHistory';

const hasMasterData = (record: Record<string, unknown>) => ['street', 'zip', 'city', 'phone', 'email', 'website', 'description'].some((f) => !!record[f]);

const BrandProfileDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { role } = useSession();
  if (!record) return <Loading />;
  const canEdit = canAccess(role, 'brand-profile', 'edit');
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="app.brand_profile.title" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Avatar src={record.logo?.url} alt={translate('resources.brands.fields.logo')} variant="rounded" sx={{ width: 72, height: 72 }}>
          {record.name?.[0]}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            {record.name}
          </Typography>
          {record.companyName && <Typography color="text.secondary">{record.companyName}</Typography>}
          {!record.logo?.url && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.brand_profile.no_logo')}
            </Typography>
          )}
        </Box>
      </Stack>
      <Section
        title="app.brands.detail.master_data"
        action={
          canEdit ? (
            <Button component={Link} to="/brand-profile/edit" startIcon={<EditIcon />} size="small">
              {translate('app.brand_profile.edit')}
            </Button>
          ) : undefined
        }
      >
        {hasMasterData(record) ? <BrandMasterData record={record} /> : <Typography color="text.secondary">{translate('app.brand_profile.empty')}</Typography>}
      </Section>
      <AuditHistory resource="brand" recordId={record.id} />
    </Box>
  );
};

/** /brand-profile: the current brand's profile (name, company, logo, address and contact). */
export const BrandProfileShow = () => {
  const { currentBrandId } = useSession();
  const translate = useTranslate();
  if (!currentBrandId)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.team.no_brand')}
      </Alert>
    );
  return (
    <ShowBase resource="brand-profile" id={currentBrandId}>
      <BrandProfileDetail />
    </ShowBase>
  );
};
