import { useNavigate, useParams } from 'react-router-dom';
import { Autocomplete, Box, Card, CardContent, TextField as MuiTextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, Loading, Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { BOOKING_EXPORT, BookingHistoryTable, bookingsNewestFirst, type BookingEntry } from '../brands/BookingHistoryTable';
import { downloadFile, exportFileName, listCsv } from '../common/export/listCsv';
import { useSession } from '../providers/useSession';
import { canAccess } from '../providers/access';

/**
 * /brand-history/{optional id}: operators and employees choose any brand; brand admins see their
 * current brand's history.
 */
export const BrandHistoryPage = () => {
  const { id } = useParams();
  const { currentBrandId, role } = useSession();
  const navigate = useNavigate();
  const translate = useTranslate();
  // Whoever may open every brand's page chooses the brand here; others see their current brand.
  const staff = canAccess(role, 'brand-management', 'show');
  const brandId = id ?? (staff ? undefined : (currentBrandId ?? undefined));
  const { data: brand, isPending } = useGetOne('brands', { id: brandId! }, { enabled: !!brandId });
  const { data: brands = [] } = useGetList('brands', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: staff });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={brand ? translate('app.history.title_brand', { name: brand.name }) : 'app.history.title'} />
      <CardContent>
        {staff && (
          <Autocomplete
            options={brands}
            getOptionLabel={(b) => b.name}
            value={brands.find((b) => b.id === brandId) ?? null}
            onChange={(_e, b) => b && navigate(`/brand-history/${b.id}`)}
            renderInput={(params) => <MuiTextField {...params} label={translate('app.history.choose_brand')} />}
            sx={{ maxWidth: 400, mb: 2 }}
          />
        )}
        {!brandId ? (
          <Typography color="text.secondary">{translate('app.history.choose_hint')}</Typography>
        ) : isPending ? (
          <Loading />
        ) : (
          <>
            {!!brand?.history?.length && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <Button
                  label="ra.action.export"
                  startIcon={<DownloadIcon />}
                  onClick={() =>
                    downloadFile(
                      listCsv(bookingsNewestFirst(brand.history as BookingEntry[]), BOOKING_EXPORT, translate),
                      exportFileName(`${translate('app.exports.files.booking_history')}_${brand.name}`),
                    )
                  }
                />
              </Box>
            )}
            <BookingHistoryTable history={brand?.history} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
