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

/**
 * A horizontal bar chart (plain SVG) of one figure per brand; the figure is chosen above it.
 * Brands are sorted by value, largest first.
 */
export const ReportChart = ({ rows }: { rows: ReportRow[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [metric, setMetric] = useState<ReportMetric>('posts');
  const sorted = [...rows].sort((a, b) => b[metric] - a[metric] || a.brandName.localeCompare(b.brandName, 'de'));
  const max = Math.max(1, ...rows.map((r) => r[metric]));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = sorted.length * (BAR_HEIGHT + GAP) + GAP;
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
          {sorted.map((row, i) => {
            const y = GAP + i * (BAR_HEIGHT + GAP);
            const value = row[metric];
            const width = value > 0 ? Math.max(2, (value / max) * barSpace) : 0;
            const name = row.brandName.length > 22 ? `${row.brandName.slice(0, 21)}…` : row.brandName;
            return (
              <g key={row.brandId}>
                <title>{`${row.brandName}: ${formatCount(value)}`}</title>
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
      {rows.length === 0 && <Typography color="text.secondary">{translate('app.reports.empty')}</Typography>}
    </Box>
  );
};
