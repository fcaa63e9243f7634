import { Link } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LegalTextField } from '@markenportal/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { SafeHtml } from '../common/SafeHtml';
import { LegalLinks } from '../common/LegalLinks';

/** The query both public pages and the operator's form share. */
export const LEGAL_TEXTS_QUERY = ['legal-texts'] as const;

/** /privacy and /imprint (public): the operator's text, read with the public-access token. */
const LegalTextPage = ({ field }: { field: LegalTextField }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const texts = useQuery({ queryKey: LEGAL_TEXTS_QUERY, queryFn: () => dataProvider.getLegalTexts() });
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, pt: { xs: 2, sm: 6 } }}>
      <Card sx={{ maxWidth: 800, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, overflowWrap: 'anywhere' }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {translate('app.name')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(`app.legal.${field}`)}
          </Typography>
          {texts.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {texts.isError && <Alert severity="error">{translate('app.legal_texts.load_error')}</Alert>}
          {texts.data && <SafeHtml html={texts.data[field]} />}
        </CardContent>
      </Card>
      <LegalLinks router={Link} />
    </Box>
  );
};

export const PrivacyPage = () => <LegalTextPage field="privacy" />;
export const ImprintPage = () => <LegalTextPage field="imprint" />;
