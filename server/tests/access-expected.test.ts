import { describe, expect, it } from 'vitest';
import { scopeOf, type Caller as TableCaller, type Scope } from '@markenportal/contract';
import { withoutFileServer } from '../../tests/support/fileServer';
import { expectedOf, expectedStatus, type AccessRow, type Scopes } from './access/expected';
import { MATRIX } from './access/matrix-table';

// The access matrix's expected answers follow the access table (access/expected.ts): change the
// table and the expectations change with it. Pure: no server.
withoutFileServer();

/** The table with one grant changed (null: removed). */
const tableWith =
  (caller: TableCaller, call: string, scope: Scope | null): Scopes =>
  (c, action) =>
    c === caller && action === call ? scope : scopeOf(c, action);

const row = (route: string, target?: string): AccessRow => {
  const found = MATRIX.find((r) => r.route === route && r.target === target);
  if (!found) throw new Error(`no matrix row ${route} ${target ?? ''}`);
  return found;
};

describe('the access matrix’s expectations come from the access table', () => {
  it('GET /posts: sales read it; without post.find for sales they get 403, the others keep theirs', () => {
    const posts = row('GET /posts');
    const now = expectedOf(posts);
    expect(now).toEqual({ public: 403, token: 403, arzt: 403, operator: 200, mitarbeiter: 403, brandadmin: 200, brandviewer: 200, sales: 200 });
    expect(expectedOf(posts, tableWith('sales', 'post.find', null))).toEqual({ ...now, sales: 403 });
  });

  it('a draft: brand viewers read it with brand-drafts; with brands only it is a 404 for them', () => {
    const draft = row('GET /posts/:id', 'never published, Cardiovia, ?status=draft');
    expect(expectedStatus(draft, 'brandviewer')).toBe(200);
    expect(expectedStatus(draft, 'sales')).toBe(404);
    expect(expectedStatus(draft, 'brandviewer', tableWith('visual_brand_admin', 'post.findOne', 'brands'))).toBe(404);
  });

  it('another brand’s document: 404 to its readers outside it, 403 to writers outside it', () => {
    expect(expectedStatus(row('GET /posts/:id', 'published, DermaSana'), 'sales')).toBe(404);
    expect(expectedStatus(row('GET /posts/:id', 'published, DermaSana'), 'brandadmin')).toBe(200);
    expect(expectedStatus(row('PUT /brands/:id', 'a brand no demo admin administers'), 'brandadmin')).toBe(403);
    expect(expectedStatus(row('PUT /brands/:id', 'a brand no demo admin administers'), 'operator')).toBe(200);
  });

  it('favorites: only for a brand whose posts the caller reads (the push audience of the table)', () => {
    const own: AccessRow = { kind: 'write', access: 'favorite.create', ok: 201, on: { audienceOf: 'cardiovia' } };
    expect(expectedStatus(own, 'sales')).toBe(201);
    expect(expectedStatus(own, 'sales', tableWith('sales', 'post.findOne', null))).toBe(400);
    // Doctors and PTAs read every brand's published posts in the mobile app; the staff without posts none.
    expect(expectedStatus(row('POST /favorites', 'a brand of nobody’s'), 'arzt')).toBe(201);
    expect(expectedStatus(row('POST /favorites', 'a brand of nobody’s'), 'mitarbeiter')).toBe(400);
    expect(expectedStatus(row('POST /favorites', 'a brand of nobody’s'), 'mitarbeiter', tableWith('visual_admin', 'post.findOne', 'all'))).toBe(201);
  });

  it('own records and chats: hidden from others (404), unless the caller knows them (a key, a person)', () => {
    expect(expectedOf(row('GET /favorites/:id', 'a favorite of arzt@'))).toMatchObject({ arzt: 200, sales: 404, public: 403 });
    expect(expectedOf(row('GET /chats/:id/messages', 'the chat of sales@ and arzt@'))).toMatchObject({ arzt: 200, sales: 200, operator: 404 });
    expect(expectedOf(row('POST /invitations/accept', 'an invitation to someone else'))).toMatchObject({ arzt: 403, sales: 403 });
    expect(expectedOf(row('GET /users/:id', 'sales@ (Cardiovia)'))).toMatchObject({ sales: 200, brandviewer: 404, brandadmin: 200, arzt: 403 });
  });

  it('a key opens by-key grants only when the call asks by key', () => {
    expect(expectedStatus(row('GET /links'), 'token')).toBe(403);
    expect(expectedStatus(row('GET /links', '?filters[link][$eq]=… (the link preview)'), 'token')).toBe(200);
  });

  it('a filter through roles needs role.find', () => {
    const byRole = row('GET /users', '?filters[role][type][$in]=brand_admin (users by role type)');
    expect(expectedStatus(byRole, 'sales')).toBe(400);
    expect(expectedStatus(byRole, 'sales', tableWith('sales', 'role.find', 'all'))).toBe(200);
  });

  it('an action the table does not have is granted to nobody; an exception names its callers only', () => {
    expect(Object.values(expectedOf({ kind: 'write', access: 'notification.create', ok: 201 }))).toEqual(Array(8).fill(403));
    expect(expectedOf(row('POST /links', 'without a brand'))).toMatchObject({ brandadmin: 400, operator: 201, sales: 403 });
  });
});
