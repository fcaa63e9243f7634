import { useState } from 'react';
import { Box, MenuItem, TextField, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportRow } from '@markenportal/contract';
import { columnLabel, formatCount, REPORT_METRICS, ReportMetric } from './columns';

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 160;
const VALUE_WIDTH = 64;
const WIDTH = 720;
/** Bars drawn: the brands with the largest figures; the rest as one bar „Weitere“. */
export const TOP_BRANDS = 10;

export interface ChartBar {
  key: string;
  label: string;
  value: number;
  /** The bar of the brands beyond the top ones: how many it sums. */
  others?: number;
}

/** The bars of one figure: brands with a value above 0, largest first, the top ones and the rest summed. */
export const chartBars = (rows: ReportRow[], metric: ReportMetric, top = TOP_BRANDS): ChartBar[] => {
  const withFigures = rows.filter((r) => r[metric] > 0).sort((a, b) => b[metric] - a[metric] || a.brandName.localeCompare(b.brandName, 'de'));
  const bars: ChartBar[] = withFigures.slice(0, top).map((r) => ({ key: String(r.brandId), label: r.brandName, value: r[metric] }));
  const rest = withFigures.slice(top);
  if (rest.length) bars.push({ key: 'others', label: '', value: rest.reduce((sum, r) => sum + r[metric], 0), others: rest.length });
  return bars;
};

/**
 * A horizontal bar chart (plain SVG) of one figure per brand; the figure is chosen above it.
 * Brands are sorted by value, largest first.
 */
export const ReportChart = ({ rows }: { rows: ReportRow[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [metric, setMetric] = useState<ReportMetric>('posts');
  const bars = chartBars(rows, metric).map((bar) => (bar.others ? { ...bar, label: translate('app.reports.chart_others', { smart_count: bar.others }) } : bar));
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = bars.length * (BAR_HEIGHT + GAP) + GAP;
  const metricLabel = translate(columnLabel(metric));

  return (
    <Box>
      <TextField
        select
        size="small"
        label={translate('app.reports.chart_metric')}
        value={metric}
        onChange={(e) => setMetric(e.target.value as ReportMetric)}
        sx={{ minWidth: 320, mb: 2 }}
      >
        {REPORT_METRICS.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(columnLabel(m))}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
        <svg
          role="img"
          aria-label={translate('app.reports.chart_label', { metric: metricLabel })}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          style={{ maxWidth: WIDTH, minWidth: 480, display: 'block' }}
        >
          {bars.map((bar, i) => {
            const y = GAP + i * (BAR_HEIGHT + GAP);
            const value = bar.value;
            const width = Math.max(2, (value / max) * barSpace);
            const name = bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label;
            return (
              <g key={bar.key}>
                <title>{`${bar.label}: ${formatCount(value)}`}</title>
                <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="central" fontSize={13} fill="currentColor">
                  {name}
                </text>
                <rect x={LABEL_WIDTH} y={y} width={barSpace} height={BAR_HEIGHT} rx={3} fill="currentColor" opacity={0.06} />
                <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} fill={theme.palette.primary.main} />
                <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="central" fontSize={13} fill="currentColor">
                  {formatCount(value)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.reports.empty')}</Typography>
      ) : (
        bars.length === 0 && <Typography color="text.secondary">{translate('app.reports.chart_none', { metric: metricLabel })}</Typography>
      )}
    </Box>
  );
};
