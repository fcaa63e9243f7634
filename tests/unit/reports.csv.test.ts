import { describe, expect, it } from 'vitest';
import { translateNow } from '../../src/i18n';
import type { ReportRow } from '@markenportal/contract';
import { buildReportCsv, CSV_BOM, csvField, reportFileName, safeText } from '../../src/reports/csv';
import { checkPeriod, defaultPeriod, presetPeriod } from '../../src/reports/period';
import { todayWall } from '../../src/common/time';

const row = (brandName: string, n = 0): ReportRow => ({
  brandId: `id-${brandName}`,
  brandName,
  posts: n + 1,
  events: n + 2,
  salesUsers: n + 3,
  contacts: n + 4,
  messages: n + 5,
  notifications: n + 6,
  favorites: n + 7,
});
const translate = (key: string, args?: Record<string, unknown>) => translateNow(key, args);
const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

describe('buildReportCsv', () => {
  it('starts with a UTF-8 BOM, has German headers, `;` as separator and CRLF line ends', () => {
    const csv = buildReportCsv([row('Cardiovia'), row('Pädicura', 1233)], PERIOD, translate);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Brand;Zeitraum von;Zeitraum bis;Veröffentlichte Beiträge;Veröffentlichte Veranstaltungen;Außendienst (aktuell);' +
        'Über Links gewonnene Kontakte (aktuell);Chatnachrichten;Gesendete Benachrichtigungen;Favoriten (aktuell)',
      'Cardiovia;01.03.2026;31.03.2026;1;2;3;4;5;6;7',
      'Pädicura;01.03.2026;31.03.2026;1234;1235;1236;1237;1238;1239;1240',
      '',
    ]);
  });

  it('encodes as UTF-8 with the BOM bytes EF BB BF', () => {
    const bytes = new TextEncoder().encode(buildReportCsv([row('Gefäß')], PERIOD, translate));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes brand names with `;`, quotes or line breaks, doubling the quotes', () => {
    const csv = buildReportCsv([row('Müller; Söhne'), row('Die "Beste" Marke'), row('Zwei\nZeilen')], PERIOD, translate);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"Müller; Söhne";01.03.2026;31.03.2026;1;2;3;4;5;6;7');
    expect(lines[2]).toBe('"Die ""Beste"" Marke";01.03.2026;31.03.2026;1;2;3;4;5;6;7');
    expect(lines[3]).toBe('"Zwei\nZeilen";01.03.2026;31.03.2026;1;2;3;4;5;6;7');
  });

  it('keeps a brand name that looks like a formula as text', () => {
    const csv = buildReportCsv([row('=HYPERLINK("x")')], PERIOD, translate);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";01.03.2026;31.03.2026;1;2;3;4;5;6;7`);
    expect(safeText('+49 Marke')).toBe("'+49 Marke");
    expect(safeText('Marke')).toBe('Marke');
  });

  it('without rows it is the header line only', () => {
    expect(buildReportCsv([], PERIOD, translate).slice(1).split('\r\n')).toHaveLength(2);
  });

  it('csvField leaves plain text alone', () => {
    expect(csvField('Cardiovia Pharma GmbH')).toBe('Cardiovia Pharma GmbH');
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('names the file after the period, in German dates', () => {
    expect(reportFileName(PERIOD, translate)).toBe('Auswertung_01.03.2026_bis_31.03.2026.csv');
  });
});

describe('the period', () => {
  it('defaults to the last 30 days until today', () => {
    expect(defaultPeriod(new Date(2026, 2, 31))).toEqual({ from: new Date(2026, 2, 2), to: new Date(2026, 2, 31) });
    expect(presetPeriod('last_month', new Date(2026, 2, 15))).toEqual({ from: new Date(2026, 1, 1), to: new Date(2026, 1, 28) });
  });

  it("ends today in Berlin, not in the browser's zone", () => {
    // 23:30 UTC on 31.03. is already 01.04. in Berlin (summer time).
    const today = todayWall(new Date('2026-03-31T23:30:00Z'), 'Europe/Berlin');
    expect(checkPeriod(presetPeriod('this_month', today))).toEqual({ ok: true, from: '2026-04-01', to: '2026-04-01' });
  });

  it('checks the period and answers with catalog keys', () => {
    expect(checkPeriod({ from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) })).toEqual({ ok: true, from: '2026-03-01', to: '2026-03-31' });
    expect(checkPeriod({ from: null, to: new Date(Number.NaN) })).toEqual({
      ok: false,
      errors: { from: 'app.reports.validation.required', to: 'app.reports.validation.invalid_date' },
    });
    expect(checkPeriod({ from: new Date(2026, 2, 2), to: new Date(2026, 2, 1) })).toEqual({
      ok: false,
      errors: { to: 'app.reports.validation.from_after_to' },
    });
    expect(translateNow('app.reports.validation.from_after_to')).toBe('Der Beginn darf nicht nach dem Ende liegen.');
  });
});
