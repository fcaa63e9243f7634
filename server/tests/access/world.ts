import { apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login, PUBLIC_ACCESS_TOKEN } from '../../../tests/support/api';

// The world the access matrix runs in: who calls, the demo data it aims at, and fresh things it
// creates (as a role allowed to) and removes again, so that the matrix's later rows find the demo
// data as it was (access-matrix.test.ts checks that at its end).

export const CALLERS = ['public', 'token', 'arzt', 'operator', 'mitarbeiter', 'brandadmin', 'brandviewer', 'sales'] as const;
export type Caller = (typeof CALLERS)[number];
export const SIGNED_IN: Caller[] = ['arzt', 'operator', 'mitarbeiter', 'brandadmin', 'brandviewer', 'sales'];
type Account = Exclude<Caller, 'public' | 'token'>;

/** One HTTP call: JSON, a multipart upload (a tiny PNG plus fields), or an event stream. */
export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  upload?: Record<string, string>;
  /** Server-Sent Events: only the status and content type count; the stream is closed at once. */
  stream?: boolean;
}
export interface Answer {
  status: number;
  body: any;
}

// A valid 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const send = async (token: string | undefined, req: Request): Promise<Answer> => {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (req.upload) {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'matrix.png');
    for (const [key, value] of Object.entries(req.upload)) form.append(key, value);
    body = form;
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  if (req.stream) {
    const abort = new AbortController();
    const response = await fetch(`${apiUrl()}${req.path}`, { method: req.method, headers, signal: abort.signal });
    const type = response.headers.get('content-type') ?? '';
    // A refusal is an ordinary JSON answer; only an open stream is closed unread.
    if (!response.ok) return { status: response.status, body: await response.json().catch(() => null) };
    abort.abort();
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, body: { contentType: type } };
  }
  const response = await fetch(`${apiUrl()}${req.path}`, { method: req.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
};

let counter = 0;
/** A name no other test uses (`Matrix-…`). */
export const unique = (what: string) => `Matrix-${what}-${process.pid}-${Date.now().toString(36)}-${++counter}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Trash = {
  actions: string[];
  posts: string[];
  events: string[];
  links: string[];
  invitations: string[];
  favorites: { owner: Caller; id: string }[];
  users: number[];
  files: number[];
  brands: string[];
  licenses: string[];
  addons: string[];
  specializations: string[];
  /** Web Push endpoints registered by sales (they would be sent to on every message to the rep). */
  webPushEndpoints: string[];
  /** Documents of brand resources made by `npm run new:resource` (rows/brand-documents.ts), by path: removed by a brand admin of both demo brands. */
  documents: string[];
};

export interface World {
  tokens: Record<Caller, string | undefined>;
  /** Demo data the matrix reads (never changed) and fixtures it created. */
  ids: {
    cardiovia: string;
    cardioviaNumeric: number;
    cardioviaWebsite: string;
    dermasana: string;
    cvPost: string;
    cvDraftPost: string;
    dsPost: string;
    cvEvent: string;
    cvDraftEvent: string;
    dsEvent: string;
    cvLink: string;
    license: string;
    addon: string;
    specialization: string;
    sales: number;
    jonas: number;
    chat: string;
    roleAuthenticated: number;
    roleSales: number;
    own: Record<Account, number>;
  };
  /** Calls as a demo account (or with the public token). */
  as(caller: Caller, req: Request): Promise<Answer>;
  /** Fresh things, made by a role allowed to make them, and removed in clean-up. */
  fresh: {
    brand(): Promise<string>;
    reference(kind: 'licenses' | 'addons' | 'specializations'): Promise<string>;
    post(): Promise<string>;
    event(): Promise<string>;
    link(brand?: string, salesUser?: number): Promise<{ documentId: string; link: string }>;
    user(brandRole?: 'sales'): Promise<number>;
    file(): Promise<number>;
    invitation(): Promise<{ documentId: string; code: string }>;
    action(): Promise<string>;
    favorite(brand: string): Promise<string>;
  };
  /** One fresh thing per key, made on first use (targets of PUT rows shared by all callers). */
  shared<T>(key: string, make: () => Promise<T>): Promise<T>;
  trash: Trash;
  /** The caller's own profile as stored (without ids): written back unchanged by the self-update row. */
  profileOf(caller: Account): Promise<Record<string, unknown>>;
}

const must = async (what: string, answer: Promise<Answer>, status: number) => {
  const a = await answer;
  if (a.status !== status) throw new Error(`fixture ${what}: expected ${status}, got ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
  return a.body;
};

