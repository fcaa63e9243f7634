import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, required, SaveButton, SimpleForm, testDataProvider, Toolbar } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { PickersProvider, ZonedDateTimeInput } from '../../src/common/time';

const REQUIRED = 'Pflichtfeld';

// The events' date-time input: typed in German sections, a Berlin wall-clock time, saved as a UTC instant.

const renderForm = (record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) =>
  render(
    <PickersProvider>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
        <SimpleForm
          record={record}
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <ZonedDateTimeInput source="startDate" label="Beginn" validate={required()} />
        </SimpleForm>
      </AdminContext>
    </PickersProvider>,
  );

/** The text the field shows (its hidden input holds the sections' text). */
const shown = (group: HTMLElement) => (group.querySelector('input') as HTMLInputElement).value;

describe('ZonedDateTimeInput', { timeout: 20_000 }, () => {
  it('shows a stored instant as Berlin time and saves a typed Berlin time as UTC', async () => {
    const onSubmit = vi.fn();
    renderForm({ startDate: '2026-12-24T17:00:00.000Z' }, onSubmit);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Beginn' });
    expect(shown(group)).toBe('24.12.2026 18:00');
    expect(screen.getByRole('spinbutton', { name: 'Tag' })).toHaveAttribute('aria-valuenow', '24');

    await user.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('150320271830');
    expect(shown(group)).toBe('15.03.2027 18:30');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // 18:30 in Berlin in winter is 17:30 UTC.
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startDate: '2027-03-15T17:30:00.000Z' });
  });

  it('says at the field that a time the clocks skip is saved an hour later, as Berlin clocks read it', async () => {
    const onSubmit = vi.fn();
    renderForm({ startDate: null }, onSubmit);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Beginn' });
    await user.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('280320270230');
    // What was typed stays, and the field says what it means: not silently moved.
    expect(shown(group)).toBe('28.03.2027 02:30');
    expect(
      screen.getByText('Am 28.03.2027 werden die Uhren um 02:00 Uhr auf 03:00 Uhr vorgestellt (Sommerzeit) – gespeichert wird 03:30 Uhr.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startDate: '2027-03-28T01:30:00.000Z' });
  });

  it('says which of the twice-occurring autumn hour is meant, and saves that one', async () => {
    const onSubmit = vi.fn();
    renderForm({ startDate: null }, onSubmit);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Beginn' });
    await user.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('311020270230');
    expect(shown(group)).toBe('31.10.2027 02:30');
    expect(
      screen.getByText('02:30 Uhr gibt es am 31.10.2027 wegen der Umstellung auf Winterzeit zweimal – gemeint ist die erste, 02:30 Uhr MESZ.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('spinbutton', { name: 'Stunden' }));
    await user.keyboard('04');
    expect(shown(group)).toBe('31.10.2027 04:30');
    expect(screen.queryByText(/wegen der Umstellung/)).toBeNull();
    await user.click(screen.getByRole('spinbutton', { name: 'Stunden' }));
    await user.keyboard('02');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // 02:30 summer time (UTC+2) is 00:30 UTC.
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startDate: '2027-10-31T00:30:00.000Z' });
  });

  it('says in German at the field that a date is missing or incomplete', async () => {
    const onSubmit = vi.fn();
    renderForm({ startDate: null }, onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();

    await user.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('1503');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    // A half-typed date and time is not empty: the field says it is incomplete.
    expect(screen.getByRole('group', { name: 'Beginn' }).querySelector('input')).toHaveValue('15.03.JJJJ hh:mm');
    expect(await screen.findByText('Bitte geben Sie ein gültiges Datum mit Uhrzeit ein (TT.MM.JJJJ SS:MM).')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Beginn' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
