import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ReportRow } from '@markenportal/contract';
import { formatDate } from '../common/dates';
import { BrandOption, BrandSelect } from './BrandSelect';
import { DayField } from '../common/time';
import { ReportTable } from './ReportTable';
import { ReportChart } from './ReportChart';
import { buildReportCsv, reportFileName } from './csv';
import { downloadFile } from '../common/export/listCsv';
import { checkPeriod, defaultPeriod, Period, PeriodErrors, presetPeriod, PRESETS } from './period';

interface Result {
  from: string;
  to: string;
  rows: ReportRow[];
}

/** /generate-report: operators choose a period and brands and get the figures per brand. */
export const ReportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [brands, setBrands] = useState<BrandOption[]>([]);
  const [result, setResult] = useState<Result | null>(null);

  const report = useMutation({
    mutationFn: async (params: { from: string; to: string; brands: string[] }): Promise<Result> => ({
      from: params.from,
      to: params.to,
      rows: await dataProvider.getReport(params),
    }),
    onSuccess: setResult,
    onError: (error: Error) => notify(error.message || 'app.errors.server', { type: 'error' }),
  });

  const change = (field: keyof Period) => (value: Date | null) => {
    setPeriod((p) => ({ ...p, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'from' ? { to: e.to === 'app.reports.validation.from_after_to' ? undefined : e.to } : {}) }));
  };

  const generate = () => {
    const checked = checkPeriod(period);
    if (checked.ok === false) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    report.mutate({ from: checked.from, to: checked.to, brands: brands.map((b) => b.id) });
  };

  const exportCsv = () => {
    if (!result) return;
    downloadFile(buildReportCsv(result.rows, result, translate), reportFileName(result, translate));
  };

  const busy = report.isPending;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title="app.reports.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.reports.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.reports.intro')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              generate();
            }}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'flex-start' }}>
              <Stack direction="row" spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-label={translate('app.reports.period')}>
                {(['from', 'to'] as const).map((field) => (
                  <DayField
                    key={field}
                    label={translate(`app.reports.${field}`)}
                    value={period[field]}
                    onChange={change(field)}
                    error={errors[field]}
                    disabled={busy}
                    size="small"
                    sx={{ width: { xs: '50%', md: 190 }, minWidth: 150 }}
                  />
                ))}
              </Stack>
              <BrandSelect value={brands} onChange={setBrands} disabled={busy} />
              <Button type="submit" variant="contained" startIcon={<AssessmentIcon />} disabled={busy} sx={{ whiteSpace: 'nowrap', minHeight: 40 }}>
                {translate('app.reports.generate')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={translate('app.reports.presets.label')}>
              {PRESETS.map((key) => (
                <Chip
                  key={key}
                  label={translate(`app.reports.presets.${key}`)}
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => {
                    setPeriod(presetPeriod(key));
                    setErrors({});
                  }}
                />
              ))}
            </Stack>
          </Box>
        </CardContent>
        {busy && (
          <Box sx={{ px: 2, pb: 2 }} role="status" aria-live="polite">
            <LinearProgress aria-label={translate('app.reports.generating')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.reports.generating')}
            </Typography>
          </Box>
        )}
        {report.isError && !busy && (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {translate(report.error.message || 'app.errors.server', { _: report.error.message })}
          </Alert>
        )}
      </Card>

      {result && (
        <Card sx={{ opacity: busy ? 0.5 : 1, transition: 'opacity 0.2s', minWidth: 0 }} aria-busy={busy}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('app.reports.result_title', { from: formatDate(result.from), to: formatDate(result.to) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.reports.result_brands', { smart_count: result.rows.length })}
                </Typography>
              </Box>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy || result.rows.length === 0}>
                {translate('app.reports.export_csv')}
              </Button>
            </Stack>
            {result.rows.length === 0 ? (
              <Typography color="text.secondary">{translate('app.reports.empty')}</Typography>
            ) : (
              <>
                <ReportTable rows={result.rows} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('app.reports.now_hint')}
                </Typography>
                <Divider sx={{ my: 3 }} />
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('app.reports.chart_title')}
                </Typography>
                <ReportChart rows={result.rows} />
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
