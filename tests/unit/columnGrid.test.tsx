import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { memoryStore, ResourceContextProvider } from 'react-admin';
import { BrandList } from '../../src/brands/BrandList';
import { BRAND_LIST } from '../../src/brands/listDefaults';
import { registerColumns } from '../../src/common/ColumnGrid';
import { session } from '../../src/providers';
import { fakeDataProvider, renderAt, restoreWindow, signInAs, windowOf } from '../support/componentHarness';

// Issue 35, item 3: the landing brand list's columns are put into react-admin's store before it
// renders (brands/index.tsx), so that its rows, whose data was read ahead, show their cells in the
// first render. What is put there must be what react-admin's configurable datagrid registers itself,
// or the column chooser („Spalten“) would offer other columns than the table has.

afterEach(() => {
  restoreWindow();
  session.clear();
});

const BRAND = { id: 'b1', numericId: 1, name: 'Cardiovia', companyName: 'Cardiovia Pharma GmbH', city: 'Berlin', createdAt: '2026-03-02T09:00:00Z' };
const preferencesOf = (store: ReturnType<typeof memoryStore>, width: number) => {
  const key = `preferences.brand-management.columns.${width < 1536 ? 'narrow' : 'wide'}`;
  return { available: store.getItem(`${key}.availableColumns`), omit: store.getItem(`${key}.omit`) };
};

describe('the brand list’s columns registered ahead', () => {
  it.each([1280, 1920])('at %i px are the columns and hidden ones react-admin registers for the list', async (width) => {
    windowOf(width);
    signInAs('operator');
    const store = memoryStore();
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [BRAND], total: 1 }), getMany: async () => ({ data: [] }) });
    renderAt(
      '/brand-management',
      {
        '/brand-management': (
          <ResourceContextProvider value="brand-management">
            <BrandList />
          </ResourceContextProvider>
        ),
      },
      dataProvider,
      { store },
    );
    await screen.findByText('Cardiovia Pharma GmbH');
    const registered = memoryStore();
    registered.setup();
    registerColumns(registered, 'brand-management', BRAND_LIST.columns, BRAND_LIST.secondary);
    expect(preferencesOf(store, width).available).toHaveLength(6);
    expect(preferencesOf(registered, width)).toEqual(preferencesOf(store, width));
  });

  it('leaves what the user chose alone', () => {
    windowOf(1280);
    const store = memoryStore({ 'preferences.brand-management.columns.narrow.availableColumns': [{ index: '0', source: 'name' }] });
    store.setup();
    registerColumns(store, 'brand-management', BRAND_LIST.columns, BRAND_LIST.secondary);
    expect(store.getItem('preferences.brand-management.columns.narrow.availableColumns')).toEqual([{ index: '0', source: 'name' }]);
  });
});
