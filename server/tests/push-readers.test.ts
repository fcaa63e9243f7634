import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { startFcmStandIn, standInServiceAccount, type FcmStandIn } from '../../tests/support/fcmStandIn.mjs';
import { startWebPushStandIn, type WebPushStandIn } from '../../tests/support/webPushStandIn';
import { withoutFileServer } from '../../tests/support/fileServer';
import { messages } from '../src/messages';

// Servers of its own, sending to the FCM and Web Push test doubles.
withoutFileServer();

// Issue 33, item 6: a post's pushes reach only those who may read it (access/post-readers.ts). A rep
// of DermaSana (jonas.becker@) who favorites Cardiovia was told of Cardiovia's posts by FCM and Web
// Push, although GET /posts/:id refuses him the post (404). Now the favorite is refused, and one
// stored before is passed over by both fan-outs; Cardiovia's own rep and the doctor still get theirs.

const DATABASES = postgresAdminUrl() ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);
const SIDE_BY_SIDE = { concurrent: true };
const OTHER_REP = 'jonas.becker@example.com';

let fcm: FcmStandIn;
let push: WebPushStandIn;

beforeAll(async () => {
  [fcm, push] = await Promise.all([startFcmStandIn(), startWebPushStandIn()]);
});

afterAll(async () => {
  await fcm?.close();
  await push?.close();
});

