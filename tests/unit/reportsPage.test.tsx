import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { format, subDays } from 'date-fns';
import { i18nProvider } from '../../src/i18n';
import { PickersProvider } from '../../src/common/time';
import { ReportPage } from '../../src/reports/ReportPage';
import type { ReportQuery, ReportRow } from '@markenportal/contract';

const BRANDS = [
  { id: 'c1', name: 'Cardiovia' },
  { id: 'd1', name: 'DermaSana' },
];
const ROWS: ReportRow[] = [
  { brandId: 'c1', brandName: 'Cardiovia', posts: 4, events: 2, salesUsers: 2, contacts: 3, messages: 1234, notifications: 0, favorites: 3 },
];

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const setup = (getReport: (params: ReportQuery) => Promise<ReportRow[]>) => {
  const getList = vi.fn(async () => ({ data: BRANDS, total: BRANDS.length }));
  const dataProvider = testDataProvider({ getList, getReport } as unknown as Partial<DataProvider>);
  render(
    <MemoryRouter>
      <PickersProvider>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ReportPage />
        </AdminContext>
      </PickersProvider>
    </MemoryRouter>,
  );
  return { getList, user: userEvent.setup() };
};

afterEach(() => vi.restoreAllMocks());

/** The German date field named `name` (x-date-pickers sections) and what it shows. */
const field = (name: string) => screen.getByRole('group', { name });
const shown = (name: string) => (field(name).querySelector('input') as HTMLInputElement).value;
/** Types a German date as a person does: into the day section, digit by digit. */
/** Today as a user in Berlin (the product's time zone) sees it, whatever the machine's zone: between 23:00 and 24:00 UTC it is tomorrow there. */
const berlinToday = () => {
  const [day, month, year] = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .split('.')
    .map(Number);
  return new Date(year, month - 1, day);
};

const typeDate = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
  await user.click(within(field(name)).getByRole('spinbutton', { name: 'Tag' }));
  await user.keyboard(text.replace(/\D/g, ''));
};

describe('ReportPage', { timeout: 20_000 }, () => {
  it('defaults to the last 30 days in German dates, generates with a progress indicator and shows the table', async () => {
    const pending = deferred<ReportRow[]>();
    const getReport = vi.fn(() => pending.promise);
    const { user } = setup(getReport);
    const today = berlinToday();
    expect(shown('Von')).toBe(format(subDays(today, 29), 'dd.MM.yyyy'));
    expect(shown('Bis')).toBe(format(today, 'dd.MM.yyyy'));

    await user.click(screen.getByRole('combobox', { name: 'Brands' }));
    await user.click(await screen.findByRole('option', { name: 'Cardiovia' }));
    await typeDate(user, 'Von', '01.03.2026');
    await typeDate(user, 'Bis', '31.03.2026');
    await user.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));

    expect(getReport).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', brands: ['c1'] });
    expect(await screen.findByRole('progressbar', { name: 'Die Auswertung wird erstellt …' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auswertung erstellen' })).toBeDisabled();

    pending.resolve(ROWS);
    const table = await screen.findByRole('table', { name: 'Kennzahlen je Brand' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Brand',
      'Veröffentlichte Beiträge',
      'Veröffentlichte Veranstaltungen',
      'Außendienst (aktuell)',
      'Über Links gewonnene Kontakte (aktuell)',
      'Chatnachrichten',
      'Gesendete Benachrichtigungen',
      'Favoriten (aktuell)',
    ]);
    const cells = within(within(table).getByRole('row', { name: /Cardiovia/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['4', '2', '2', '3', '1.234', '0', '3']);
    expect(screen.getByRole('heading', { name: 'Ergebnis für 01.03.2026 bis 31.03.2026' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Veröffentlichte Beiträge je Brand' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(Search|Loading|Export|No options|Clear|Open|Close)\b/);
  });

  it('exports the shown result as CSV with the period in the file name', async () => {
    const getReport = vi.fn(async () => ROWS);
    const { user } = setup(getReport);
    let blob: Blob | null = null;
    let fileName = '';
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:report';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });

    await typeDate(user, 'Von', '01.03.2026');
    await typeDate(user, 'Bis', '31.03.2026');
    await user.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));
    expect(getReport).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', brands: [] });
    await user.click(await screen.findByRole('button', { name: 'Als CSV exportieren' }));

    expect(fileName).toBe('Auswertung_01.03.2026_bis_31.03.2026.csv');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob!);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFBrand;Zeitraum von;Zeitraum bis;')).toBe(true);
    expect(text.split('\r\n')[1]).toBe('Cardiovia;01.03.2026;31.03.2026;4;2;2;3;1234;0;3');
  });

  it('refuses a wrong period in German at the field without calling the server', async () => {
    const getReport = vi.fn(async () => ROWS);
    const { user } = setup(getReport);
    await typeDate(user, 'Von', '01.01.2999');
    await user.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));
    expect(await screen.findByText('Der Beginn darf nicht nach dem Ende liegen.')).toBeInTheDocument();
    expect(field('Bis')).toHaveAttribute('aria-invalid', 'true');

    // An emptied field is missing.
    await user.click(within(field('Von')).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));
    expect(await screen.findByText('Bitte geben Sie ein Datum ein.')).toBeInTheDocument();
    expect(getReport).not.toHaveBeenCalled();
  });

  it('a preset fills both fields', async () => {
    const { user } = setup(vi.fn(async () => ROWS));
    await user.click(screen.getByRole('button', { name: 'Dieser Monat' }));
    const today = berlinToday();
    expect(shown('Von')).toBe(format(new Date(today.getFullYear(), today.getMonth(), 1), 'dd.MM.yyyy'));
    expect(shown('Bis')).toBe(format(today, 'dd.MM.yyyy'));
  });

  it('shows the server refusal in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getReport = vi.fn(async () => {
      throw new Error('Der Beginn des Zeitraums liegt nach dem Ende.');
    });
    const { user } = setup(getReport);
    await user.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Der Beginn des Zeitraums liegt nach dem Ende.'));
  });
});
