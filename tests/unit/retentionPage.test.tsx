import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RetentionAnswer } from '@markenportal/contract';
import { RetentionPage } from '../../src/retention/RetentionPage';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// The operators' page „Aufbewahrung“ (/retention): every period in German, its setting and the last pass.

const entry = (
  policy: RetentionAnswer['data'][number]['policy'],
  days: number,
  variable: string | null,
  more: Partial<RetentionAnswer['data'][number]> = {},
) => ({
  policy,
  days,
  variable,
  active: true,
  lastRunAt: null,
  lastDeleted: null,
  ...more,
});

const ANSWER: RetentionAnswer = {
  held: false,
  data: [
    entry('realtime-events', 1, 'RETENTION_REALTIME_EVENTS_DAYS', { lastRunAt: '2026-11-26T08:15:00.000Z', lastDeleted: 1000 }),
    entry('sent-mails', 30, 'RETENTION_SENT_MAILS_DAYS'),
    entry('web-push-subscriptions', 0, null),
    entry('blocked-messages', 730, 'RETENTION_BLOCKED_MESSAGES_DAYS'),
    entry('audit-entries', 730, 'RETENTION_AUDIT_ENTRIES_DAYS', { active: false }),
  ],
};

const setup = (answer: RetentionAnswer) => {
  const getRetention = vi.fn(async () => answer);
  renderAt('/retention', { '/retention': <RetentionPage /> }, fakeDataProvider({ getRetention }));
  return getRetention;
};
const row = async (label: string) => (await screen.findByText(label)).closest('tr')!;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => signInAs('operator'));

describe('the page „Aufbewahrung“', () => {
  it('lists each kind of data with its period, its setting and the last pass, in German', async () => {
    setup(ANSWER);
    const events = await row('Live-Ereignisse');
    expect(screen.getByRole('heading', { name: 'Aufbewahrung' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Daten',
      'Aufbewahrung',
      'Einstellung',
      'Letzter Lauf',
      'Zuletzt gelöscht',
    ]);
    expect(cells(events)).toEqual(['1 Tag nach dem Ereignis', 'RETENTION_REALTIME_EVENTS_DAYS', '26.11.2026, 09:15 Uhr', '1000']);
    expect(cells(await row('Gesendete E-Mails'))).toEqual(['30 Tage nach dem Versand', 'RETENTION_SENT_MAILS_DAYS', 'Noch nicht gelaufen', '–']);
    expect(cells(await row('Web-Push-Geräte gelöschter Konten'))).toEqual(['sofort nach der Löschung des Kontos', 'fest', 'Noch nicht gelaufen', '–']);
    expect(cells(await row('Chatnachrichten gesperrter Konten'))[0]).toBe('730 Tage nach der Sperrung');
    expect(within(await row('Protokoll')).getByText('Noch nicht aktiv')).toBeTruthy();
    expect(
      screen.getByText(
        'Das Markenportal löscht Daten nach Ablauf ihrer Frist selbsttätig: in kleinen Portionen, jede Frist auf genau einer Instanz zur Zeit. Die Fristen legen Betreiber über Umgebungsvariablen fest.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Angehalten seit einer Wiederherstellung/)).toBeNull();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('says that nothing is deleted while the hold after a restore is in force', async () => {
    setup({ ...ANSWER, held: true });
    expect(
      await screen.findByText('Angehalten seit einer Wiederherstellung: Es wird nichts gelöscht, bis ein Betreiber die Wiederherstellung freigibt.'),
    ).toBeTruthy();
  });
});