export const createWorld = async (): Promise<World> => {
  const tokens = { public: undefined, token: PUBLIC_ACCESS_TOKEN } as Record<Caller, string | undefined>;
  for (const caller of SIGNED_IN) tokens[caller] = await login(DEMO_ACCOUNTS[caller as Account]);
  const as = (caller: Caller, req: Request) => send(tokens[caller], req);
  const get = async (caller: Caller, path: string) => must(`GET ${path}`, as(caller, { method: 'GET', path }), 200);

  const brands = (await get('operator', '/brands?pagination[pageSize]=100&fields[0]=name&fields[1]=website')).data as {
    id: number;
    documentId: string;
    name: string;
    website: string;
  }[];
  const brand = (name: string) => brands.find((b) => b.name === name)!;
  const postByTitle = async (title: string, status = '') =>
    (await get('operator', `/posts?filters[title][$eq]=${encodeURIComponent(title)}${status}`)).data[0].documentId as string;
  const eventByTitle = async (title: string, status = '') =>
    (await get('operator', `/events?filters[title][$eq]=${encodeURIComponent(title)}${status}`)).data[0].documentId as string;
  const userId = async (email: string) => (await get('operator', `/users?filters[email][$eq]=${encodeURIComponent(email)}`))[0].id as number;
  const roles = (await get('operator', '/users-permissions/roles')).roles as { id: number; type: string }[];
  const own = {} as Record<Account, number>;
  for (const caller of SIGNED_IN) own[caller as Account] = (await get(caller, '/users/me')).id;
  const salesChats = (await get('sales', '/chats')).data as { id: string; contact: { id: number } }[];

  const ids: World['ids'] = {
    cardiovia: brand('Cardiovia').documentId,
    cardioviaNumeric: brand('Cardiovia').id,
    cardioviaWebsite: brand('Cardiovia').website,
    dermasana: brand('DermaSana').documentId,
    cvPost: await postByTitle('Neue Leitlinie zur Hypertonie-Therapie'),
    cvDraftPost: await postByTitle('Entwurf: Fachinformation Update', '&status=draft'),
    dsPost: await postByTitle('Sonnenschutz in der Praxis'),
    cvEvent: await eventByTitle('Fortbildung: Hypertonie kompakt'),
    cvDraftEvent: await eventByTitle('Praxisworkshop EKG (Entwurf)', '&status=draft'),
    dsEvent: await eventByTitle('Dermatologie-Update 2027'),
    cvLink: (await get('operator', '/links?filters[link][$eq]=cardiovia-schneider')).data[0].documentId,
    license: (await get('operator', '/licenses?filters[name][$eq]=Basis')).data[0].documentId,
    addon: (await get('operator', '/addons?filters[name][$eq]=Chat-Modul')).data[0].documentId,
    specialization: (await get('operator', '/specializations?filters[name][$eq]=Kardiologie')).data[0].documentId,
    sales: own.sales,
    jonas: await userId('jonas.becker@example.com'),
    chat: salesChats.find((c) => c.contact.id === own.arzt)!.id,
    roleAuthenticated: roles.find((r) => r.type === 'authenticated')!.id,
    roleSales: roles.find((r) => r.type === 'sales')!.id,
    own,
  };

  const trash: Trash = {
    actions: [],
    posts: [],
    events: [],
    links: [],
    invitations: [],
    favorites: [],
    users: [],
    files: [],
    brands: [],
    licenses: [],
    addons: [],
    specializations: [],
    webPushEndpoints: [],
    documents: [],
  };
  const post = async (caller: Caller, path: string, body: unknown, status = 201) => must(`POST ${path}`, as(caller, { method: 'POST', path, body }), status);

  const fresh: World['fresh'] = {
    async brand() {
      const id = (await post('operator', '/brands', { data: { name: unique('Brand') } })).data.documentId;
      trash.brands.push(id);
      return id;
    },
    async reference(kind) {
      const id = (await post('operator', `/${kind}`, { data: { name: unique(kind) } })).data.documentId;
      trash[kind].push(id);
      return id;
    },
    async post() {
      const id = (await post('brandadmin', '/posts', { data: { title: unique('Beitrag'), type: 'news', brand: ids.cardiovia } })).data.documentId;
      trash.posts.push(id);
      return id;
    },
    async event() {
      const id = (await post('brandadmin', '/events', { data: { title: unique('Veranstaltung'), startDate: inDays(40), brand: ids.cardiovia } })).data
        .documentId;
      trash.events.push(id);
      return id;
    },
    async link(brand, salesUser) {
      const link = unique('link').toLowerCase();
      const body = await post('operator', '/links', { data: { link, brand: brand ?? (await fresh.brand()), ...(salesUser ? { salesUser } : {}) } });
      trash.links.push(body.data.documentId);
      return { documentId: body.data.documentId, link };
    },
    async user(brandRole) {
      const name = unique('nutzer').toLowerCase();
      const body = await post('operator', '/users', {
        username: name,
        email: `${name}@matrix.test`,
        password: DEMO_PASSWORD,
        confirmed: true,
        role: brandRole ? ids.roleSales : ids.roleAuthenticated,
        ...(brandRole ? { brands: [ids.cardiovia], userBrandRoles: [{ brand: ids.cardiovia, role: brandRole }] } : {}),
        profile: { firstName: 'Matrix', lastName: 'Nutzer' },
      });
      trash.users.push(body.id);
      return body.id as number;
    },
    async file() {
      const body = await must('upload', as('operator', { method: 'POST', path: '/upload', upload: {} }), 201);
      trash.files.push(body[0].id);
      return body[0].id as number;
    },
    async invitation() {
      const body = await post('brandadmin', '/invitations', {
        data: { email: `${unique('einladung').toLowerCase()}@einladung.test`, role: 'sales', brand: ids.cardiovia },
      });
      trash.invitations.push(body.data.documentId);
      return { documentId: body.data.documentId, code: new URL(body.data.link).searchParams.get('code')! };
    },
    async action() {
      const entityId = await fresh.post();
      const body = await post('brandadmin', '/publisher/actions', { data: { entityId, entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(30) } });
      trash.actions.push(body.data.documentId);
      return body.data.documentId;
    },
    async favorite(brand) {
      const answer = await as('arzt', { method: 'POST', path: '/favorites', body: { data: { brand } } });
      if (![200, 201].includes(answer.status)) throw new Error(`fixture favorite: ${answer.status}`);
      trash.favorites.push({ owner: 'arzt', id: answer.body.data.documentId });
      return answer.body.data.documentId;
    },
  };

  const cache = new Map<string, Promise<unknown>>();
  const shared = <T>(key: string, make: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as Promise<T>;
  };

  const profileOf = async (caller: Account) => {
    const { profile } = await get(caller, '/users/me?populate[profile]=true');
    const { id: _id, ...fields } = profile ?? {};
    return fields;
  };

  return { tokens, ids, as, fresh, shared, trash, profileOf };
};

