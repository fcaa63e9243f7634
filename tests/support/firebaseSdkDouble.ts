// firebaseSdkDouble: an in-memory test double of the modular Firebase SDK (firebase/app and
// firebase/database), installed with vi.mock at the SDK boundary. It keeps the semantics the
// realtime adapter depends on:
// - one shared database; one connection per app (like one browser each) with its own .info/connected;
//   a new connection comes online on the next tick;
// - push keys ordered by creation (Firebase's algorithm: time, then a monotonic random part);
// - onValue fires with the current value, then on every change; onChildAdded replays existing
//   children in order, then new ones; listeners of an offline connection catch up when it is back;
// - server values (timestamp, increment) resolved when the write reaches the "server"; a multi-path
//   update is atomic; nulls are dropped and undefined is refused, like the SDK;
// - runTransaction first runs the update on null (a cold cache) and then on the stored value;
// - queries: orderByKey, orderByChild, startAfter, equalTo;
// - get() on an offline connection waits for it (fails after 3 s); its writes are queued until online.
// Not modelled: security rules, optimistic local events while offline, priorities.

type Json = null | boolean | number | string | { [key: string]: Json };
type Obj = { [key: string]: Json };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const segments = (path = '') => path.split('/').filter(Boolean);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

const getIn = (node: Json, path: string[]): Json => {
  let cur = node;
  for (const s of path) {
    if (!isObj(cur) || !(s in cur)) return null;
    cur = cur[s];
  }
  return cur;
};
/** A new tree with `value` at `path`; emptied objects disappear, as in the database. */
const setIn = (node: Json, path: string[], value: Json): Json => {
  if (!path.length) return value;
  const obj: Obj = isObj(node) ? { ...node } : {};
  const next = setIn(obj[path[0]] ?? null, path.slice(1), value);
  if (next === null) delete obj[path[0]];
  else obj[path[0]] = next;
  return Object.keys(obj).length ? obj : null;
};

// The database's key order: integer-like keys numerically first, then the others as strings.
const INT = /^-?\d{1,10}$/;
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const compareKeys = (a: string, b: string) => (INT.test(a) && INT.test(b) ? Number(a) - Number(b) : INT.test(a) ? -1 : INT.test(b) ? 1 : cmp(a, b));
// orderByChild: null, false, true, numbers, strings, objects.
const rank = (v: Json) => (v === null ? 0 : v === false ? 1 : v === true ? 2 : typeof v === 'number' ? 3 : typeof v === 'string' ? 4 : 5);
const compareValues = (a: Json, b: Json) => rank(a) - rank(b) || (typeof a === 'number' || typeof a === 'string' ? cmp(a, b as string | number) : 0);

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastPushTime = 0;
const lastRand: number[] = [];
const nextPushId = () => {
  let now = Date.now();
  const duplicate = now === lastPushTime;
  lastPushTime = now;
  const time: string[] = [];
  for (let i = 7; i >= 0; i -= 1) {
    time[i] = PUSH_CHARS[now % 64];
    now = Math.floor(now / 64);
  }
  if (!duplicate) for (let i = 0; i < 12; i += 1) lastRand[i] = Math.floor(Math.random() * 64);
  else {
    let i = 11;
    for (; i >= 0 && lastRand[i] === 63; i -= 1) lastRand[i] = 0;
    lastRand[i] += 1;
  }
  return time.join('') + lastRand.map((r) => PUSH_CHARS[r]).join('');
};

