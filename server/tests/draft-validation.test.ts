import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@markenportal/contract';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { documentProblems, type Attributes } from '../src/validation/document-rules';
import eventSchema from '../src/api/event/content-types/event/schema.json';
import postSchema from '../src/api/post/content-types/post/schema.json';

// Strapi skips `required` and the other schema rules for drafts: posts and events are judged as if
// published on every create and change, on the record as it will be stored (guards/content.ts
// `validDocument`, validation/document-rules.ts). Each refusal below was a 201 or 200 without it.

let admin: string;
let operator: string;
let cardiovia: string;

const START = '2027-05-03T16:00:00.000Z';
const END = '2027-05-03T18:00:00.000Z';
const TITLE_REQUIRED = 'Bitte geben Sie einen Titel ein.';

const createEvent = (data: Record<string, unknown>, query = '?status=draft') =>
  api(`/events${query}`, { token: admin, method: 'POST', body: { data: { brand: cardiovia, ...data } } });
const updateEvent = (id: string, data: Record<string, unknown>) => api(`/events/${id}?status=draft`, { token: admin, method: 'PUT', body: { data } });
const storedEvent = async (id: string) => (await api(`/events/${id}?status=draft`, { token: admin })).body.data;
const eventsTitled = async (title: string) =>
  (await api(`/events?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`, { token: admin })).body.data as unknown[];
const createPost = (data: Record<string, unknown>) => api('/posts', { token: admin, method: 'POST', body: { data: { brand: cardiovia, ...data } } });

/** A 400 whose first field error is `message` at `field`. */
const refusedAt = (answer: { status: number; body: any }, field: string, message: string, label = '') => {
  expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body.error.details.errors[0], label).toMatchObject({ path: [field], message });
};

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
});

describe('the demo data', () => {
  // First in the file: before any test stores its own.
  it('every seeded post and event draft meets the rules', async () => {
    for (const [path, uid, schema] of [
      ['/events', 'api::event.event', eventSchema],
      ['/posts', 'api::post.post', postSchema],
    ] as const) {
      const rows: Record<string, unknown>[] = (await api(`${path}?status=draft&pagination[pageSize]=100`, { token: operator })).body.data;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) expect(documentProblems(uid, schema.attributes as Attributes, row), `${path} ${row.title}`).toEqual([]);
    }
  });
});

describe('creating an event', () => {
  it('without a start is a 400 at startDate with the German text, and nothing is stored', async () => {
    const answer = await createEvent({ title: 'Ohne Beginn' });
    refusedAt(answer, 'startDate', FIELD_MESSAGES.startRequired);
    expect(answer.body.error.message).toBe(FIELD_MESSAGES.startRequired);
    for (const startDate of [null, '', '   '])
      refusedAt(await createEvent({ title: 'Ohne Beginn', startDate }), 'startDate', FIELD_MESSAGES.startRequired, String(startDate));
    expect(await eventsTitled('Ohne Beginn')).toEqual([]);
  });

  it('is refused without the draft query too (Strapi would check it there itself), and in German', async () => {
    refusedAt(
      await createEvent({ title: 'Ohne Beginn, veröffentlicht', publishedAt: new Date().toISOString() }, ''),
      'startDate',
      FIELD_MESSAGES.startRequired,
    );
  });

  it('with an end before or at the start is a 400 at endDate', async () => {
    refusedAt(await createEvent({ title: 'Rückwärts', startDate: END, endDate: START }), 'endDate', FIELD_MESSAGES.endBeforeStart);
    refusedAt(await createEvent({ title: 'Rückwärts', startDate: START, endDate: START }), 'endDate', FIELD_MESSAGES.endBeforeStart);
    // The same instant in another zone is no later.
    refusedAt(await createEvent({ title: 'Rückwärts', startDate: START, endDate: '2027-05-03T18:00:00+02:00' }), 'endDate', FIELD_MESSAGES.endBeforeStart);
    expect(await eventsTitled('Rückwärts')).toEqual([]);
  });

  it('with a start or end that is no date-time is a 400 at that field, never a 500', async () => {
    const values = [
      '2027-13-45T10:00:00Z',
      '2027-13-45',
      '2027-02-30T10:00:00Z',
      'morgen',
      '2027-05-03T16:00:00',
      1_800_000_000_000,
      true,
      ['2027-05-03T16:00:00Z'],
      { $gt: 1 },
    ];
    for (const value of values) {
      refusedAt(await createEvent({ title: 'Ungültig', startDate: value }), 'startDate', FIELD_MESSAGES.invalidDateTime, JSON.stringify(value));
      refusedAt(await createEvent({ title: 'Ungültig', startDate: START, endDate: value }), 'endDate', FIELD_MESSAGES.invalidDateTime, JSON.stringify(value));
    }
    refusedAt(await createEvent({ title: 'Ungültig', startDate: START, endDate: '' }), 'endDate', FIELD_MESSAGES.invalidDateTime);
    expect(await eventsTitled('Ungültig')).toEqual([]);
  });

  it('without a title is a 400 at title; several problems are named each at its field', async () => {
    refusedAt(await createEvent({ startDate: START }), 'title', TITLE_REQUIRED);
    const both = await createEvent({ title: ' ', endDate: 'bald' });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe(FIELD_MESSAGES.checkFields);
    expect(both.body.error.details.errors.map((e: { path: string[]; message: string }) => [e.path[0], e.message])).toEqual([
      ['title', TITLE_REQUIRED],
      ['startDate', FIELD_MESSAGES.startRequired],
      ['endDate', FIELD_MESSAGES.invalidDateTime],
    ]);
  });

  it('odd forms of the fields are 400s, never 500s', async () => {
    for (const title of [[], {}, ['a'], { de: 'Titel' }, 0, false]) {
      refusedAt(await createEvent({ title, startDate: START }), 'title', TITLE_REQUIRED, JSON.stringify(title));
    }
    for (const location of [[], { a: 1 }, 5]) {
      const answer = await createEvent({ title: 'Ort', startDate: START, location });
      expect(answer.status, JSON.stringify(location)).toBe(400);
    }
  });

  it('a valid event is still created: as a draft, with an end, and published with publishedAt', async () => {
    const draft = await createEvent({ title: 'Gültig', startDate: START });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ startDate: START, endDate: null, publishedAt: null });
    const withEnd = await createEvent({ title: 'Gültig mit Ende', startDate: '2027-05-03T18:00:00+02:00', endDate: '2027-05-03T16:00:00.001Z' });
    expect(withEnd.status).toBe(201);
    expect(withEnd.body.data).toMatchObject({ startDate: START, endDate: '2027-05-03T16:00:00.001Z' });
    const published = await createEvent({ title: 'Gleich live', startDate: START, endDate: END, publishedAt: new Date().toISOString() }, '');
    expect(published.status).toBe(201);
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await api(`/events/${published.body.data.documentId}`, { token: await login(DEMO_ACCOUNTS.sales) })).status).toBe(200);
  });
});

