import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { exportFileName, listCsv } from '../../src/common/export/listCsv';
import { BRAND_EXPORT } from '../../src/brands/brandExport';
import { EVENT_EXPORT } from '../../src/events/eventExport';
import { i18nProvider } from '../../src/i18n';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('list exports for German Excel', () => {
  it('writes the brand list with German headers, `;`, the add-ons by name and a guarded formula', () => {
    const brands = [
      {
        id: 'a',
        numericId: 3,
        name: 'Cardiovia',
        companyName: 'Cardio; GmbH',
        license: { name: 'Premium' },
        addons: [{ name: 'Chat' }, { name: 'Events' }],
        city: 'Köln',
        createdAt: '2026-03-28T23:30:00.000Z',
      },
      { id: 'b', numericId: 4, name: '=SUMME(A1)', companyName: null, license: null, addons: [], city: 'Berlin', createdAt: '2026-10-25T00:30:00.000Z' },
    ] as RaRecord[];
    expect(listCsv(brands, BRAND_EXPORT, translate).split('\r\n')).toEqual([
      '\uFEFFID;Name;Firma;Lizenz;Add-ons;Ort;Angelegt am',
      // 23:30 UTC on 28 March is already the 29th in Berlin (summer time, +2).
      '3;Cardiovia;"Cardio; GmbH";Premium;Chat, Events;Köln;29.03.2026',
      "4;'=SUMME(A1);;;;Berlin;25.10.2026",
      '',
    ]);
  });

  it('writes event times in Berlin time across the change to winter time', () => {
    const events = [
      {
        id: 'e',
        title: 'Fortbildung',
        startDate: '2026-10-24T16:00:00.000Z',
        endDate: '2026-10-25T17:00:00.000Z',
        location: 'Köln',
        publishedAt: '2026-10-01T08:00:00.000Z',
      },
    ] as RaRecord[];
    expect(listCsv(events, EVENT_EXPORT, translate).split('\r\n')[1]).toBe('Fortbildung;24.10.2026 18:00;25.10.2026 18:00;Köln;Veröffentlicht');
  });

  it('names the file by the list and the day in Berlin', () => {
    expect(exportFileName(translate('app.exports.files.posts'), new Date('2026-12-31T23:30:00.000Z'))).toBe('Beiträge_01.01.2027.csv');
  });
});