const eventually = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.each(DATABASES)('pushes of a post on %s', SIDE_BY_SIDE, (database) => {
  let server: TestStrapi;
  let db: Knex;
  const { api, login, me } = apiClient(() => server.apiUrl);
  const tokens: Record<string, string> = {};
  const brands: Record<string, string> = {};
  /** Device names and FCM tokens of this suite: the test doubles are shared by both databases. */
  const name = (who: string) => `${who}-${database}`;

  beforeAll(async () => {
    server = await startStrapi(
      {
        FCM_SERVICE_ACCOUNT: JSON.stringify(await standInServiceAccount()),
        FCM_ENDPOINT: fcm.url,
        PUSH_POLL_MS: '200',
        WEB_PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
        WEB_PUSH_POLL_MS: '150',
        WEB_PUSH_BATCH_SIZE: '2',
      },
      database === 'PostgreSQL' ? { database: 'postgres' } : {},
    );
    db = knexFactory(
      server.databaseUrl
        ? { client: 'pg', connection: server.databaseUrl, pool: { min: 0, max: 1 } }
        : { client: 'better-sqlite3', connection: { filename: server.dbFile }, useNullAsDefault: true, pool: { min: 1, max: 1 } },
    );
    for (const [who, email] of Object.entries({ admin: DEMO_ACCOUNTS.brandadmin, rep: DEMO_ACCOUNTS.sales, otherRep: OTHER_REP, doctor: DEMO_ACCOUNTS.arzt }))
      tokens[who] = await login(email);
    for (const brand of ['Cardiovia', 'DermaSana'])
      brands[brand] = (await api(`/brands?filters[name][$eq]=${brand}`, { token: tokens.rep })).body.data[0].documentId;
    // Every account's phone (the mobile app registers its FCM token), and the reps' browsers.
    for (const who of ['rep', 'otherRep', 'doctor']) {
      const { id } = await me(tokens[who]);
      expect((await api(`/users/${id}`, { token: tokens[who], method: 'PUT', body: { fcmToken: name(who) } })).status).toBe(200);
    }
    for (const who of ['rep', 'otherRep'])
      expect((await api('/web-push/subscriptions', { token: tokens[who], method: 'POST', body: push.device(name(who)) })).status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  const favorite = (who: string, brand: string) =>
    api('/favorites', { token: tokens[who], method: 'POST', body: { data: { brand: brands[brand], isFavorite: true } } });

  it.sequential('a favorite only for a brand whose posts the caller reads: another brand’s is a German 400 at `brand`', async () => {
    const refused = await favorite('otherRep', 'Cardiovia');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Die Beiträge dieser Brand sind für Sie nicht freigegeben. Sie können sie nicht als Favorit wählen.');
    expect(refused.body.error.message).toBe(messages.favorites.unreadableBrand);
    expect(refused.body.error.details.errors).toEqual([{ path: ['brand'], message: messages.favorites.unreadableBrand, name: 'ValidationError' }]);
    expect((await api('/favorites', { token: tokens.otherRep })).body.data.map((f: { brand: { name: string } }) => f.brand.name)).not.toContain('Cardiovia');
    // The rep's own brand; the doctor (no brand of their own) any brand.
    expect((await favorite('otherRep', 'DermaSana')).status).toBe(201);
    expect([200, 201]).toContain((await favorite('doctor', 'DermaSana')).status);
    expect([200, 201]).toContain((await favorite('rep', 'Cardiovia')).status);
    // Turned on again through PUT: the same rule. Turned off: always.
    const own = (await api('/favorites', { token: tokens.otherRep })).body.data.find((f: { brand: { name: string } }) => f.brand.name === 'DermaSana');
    expect((await api(`/favorites/${own.documentId}`, { token: tokens.otherRep, method: 'PUT', body: { data: { isFavorite: false } } })).status).toBe(200);
    expect((await api(`/favorites/${own.documentId}`, { token: tokens.otherRep, method: 'PUT', body: { data: { isFavorite: true } } })).status).toBe(200);
  });

  it.sequential(
    'a favorite of another brand stored before: neither FCM nor Web Push tells that rep of the post; the brand’s rep and the doctor are told',
    async () => {
      // The DermaSana rep's favorite, moved to Cardiovia in the database as one made before the rule was.
      expect([200, 201]).toContain((await favorite('otherRep', 'DermaSana')).status);
      const own = (await api('/favorites', { token: tokens.otherRep })).body.data.find((f: { brand: { name: string } }) => f.brand.name === 'DermaSana');
      const row = await db('favorites').where({ document_id: own.documentId }).first('id');
      const cardiovia = await db('brands').where({ document_id: brands.Cardiovia }).first('id');
      expect(await db('favorites_brand_lnk').where({ favorite_id: row.id }).update({ brand_id: cardiovia.id })).toBe(1);
      expect([200, 201]).toContain((await favorite('doctor', 'Cardiovia')).status);
      expect([200, 201]).toContain((await favorite('rep', 'Cardiovia')).status);

      const title = `Nur für Leser (${database})`;
      const created = await api('/posts', { token: tokens.admin, method: 'POST', body: { data: { title, type: 'news', brand: brands.Cardiovia } } });
      const postId = created.body.data.documentId as string;
      expect((await api(`/posts/${postId}/publish`, { token: tokens.admin, method: 'POST' })).status).toBe(200);
      // The premise: the API refuses that rep the post itself, and gives it to Cardiovia's rep.
      expect((await api(`/posts/${postId}`, { token: tokens.otherRep })).status).toBe(404);
      expect((await api(`/posts/${postId}`, { token: tokens.rep })).status).toBe(200);

      // FCM: every push of the post answered. Web Push: the collection and every row it wrote finished.
      await eventually('FCM delivery done', async () => (await api(`/posts/${postId}/notification`, { token: tokens.admin })).body.data?.state === 'done');
      await eventually('Web Push jobs done', async () => {
        const rows = await db('web_push_jobs').where({ kind: 'post', ref: postId }).select('status');
        return rows.length > 0 && rows.every((r: { status: string }) => r.status === 'done');
      });
      const ofPost = (who: string) => push.to(name(who)).filter((r) => r.status === 201 && r.payload?.url === `/posts/${postId}`);
      expect({
        fcm: [...fcm.deliveries(postId).keys()].filter((token) => token.endsWith(`-${database}`)).sort(),
        webPush: { rep: ofPost('rep').map((r) => r.payload), otherRep: ofPost('otherRep').map((r) => r.payload) },
      }).toEqual({
        fcm: [name('doctor'), name('rep')].sort(),
        webPush: { rep: [{ title: 'Cardiovia', body: title, url: `/posts/${postId}` }], otherRep: [] },
      });
      expect((await api(`/posts/${postId}/notification`, { token: tokens.admin })).body.data).toMatchObject({ recipients: 2, sent: 2 });
    },
  );
});