const validate = (value: unknown, where: string): void => {
  if (value === undefined) throw new Error(`${where} contains undefined`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${where} contains ${value}`);
  if (!isObj(value) || '.sv' in value) return;
  for (const [k, v] of Object.entries(value)) {
    if (/[.#$[\]/]/.test(k)) throw new Error(`${where}: invalid key "${k}"`);
    validate(v, `${where}.${k}`);
  }
};
/** Server values resolved against the stored value; nulls and empty objects dropped. */
const resolve = (value: unknown, existing: Json, now: number): Json => {
  if (!isObj(value)) return (value ?? null) as Json;
  const sv = (value as Record<string, unknown>)['.sv'];
  if (sv === 'timestamp') return now;
  if (isObj(sv) && typeof sv.increment === 'number') return (typeof existing === 'number' ? existing : 0) + sv.increment;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    const r = resolve(v, isObj(existing) ? (existing[k] ?? null) : null, now);
    if (r !== null) out[k] = r;
  }
  return Object.keys(out).length ? out : null;
};

interface App {
  name: string;
  options: Record<string, unknown>;
}
interface Connection {
  online: boolean;
  waiters: (() => void)[];
  queued: (() => void)[];
}
interface Db {
  app: App;
  conn: Connection;
}
interface Ref {
  kind: 'ref';
  db: Db;
  path: string[];
  key: string | null;
}
type Constraint = { type: 'orderByKey' } | { type: 'orderByChild'; path: string[] } | { type: 'startAfter' | 'equalTo'; value: Json; key?: string };
interface Query {
  kind: 'query';
  ref: Ref;
  constraints: Constraint[];
}
type Target = Ref | Query;
interface Snapshot {
  key: string | null;
  exists(): boolean;
  val(): Json;
  forEach(action: (child: Snapshot) => unknown): boolean;
}
interface Listener {
  target: Target;
  kind: 'value' | 'child_added';
  callback: (snap: Snapshot, prev?: string | null) => void;
  onlyOnce: boolean;
  last?: string;
  delivered: Set<string>;
  active: boolean;
}

const snapshot = (key: string | null, value: Json, children?: [string, Json][]): Snapshot => {
  const list = children ?? (isObj(value) ? Object.entries(value).sort(([a], [b]) => compareKeys(a, b)) : []);
  return {
    key,
    exists: () => value !== null,
    val: () => (value === null ? null : clone(value)),
    /** Like the SDK: in order, and a truthy return value stops the loop. */
    forEach(action) {
      for (const [k, v] of list) if (action(snapshot(k, v))) return true;
      return false;
    },
  };
};

const state = { root: null as Json, apps: new Map<string, App>(), dbs: new Map<string, Db>(), listeners: [] as Listener[], scheduled: false };

const refOf = (target: Target) => (target.kind === 'ref' ? target : target.ref);
const isInfo = (target: Target) => refOf(target).path[0] === '.info';

const childrenOf = (target: Target): [string, Json][] => {
  const value = getIn(state.root, refOf(target).path);
  if (!isObj(value)) return [];
  const constraints = target.kind === 'query' ? target.constraints : [];
  const order = constraints.find((c) => c.type === 'orderByKey' || c.type === 'orderByChild');
  const byChild = order?.type === 'orderByChild' ? order.path : null;
  const compare = ([ka, va]: [string, Json], [kb, vb]: [string, Json]) =>
    (byChild ? compareValues(getIn(va, byChild), getIn(vb, byChild)) : 0) || compareKeys(ka, kb);
  let entries = Object.entries(value).sort(compare);
  for (const c of constraints) {
    if (c.type === 'startAfter' || c.type === 'equalTo') {
      if (!order) throw new Error(`${c.type}() needs orderByKey() or orderByChild() in the double`);
      entries = entries.filter(([k, v]) => {
        const d = byChild ? compareValues(getIn(v, byChild), c.value) || (c.key !== undefined ? compareKeys(k, c.key) : 0) : compareKeys(k, String(c.value));
        return c.type === 'startAfter' ? d > 0 : d === 0;
      });
    }
  }
  return entries;
};

const snapshotOf = (target: Target): Snapshot => {
  const ref = refOf(target);
  if (isInfo(target)) return snapshot('connected', ref.db.conn.online);
  if (target.kind === 'ref') return snapshot(ref.key, getIn(state.root, ref.path));
  const children = childrenOf(target);
  return snapshot(ref.key, children.length ? Object.fromEntries(children) : null, children);
};

const deliver = (l: Listener) => {
  if (!l.active || (!isInfo(l.target) && !refOf(l.target).db.conn.online)) return;
  try {
    if (l.kind === 'value') {
      const snap = snapshotOf(l.target);
      const json = JSON.stringify(snap.val());
      if (json === l.last) return;
      l.last = json;
      if (l.onlyOnce) l.active = false;
      l.callback(snap);
      return;
    }
    const children = childrenOf(l.target);
    const present = new Set(children.map(([k]) => k));
    for (const k of l.delivered) if (!present.has(k)) l.delivered.delete(k);
    let prev: string | null = null;
    for (const [k, v] of children) {
      if (!l.delivered.has(k) && l.active) {
        l.delivered.add(k);
        l.callback(snapshot(k, v), prev);
      }
      prev = k;
    }
  } catch (error) {
    console.error('firebaseSdkDouble: listener failed', error);
  }
};

// Events are raised asynchronously, child events before value events (as the SDK does per location).
const schedule = () => {
  if (state.scheduled) return;
  state.scheduled = true;
  queueMicrotask(() => {
    state.scheduled = false;
    const all = [...state.listeners];
    all.filter((l) => l.kind === 'child_added').forEach(deliver);
    all.filter((l) => l.kind === 'value').forEach(deliver);
  });
};

const whenOnline = (conn: Connection) =>
  conn.online
    ? Promise.resolve()
    : new Promise<void>((resolveWait, reject) => {
        const timer = setTimeout(() => reject(new Error('Client is offline.')), 3000);
        conn.waiters.push(() => {
          clearTimeout(timer);
          resolveWait();
        });
      });
/** Applies a write when it reaches the "server": now if online, else when the connection is back. */
const write = (db: Db, apply: (now: number) => void) => {
  const run = () => {
    apply(Date.now());
    schedule();
  };
  if (db.conn.online) {
    run();
    return Promise.resolve();
  }
  return new Promise<void>((done) => db.conn.queued.push(() => (run(), done())));
};

const makeRef = (db: Db, path: string[]): Ref => ({ kind: 'ref', db, path, key: path.length ? path[path.length - 1] : null });
const listen = (target: Target, kind: Listener['kind'], callback: Listener['callback'], onlyOnce = false) => {
  const l: Listener = { target, kind, callback, onlyOnce, delivered: new Set(), active: true };
  state.listeners.push(l);
  schedule();
  return () => {
    l.active = false;
    state.listeners = state.listeners.filter((x) => x !== l);
  };
};

const app = {
  initializeApp(options: Record<string, unknown>, name = '[DEFAULT]'): App {
    if (state.apps.has(name)) throw new Error(`Firebase: Firebase App named '${name}' already exists (app/duplicate-app).`);
    const created = { name, options: { ...options } };
    state.apps.set(name, created);
    return created;
  },
  getApps: () => [...state.apps.values()],
};

const database = {
  getDatabase(a: App): Db {
    if (!a.options.databaseURL) throw new Error("FIREBASE FATAL ERROR: Can't determine Firebase Database URL.");
    let db = state.dbs.get(a.name);
    if (!db) {
      const conn: Connection = { online: false, waiters: [], queued: [] };
      db = { app: a, conn };
      state.dbs.set(a.name, db);
      setTimeout(() => state.dbs.get(a.name)?.conn === conn && firebaseSdkDouble.setConnected(a.name, true), 0);
    }
    return db;
  },
  ref: (db: Db, path?: string) => makeRef(db, segments(path)),
  query: (target: Target, ...constraints: Constraint[]): Query =>
    target.kind === 'query' ? { ...target, constraints: [...target.constraints, ...constraints] } : { kind: 'query', ref: target, constraints },
  orderByKey: (): Constraint => ({ type: 'orderByKey' }),
  orderByChild: (path: string): Constraint => ({ type: 'orderByChild', path: segments(path) }),
  startAfter: (value: Json, key?: string): Constraint => ({ type: 'startAfter', value, key }),
  equalTo: (value: Json, key?: string): Constraint => ({ type: 'equalTo', value, key }),
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
  increment: (delta: number) => ({ '.sv': { increment: delta } }),

  set(ref: Ref, value: unknown) {
    validate(value, `set() at /${ref.path.join('/')}`);
    return write(ref.db, (now) => {
      state.root = setIn(state.root, ref.path, resolve(value, getIn(state.root, ref.path), now));
    });
  },
  update(ref: Ref, values: Record<string, unknown>) {
    const paths = Object.keys(values).map((p) => [...ref.path, ...segments(p)]);
    paths.forEach((p, i) => {
      validate(Object.values(values)[i], `update() at /${p.join('/')}`);
      paths.forEach((q, j) => {
        if (i !== j && q.length >= p.length && p.every((s, n) => q[n] === s)) throw new Error(`update(): /${p.join('/')} is an ancestor of /${q.join('/')}`);
      });
    });
    return write(ref.db, (now) => {
      paths.forEach((p, i) => {
        state.root = setIn(state.root, p, resolve(Object.values(values)[i], getIn(state.root, p), now));
      });
    });
  },
  push(parent: Ref, value?: unknown) {
    const ref = makeRef(parent.db, [...parent.path, nextPushId()]);
    const done = value === undefined ? Promise.resolve(ref) : database.set(ref, value).then(() => ref);
    return { ...ref, then: done.then.bind(done), catch: done.catch.bind(done) };
  },
  async get(target: Target) {
    await whenOnline(refOf(target).db.conn);
    return snapshotOf(target);
  },
  async runTransaction(ref: Ref, update: (current: unknown) => unknown) {
    await whenOnline(ref.db.conn);
    // A cold cache: the SDK runs the update on null first; the server refuses and it runs again.
    let next = update(null);
    const current = getIn(state.root, ref.path);
    if (next !== undefined && current !== null) next = update(clone(current));
    if (next === undefined) return { committed: false, snapshot: snapshot(ref.key, current) };
    validate(next, `runTransaction() at /${ref.path.join('/')}`);
    state.root = setIn(state.root, ref.path, resolve(next, current, Date.now()));
    schedule();
    return { committed: true, snapshot: snapshot(ref.key, getIn(state.root, ref.path)) };
  },
  onValue(target: Target, callback: Listener['callback'], optionsOrCancel?: unknown, options?: { onlyOnce?: boolean }) {
    const opts = (typeof optionsOrCancel === 'object' ? optionsOrCancel : options) as { onlyOnce?: boolean } | undefined;
    return listen(target, 'value', callback, !!opts?.onlyOnce);
  },
  onChildAdded: (target: Target, callback: Listener['callback']) => listen(target, 'child_added', callback),
};

export const firebaseSdkDouble = {
  /** Stands in for 'firebase/app'. */
  app,
  /** Stands in for 'firebase/database'. */
  database,
  /** Data written by someone else (e.g. the backend), straight to the "server". */
  seed(path: string, value: unknown) {
    state.root = setIn(state.root, segments(path), resolve(value, null, Date.now()));
    schedule();
  },
  read: (path: string) => clone(getIn(state.root, segments(path))),
  /** Takes an app's connection down or brings it back, like a network failure would. */
  setConnected(appName: string, online: boolean) {
    const conn = state.dbs.get(appName)?.conn;
    if (!conn) throw new Error(`no database for app ${appName}`);
    conn.online = online;
    if (online) {
      conn.queued.splice(0).forEach((run) => run());
      conn.waiters.splice(0).forEach((wake) => wake());
    }
    schedule();
  },
  reset() {
    state.root = null;
    state.apps.clear();
    state.dbs.clear();
    state.listeners.forEach((l) => (l.active = false));
    state.listeners = [];
  },
};
