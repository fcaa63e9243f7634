import { describe, expect, it } from 'vitest';
import { csvDate, csvDateTime, csvLine } from '@markenportal/contract';

describe('the shared German CSV writer', () => {
  it('separates with `;`, ends lines with CRLF, quotes and doubles quotes, keeps formulas as text', () => {
    expect(csvLine(['Titel', 'Müller; Söhne', 'Die "Beste"', 'Zwei\nZeilen', 3, null])).toBe('Titel;"Müller; Söhne";"Die ""Beste""";"Zwei\nZeilen";3;\r\n');
    expect(csvLine(['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)'])).toBe(`"'=HYPERLINK(""x"")";'+1;'-1;'@SUM(A1)\r\n`);
  });

  it('writes dates as a Berlin calendar shows them, across both switches of summer time', () => {
    // 29.03.2026: 02:00 becomes 03:00. 25.10.2026: 03:00 becomes 02:00.
    expect(csvDateTime('2026-03-29T00:30:00Z', 'Europe/Berlin')).toBe('29.03.2026 01:30');
    expect(csvDateTime('2026-03-29T01:30:00Z', 'Europe/Berlin')).toBe('29.03.2026 03:30');
    expect(csvDateTime('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('25.10.2026 02:30');
    expect(csvDateTime('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('25.10.2026 02:30');
    expect(csvDate('2026-12-31T23:30:00Z', 'Europe/Berlin')).toBe('01.01.2027');
    expect(csvDateTime(null, 'Europe/Berlin')).toBe('');
  });
});
