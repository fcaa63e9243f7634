import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import { dateTimeCell, type ExportColumn } from '../common/export/listCsv';

export interface BookingEntry {
  id?: number;
  date: string;
  item: string;
  kind: 'license' | 'addon';
  action: 'booked' | 'cancelled';
  by?: string | null;
}

/** The booking history's export: the table's columns. */
export const BOOKING_EXPORT: ExportColumn<BookingEntry>[] = [
  { label: 'app.history.fields.date', value: (e) => dateTimeCell(e.date) },
  { label: 'app.history.fields.item', value: (e) => e.item },
  { label: 'app.history.fields.kind', value: (e, translate) => translate(`app.history.kind.${e.kind}`) },
  { label: 'app.history.fields.action', value: (e, translate) => translate(`app.history.action.${e.action}`) },
  { label: 'app.history.fields.by', value: (e) => e.by },
];

/** Newest first. */
export const bookingsNewestFirst = (history: BookingEntry[]) => [...history].sort((a, b) => b.date.localeCompare(a.date));

/** A brand's booking history, newest first, in German. */
export const BookingHistoryTable = ({ history = [], limit }: { history?: BookingEntry[]; limit?: number }) => {
  const translate = useTranslate();
  const rows = bookingsNewestFirst(history).slice(0, limit);
  if (!rows.length) return <Typography color="text.secondary">{translate('app.history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.history.title')}>
      <TableHead>
        <TableRow>
          {(['date', 'item', 'kind', 'action', 'by'] as const).map((f) => (
            <TableCell key={f}>{translate(`app.history.fields.${f}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((entry, i) => (
          <TableRow key={entry.id ?? i}>
            <TableCell>{formatDateTime(entry.date)}</TableCell>
            <TableCell>{entry.item}</TableCell>
            <TableCell>{translate(`app.history.kind.${entry.kind}`)}</TableCell>
            <TableCell>
              <Chip size="small" color={entry.action === 'booked' ? 'success' : 'default'} label={translate(`app.history.action.${entry.action}`)} />
            </TableCell>
            <TableCell>{entry.by}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