/** Removes everything the matrix made (what a refused call left over, too); unknown ones are skipped. */
export const cleanUp = async (w: World) => {
  const t = w.trash;
  const drop = async (caller: Caller, path: string) => {
    const { status } = await w.as(caller, { method: 'DELETE', path });
    if (status >= 500) throw new Error(`clean-up DELETE ${path}: ${status}`);
  };
  const take = <T>(list: T[]) => list.splice(0, list.length);
  for (const id of take(t.actions)) await drop('brandadmin', `/publisher/actions/${id}`);
  for (const id of take(t.posts)) await drop('brandadmin', `/posts/${id}`);
  for (const id of take(t.events)) await drop('brandadmin', `/events/${id}`);
  for (const path of take(t.documents)) await drop('brandadmin', path);
  for (const id of take(t.links)) await drop('operator', `/links/${id}`);
  for (const id of take(t.invitations)) await drop('brandadmin', `/invitations/${id}`);
  for (const { owner, id } of take(t.favorites)) await drop(owner, `/favorites/${id}`);
  for (const id of take(t.users)) await drop('operator', `/users/${id}`);
  for (const id of take(t.files)) await drop('operator', `/upload/files/${id}`);
  for (const id of take(t.brands)) await drop('operator', `/brands/${id}`);
  for (const kind of ['licenses', 'addons', 'specializations'] as const) for (const id of take(t[kind])) await drop('operator', `/${kind}/${id}`);
  for (const endpoint of take(t.webPushEndpoints)) {
    const { status } = await w.as('sales', { method: 'POST', path: '/web-push/subscriptions/remove', body: { endpoint } });
    if (status >= 500) throw new Error(`clean-up of the Web Push endpoint ${endpoint}: ${status}`);
  }
};
