import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';

// Read-only pieces of a brand's detail, shared by /brand-management/{id} and /brand-profile.

export const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate(title)} action={action} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};

export const Line = ({ label, value }: { label: string; value?: ReactNode }) => {
  const translate = useTranslate();
  return value ? (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {translate(label)}:
      </Box>
      {value}
    </Typography>
  ) : null;
};

/** Address, contact and description of a brand. */
export const BrandMasterData = ({ record }: { record: RaRecord }) => (
  <>
    <Line label="resources.brands.fields.street" value={record.street} />
    <Line label="resources.brands.fields.city" value={[record.zip, record.city].filter(Boolean).join(' ')} />
    <Line label="resources.brands.fields.phone" value={record.phone} />
    <Line label="resources.brands.fields.email" value={record.email} />
    <Line label="resources.brands.fields.website" value={record.website} />
    {record.description && (
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {record.description}
      </Typography>
    )}
  </>
);
