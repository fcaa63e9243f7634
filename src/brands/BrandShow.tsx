import { Link, Navigate, useParams } from 'react-router-dom';
import { Avatar, Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { Datagrid, Loading, ReferenceManyCount, ReferenceManyField, ShowBase, TextField, Title, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { BookingHistoryTable } from './BookingHistoryTable';
import { BrandMasterData, Section } from './BrandDetailParts';
import { BrandAdminsSection } from './BrandAdminsSection';
import { UserNameField } from '../common/UserNameField';
import { AuditHistory } from '../audit-log/AuditHistory';

const BrandDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { role } = useSession();
  if (!record) return null;
  const canEdit = canAccess(role, 'brand-management', 'edit');
  const editButton = (to: string, label: string) =>
    canEdit ? (
      <Button component={Link} to={to} startIcon={<EditIcon />} size="small">
        {translate(label)}
      </Button>
    ) : undefined;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={record.name} />
      <PageBreadcrumbs list="/brand-management" listLabel="app.menu.brand_management" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Avatar src={record.logo?.url} alt="" variant="rounded" sx={{ width: 56, height: 56 }}>
          {record.name?.[0]}
        </Avatar>
        <Box>
          <Typography variant="h5" component="h2">
            {record.name}
          </Typography>
          <Typography color="text.secondary">
            {[record.companyName, `${translate('resources.brands.fields.numericId')} ${record.numericId}`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.brands.detail.master_data" action={editButton(`/brand-management/${record.id}/edit-profile`, 'app.brands.detail.edit_profile')}>
            <BrandMasterData record={record} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            title="app.brands.detail.license_section"
            action={editButton(`/brand-management/${record.id}/edit-license`, 'app.brands.detail.edit_license')}
          >
            <Typography variant="h6" component="p">
              {record.license?.name ?? translate('app.brands.detail.no_license')}
            </Typography>
            {record.license?.maxSalesUsers != null && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.brands.detail.max_sales', { n: record.license.maxSalesUsers })}
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
              {(record.addons ?? []).length === 0 && <Typography color="text.secondary">{translate('app.brands.detail.no_addons')}</Typography>}
              {(record.addons ?? []).map((addon: RaRecord) => (
                <Chip key={addon.id} label={addon.name} color="primary" variant="outlined" />
              ))}
            </Stack>
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('app.brands.detail.sales_count')}:{' '}
              <ReferenceManyCount reference="users" target="brands.documentId" filter={{ 'role.type': 'sales' }} />
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BrandAdminsSection brandId={String(record.id)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            title="app.brands.detail.links"
            action={
              canAccess(role, 'link-management', 'create') ? (
                <Button component={Link} to={`/link-management/create?brand=${record.id}`} startIcon={<AddLinkIcon />} size="small">
                  {translate('app.brands.detail.add_link')}
                </Button>
              ) : undefined
            }
          >
            <ReferenceManyField reference="links" target="brand.documentId" sort={{ field: 'link', order: 'ASC' }}>
              <Datagrid
                bulkActionButtons={false}
                empty={<Typography color="text.secondary">{translate('app.brands.detail.no_links')}</Typography>}
                size="small"
                rowClick={canAccess(role, 'link-management', 'edit') ? (id) => `/link-management/${id}` : false}
              >
                <TextField source="link" />
                <UserNameField source="salesUser" />
              </Datagrid>
            </ReferenceManyField>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section
            title="app.history.title"
            action={
              <Button component={Link} to={`/brand-history/${record.id}`} size="small">
                {translate('app.brands.detail.all_history')}
              </Button>
            }
          >
            <BookingHistoryTable history={record.history} limit={10} />
          </Section>
        </Grid>
        <Grid size={12}>
          <AuditHistory resource="brand" recordId={record.id} />
        </Grid>
      </Grid>
    </Box>
  );
};

/** /brand-management/7: the number shown as the brand's ID leads to the brand's page. */
const BrandByNumber = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList('brand-management', { filter: { id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  if (isPending) return <Loading />;
  if (data?.[0]) return <Navigate to={`/brand-management/${data[0].id}`} replace />;
  return (
    <Typography sx={{ mt: 3 }} role="alert">
      {translate('ra.notification.item_doesnt_exist')}
    </Typography>
  );
};

/** /brand-management/{id}: license, add-ons, booking history, admins, sales count and links. */
export const BrandShow = () => {
  const { id } = useParams();
  if (id && /^\d+$/.test(id)) return <BrandByNumber id={Number(id)} />;
  return (
    <ShowBase resource="brand-management" id={id}>
      <BrandDetail />
    </ShowBase>
  );
};
