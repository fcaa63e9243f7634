import { useMemo, useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportRow } from '@markenportal/contract';
import { columnLabel, formatCount, REPORT_METRICS, ReportMetric } from './columns';

type SortField = ReportMetric | 'brandName';
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** One row per brand, German headers, sortable by every column, with a sum row. */
/** The brand column stays in view while the figures scroll sideways inside the card. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

export const ReportTable = ({ rows }: { rows: ReportRow[] }) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({ field: 'brandName', order: 'asc' });
  const sorted = useMemo(() => {
    const direction = sort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const byField = sort.field === 'brandName' ? collator.compare(a.brandName, b.brandName) : a[sort.field] - b[sort.field];
      return (byField || collator.compare(a.brandName, b.brandName)) * direction;
    });
  }, [rows, sort]);
  const toggle = (field: SortField) =>
    setSort((s) => (s.field === field ? { field, order: s.order === 'asc' ? 'desc' : 'asc' } : { field, order: field === 'brandName' ? 'asc' : 'desc' }));
  const header = (field: SortField, numeric: boolean) => (
    <TableCell
      key={field}
      align={numeric ? 'right' : 'left'}
      sortDirection={sort.field === field ? sort.order : false}
      sx={{ fontWeight: 600, verticalAlign: 'bottom', ...(numeric ? {} : STICKY) }}
    >
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'asc'} onClick={() => toggle(field)}>
        {translate(columnLabel(field))}
      </TableSortLabel>
    </TableCell>
  );

  return (
    // width 0 + min-width 100%: the table scrolls inside the card instead of widening the page.
    <TableContainer sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" aria-label={translate('app.reports.table_label')}>
        <TableHead>
          <TableRow>
            {header('brandName', false)}
            {REPORT_METRICS.map((m) => header(m, true))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.brandId} hover>
              <TableCell component="th" scope="row" sx={STICKY}>
                {row.brandName}
              </TableCell>
              {REPORT_METRICS.map((m) => (
                <TableCell key={m} align="right">
                  {formatCount(row[m])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 1 && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary', ...STICKY }}>
                {translate('app.reports.total')}
              </TableCell>
              {REPORT_METRICS.map((m) => (
                <TableCell key={m} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {formatCount(rows.reduce((sum, r) => sum + r[m], 0))}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
};
