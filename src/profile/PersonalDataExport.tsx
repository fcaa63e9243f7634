import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { csvDate } from '@markenportal/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { downloadFile } from '../common/export/listCsv';
import { productTimeZone } from '../common/time/zone';

/** Meine_Daten_28.11.2026.zip: the catalog's name and the day of the export. */
export const archiveFileName = (base: string, now = new Date()) => `${base}_${csvDate(now.toISOString(), productTimeZone())}.zip`;

/**
 * Downloads a person's data as one archive (DSGVO Art. 15 and 20): the signed-in user's own, or,
 * with `userId`, an operator's export of that account. The server writes the archive while it sends it.
 */
export const PersonalDataButton = ({ userId }: { userId?: number | string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const own = userId === undefined;
  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const archive = own ? await dataProvider.exportOwnData() : await dataProvider.exportAccountData(userId);
      const base = own ? translate('app.privacy_export.file') : translate('app.privacy_export.account_file', { id: userId });
      downloadFile(archive, archiveFileName(base));
    } catch (error) {
      // The server's refusals are German already (the export limit says when to try again).
      setProblem(error instanceof HttpError && error.message ? error.message : translate('app.privacy_export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void start()} disabled={busy}>
        {translate(busy ? 'app.privacy_export.busy' : own ? 'app.privacy_export.download' : 'app.privacy_export.account_download')}
      </Button>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </>
  );
};

/** „Meine Daten“ on the own profile: what the archive is, and its button. */
export const PersonalDataExport = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {translate('app.privacy_export.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.privacy_export.hint')}
      </Typography>
      <PersonalDataButton />
    </Box>
  );
};
