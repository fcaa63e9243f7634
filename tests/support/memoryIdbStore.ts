import type { UseStore } from 'idb-keyval';

/**
 * A test double of an IndexedDB object store for idb-keyval (jsdom has no IndexedDB): a Map behind
 * the request objects idb-keyval waits on, each answering in a later microtask as IndexedDB does.
 */
export const memoryIdbStore = () => {
  const data = new Map<IDBValidKey, unknown>();
  const request = <T>(result: () => T) => {
    const r: { result?: T; onsuccess?: () => void; oncomplete?: () => void } = {};
    queueMicrotask(() => {
      r.result = result();
      (r.onsuccess ?? r.oncomplete)?.();
    });
    return r;
  };
  const store = {
    get: (key: IDBValidKey) => request(() => data.get(key)),
    getAllKeys: () => request(() => [...data.keys()]),
    put(value: unknown, key: IDBValidKey) {
      data.set(key, value);
    },
    delete(key: IDBValidKey) {
      data.delete(key);
    },
    get transaction() {
      return request(() => undefined);
    },
  };
  const useStore = ((_mode: IDBTransactionMode, callback: (s: IDBObjectStore) => unknown) =>
    Promise.resolve(callback(store as unknown as IDBObjectStore))) as UseStore;
  return { useStore, data };
};
