import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { ProfileShow } from '../../src/profile/ProfileShow';
import { UserEdit } from '../../src/users/UserEdit';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// „Meine Daten“ on the own profile and „Daten exportieren“ on an operator's user page: the button
// asks the server for the archive (DSGVO Art. 15 and 20) and hands it to the browser as a download.

const ARCHIVE = new Blob(['PK'], { type: 'application/zip' });
const DATED = (base: string) => new RegExp(`^${base}_\\d{2}\\.\\d{2}\\.\\d{4}\\.zip$`);

/** What the browser was handed: the object URL's blob and the download link's file name. */
let downloads: { blob: Blob; name: string }[];
beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ blob: blobs.get(this.href)!, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Mein Profil: „Meine Daten“', () => {
  it('says what the archive is and downloads it with the German name', async () => {
    signInAs('authenticated');
    let answer!: (blob: Blob) => void;
    const exportOwnData = vi.fn(() => new Promise<Blob>((resolve) => (answer = resolve)));
    renderAt('/profile', { '/profile': <ProfileShow /> }, fakeDataProvider({ exportOwnData }));

    expect(await screen.findByRole('heading', { name: 'Meine Daten' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Laden Sie alle Daten, die das Markenportal über Sie gespeichert hat, als ZIP-Archiv herunter. Eine Datei „README.txt“ darin erklärt jede Datei.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(exportOwnData).toHaveBeenCalledTimes(1);
    expect(exportOwnData).toHaveBeenCalledWith();
    // While the server writes it, the button waits.
    expect(screen.getByRole('button', { name: 'Archiv wird erstellt …' })).toBeDisabled();
    answer(ARCHIVE);

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].blob).toBe(ARCHIVE);
    expect(downloads[0].name).toMatch(DATED('Meine_Daten'));
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the server’s German answer when the export limit is reached, and downloads nothing', async () => {
    signInAs('sales');
    const limit = 'Zu viele Anfragen. Bitte versuchen Sie es in 12 Minuten erneut.';
    const exportOwnData = vi.fn(async () => {
      throw new HttpError(limit, 429, { error: { message: limit } });
    });
    renderAt('/profile', { '/profile': <ProfileShow /> }, fakeDataProvider({ exportOwnData }));
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('Benutzerverwaltung: „Daten exportieren“', () => {
  it('downloads the shown account’s archive by its id', async () => {
    signInAs('operator');
    const exportAccountData = vi.fn(async () => ARCHIVE);
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: { id: 7, email: 'arzt@example.com', role: { type: 'authenticated' }, profile: { firstName: 'Anna', lastName: 'Arendt' } } }),
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
      getRoles: async () => [],
      exportAccountData,
    });
    renderAt('/user-management/7', { '/user-management/:id': <UserEdit /> }, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Daten exportieren' }));
    expect(exportAccountData).toHaveBeenCalledWith(7);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(DATED('Daten_Nutzer_7'));
  });
});