describe('changing an event', () => {
  let id: string;
  beforeAll(async () => {
    const created = await createEvent({ title: 'Zum Ändern', startDate: START, endDate: END, location: 'Berlin' });
    expect(created.status).toBe(201);
    id = created.body.data.documentId;
  });

  it('emptying the start is a 400 at startDate, and the stored event stays', async () => {
    const before = await storedEvent(id);
    for (const startDate of [null, '']) refusedAt(await updateEvent(id, { startDate }), 'startDate', FIELD_MESSAGES.startRequired, String(startDate));
    refusedAt(await updateEvent(id, { startDate: 'übermorgen' }), 'startDate', FIELD_MESSAGES.invalidDateTime);
    expect(await storedEvent(id)).toEqual(before);
  });

  it('an end before the stored start, or a start after the stored end, is a 400 at endDate, and the stored event stays', async () => {
    const before = await storedEvent(id);
    refusedAt(await updateEvent(id, { endDate: '2027-05-03T15:00:00.000Z' }), 'endDate', FIELD_MESSAGES.endBeforeStart);
    refusedAt(await updateEvent(id, { startDate: '2027-05-04T10:00:00.000Z', title: 'Verschoben' }), 'endDate', FIELD_MESSAGES.endBeforeStart);
    expect(await storedEvent(id)).toEqual(before);
  });

  it('emptying the title is a 400 at title', async () => {
    refusedAt(await updateEvent(id, { title: '' }), 'title', TITLE_REQUIRED);
  });

  it('valid changes are saved: another field alone, both dates moved, the end removed', async () => {
    expect((await updateEvent(id, { location: 'Hamburg' })).status).toBe(200);
    const moved = await updateEvent(id, { startDate: '2027-05-04T10:00:00.000Z', endDate: '2027-05-04T12:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ location: 'Hamburg', startDate: '2027-05-04T10:00:00.000Z', endDate: '2027-05-04T12:00:00.000Z' });
    expect((await updateEvent(id, { endDate: null })).body.data).toMatchObject({ endDate: null });
  });

  it('a seeded event is changed as before (the demo data meets the rules)', async () => {
    const seeded = (await api('/events?status=draft&pagination[pageSize]=1', { token: admin })).body.data[0];
    expect((await updateEvent(seeded.documentId, { location: 'Online' })).status).toBe(200);
  });
});

describe('posts', () => {
  it('a draft without a title is a 400 at title, on create and on change', async () => {
    for (const title of [undefined, '', '  ', null]) refusedAt(await createPost({ type: 'news', title }), 'title', TITLE_REQUIRED, String(title));
    const created = await createPost({ title: 'Beitrag', type: 'study' });
    expect(created.status).toBe(201);
    refusedAt(await api(`/posts/${created.body.data.documentId}`, { token: admin, method: 'PUT', body: { data: { title: null } } }), 'title', TITLE_REQUIRED);
  });

  it('a type is required: null is a 400 at type (Strapi takes it for a draft), an unknown one Strapi refuses itself, none takes the default', async () => {
    refusedAt(await createPost({ title: 'Ohne Typ', type: null }), 'type', 'Bitte wählen Sie einen Typ.');
    refusedAt(await createPost({ title: 'Falscher Typ', type: 'werbung' }), 'type', 'Ungültige Auswahl');
    const created = await createPost({ title: 'Standardtyp' });
    expect(created.status).toBe(201);
    expect(created.body.data.type).toBe('news');
    const id = created.body.data.documentId;
    refusedAt(await api(`/posts/${id}`, { token: admin, method: 'PUT', body: { data: { type: null } } }), 'type', 'Bitte wählen Sie einen Typ.');
    expect((await api(`/posts/${id}?status=draft`, { token: admin })).body.data.type).toBe('news');
  });

  it('a valid post is still created, changed and published', async () => {
    const created = await createPost({ title: 'Veröffentlichen', type: 'product' });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    expect((await api(`/posts/${id}`, { token: admin, method: 'PUT', body: { data: { content: '<p>Text</p>' } } })).status).toBe(200);
    const published = await api(`/posts/${id}/publish`, { token: admin, method: 'POST' });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).not.toBeNull();
  });
});
