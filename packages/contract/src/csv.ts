// CSV for German Excel, written alike by the report page and the server's list exports:
// UTF-8 with BOM (so umlauts survive), `;` as separator, CRLF line ends, German dates, and text that
// a spreadsheet would run as a formula kept as text.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
export const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One field: quoted when it holds the separator, a quote or a line break; quotes doubled. */
export const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A cell's value: text is guarded and quoted, numbers are written plain, nothing is empty. */
export type CsvValue = string | number | null | undefined;
const cell = (value: CsvValue) => (value == null ? '' : typeof value === 'number' ? String(value) : csvField(safeText(value)));

/** One line, its line end included. Headers are cells like any other. */
export const csvLine = (values: CsvValue[]) => values.map(cell).join(CSV_SEPARATOR) + CSV_LINE_END;

const german = (options: Intl.DateTimeFormatOptions, timeZone: string) => new Intl.DateTimeFormat('de-DE', { ...options, timeZone });
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (kind: 'date' | 'dateTime', timeZone: string) => {
  const key = `${kind}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    format = german(kind === 'date' ? day : { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
    formats.set(key, format);
  }
  return format;
};

/** 25.11.2026 14:30 in the given zone (the product's, Europe/Berlin); '' for no date. */
export const csvDateTime = (iso: string | null | undefined, timeZone: string) =>
  iso ? formatIn('dateTime', timeZone).format(new Date(iso)).replace(',', '') : '';

/** 25.11.2026 in the given zone; '' for no date. */
export const csvDate = (iso: string | null | undefined, timeZone: string) => (iso ? formatIn('date', timeZone).format(new Date(iso)) : '');

/** Beiträge_25.11.2026.csv: an export's name and its day in the given zone (server and app alike). */
export const csvFileName = (base: string, now: Date, timeZone: string) => `${base}_${csvDate(now.toISOString(), timeZone)}.csv`;
