import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Menu, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { RoleMenuItems } from '../../src/layout/RoleMenu';
import type { RoleType } from '../../src/providers/access';

const renderMenu = (role: RoleType) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
        <Menu aria-label="Hauptmenü">
          <RoleMenuItems role={role} />
        </Menu>
      </AdminContext>
    </MemoryRouter>,
  );

const items = () =>
  within(screen.getByRole('menu', { name: 'Hauptmenü' }))
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true', item.getAttribute('href')]);

describe('menus per role, as rendered', () => {
  it('brand admin', async () => {
    renderMenu('brand_admin');
    expect(await screen.findAllByRole('menuitem')).toHaveLength(8);
    expect(items()).toEqual([
      ['Dashboard', false, '/home'],
      ['Beiträge', false, '/posts'],
      ['Veranstaltungen', false, '/events'],
      ['Außendienst', false, '/sales'],
      ['Brandprofil', false, '/brand-profile'],
      ['Zugangsverwaltung', false, '/brand-admins'],
      ['Buchungshistorie', false, '/brand-history'],
      ['Protokoll', false, '/audit-log'],
    ]);
  });

  it('visual brand admin: greyed-out items are no links', async () => {
    renderMenu('visual_brand_admin');
    await screen.findAllByRole('menuitem');
    expect(items()).toEqual([
      ['Dashboard', false, '/home'],
      ['Beiträge', false, '/posts'],
      ['Veranstaltungen', true, null],
      ['Außendienst', true, null],
      ['Brandprofil', true, null],
      ['Zugangsverwaltung', true, null],
      ['Buchungshistorie', true, null],
      ['Protokoll', true, null],
    ]);
  });

  it('operator and employee', async () => {
    const { unmount } = renderMenu('operator');
    await screen.findAllByRole('menuitem');
    expect(items().map(([label, disabled]) => [label, disabled])).toEqual([
      ['Brandverwaltung', false],
      ['Nutzerverwaltung', false],
      ['Mitarbeiterverwaltung', false],
      ['Auswertungen', false],
      ['Protokoll', false],
    ]);
    unmount();
    renderMenu('visual_admin');
    await screen.findAllByRole('menuitem');
    expect(items().map(([label, disabled]) => [label, disabled])).toEqual([
      ['Brandverwaltung', false],
      ['Nutzerverwaltung', true],
      ['Mitarbeiterverwaltung', true],
      ['Auswertungen', true],
      ['Protokoll', true],
    ]);
  });

  it('sales', async () => {
    renderMenu('sales');
    await screen.findAllByRole('menuitem');
    expect(items().map(([label]) => label)).toEqual(['Startseite', 'Beiträge', 'Kontakte', 'Chats', 'Profil']);
  });

  it('authenticated, and a role the app does not know, get the Startseite menu', async () => {
    renderMenu('authenticated');
    await screen.findAllByRole('menuitem');
    expect(items()).toEqual([['Startseite', false, '/home']]);
  });
});
