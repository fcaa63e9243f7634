import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createFieldAppPersister, saveOnNewData, snapshotOf } from '../../src/field-app/offline/persistedCache';
import { forgetAccount } from '../../src/field-app/offline/offlineStore';
import { memoryIdbStore } from '../support/memoryIdbStore';

const POSTS = { data: [{ id: 1, title: 'Neu: Herbstaktion' }], total: 1 };
const POST = { id: 'p1', title: 'Neu: Herbstaktion' };

describe("the rep's saved data", () => {
  it('is written at once when the app is hidden, past the throttle, and restored as saved', async () => {
    const { useStore, data } = memoryIdbStore();
    const persister = createFieldAppPersister(
      () => '7:3',
      () => useStore,
    );
    const client = new QueryClient();
    client.setQueryData(['posts', 'getList', {}], { data: [], total: 0 });
    await persister.persistClient(snapshotOf(client));
    // Read a moment later: a throttled save would land only after a second, too late when the page
    // is being killed.
    client.setQueryData(['posts', 'getList', {}], POSTS);
    client.setQueryData(['brands', 'getList', {}], { data: [{ id: 9 }], total: 1 });
    void persister.persistClient(snapshotOf(client));

    await persister.saveNow(snapshotOf(client));
    expect([...data.keys()]).toEqual(['cache:7:3']);
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries.map((query) => [query.queryKey, query.state.data])).toEqual([[['posts', 'getList', {}], POSTS]]);
  });

  it('is not written for nobody (signed out, or not a rep)', async () => {
    const { useStore, data } = memoryIdbStore();
    const persister = createFieldAppPersister(
      () => null,
      () => useStore,
    );
    const client = new QueryClient();
    client.setQueryData(['posts', 'getList', {}], POSTS);
    await persister.saveNow(snapshotOf(client));
    expect(data.size).toBe(0);
  });
});

describe('what the rep has seen', () => {
  it('is on the device as soon as its answer is in, not a throttled second later', async () => {
    const { useStore, data } = memoryIdbStore();
    const persister = createFieldAppPersister(
      () => '7:3',
      () => useStore,
    );
    const client = new QueryClient();
    const stop = saveOnNewData(client, () => persister.saveNow(snapshotOf(client)));
    await client.fetchQuery({ queryKey: ['posts', 'getOne', { id: 'p1' }], queryFn: async () => POST });
    // The save is under way with the answer; a write into IndexedDB takes a few tasks, not a second.
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(JSON.stringify(data.get('cache:7:3'))).toContain('Neu: Herbstaktion');
  });
});

describe('signing out while a save is on its way', () => {
  it('leaves no saved data of the rep behind, however late the save lands', async () => {
    const { useStore, data } = memoryIdbStore();
    // The first write (the save) lands only when released; everything else goes through at once.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const slowFirstWrite = ((mode, callback) => {
      if (mode !== 'readwrite' || !first) return useStore(mode, callback);
      first = false;
      return gate.then(() => useStore(mode, callback));
    }) as typeof useStore;
    let owner: string | null = '7:3';
    const persister = createFieldAppPersister(
      () => owner,
      () => slowFirstWrite,
    );
    const client = new QueryClient();
    client.setQueryData(['posts', 'getList', {}], POSTS);
    const saving = persister.saveNow(snapshotOf(client));
    await new Promise((resolve) => setTimeout(resolve, 0));

    owner = null;
    const forgetting = forgetAccount(7, slowFirstWrite);
    setTimeout(release, 10);
    await Promise.all([saving, forgetting]);
    expect([...data.keys()]).toEqual([]);
  });
});
