import { describe, expect, it } from 'vitest';
import { eventPeriodProblems, FIELD_MESSAGES, parseDateTime } from '@markenportal/contract';
import { documentProblems, recordAsItWillBe, type Attributes } from '../../server/src/validation/document-rules';
import eventSchema from '../../server/src/api/event/content-types/event/schema.json';
import postSchema from '../../server/src/api/post/content-types/post/schema.json';

// The rules a post or event meets, draft or not (server/src/validation/document-rules.ts), and the
// contract's event period that the web app states too. Over HTTP: server/tests/draft-validation.test.ts.

const EVENT = 'api::event.event';
const event = eventSchema.attributes as Attributes;
const post = postSchema.attributes as Attributes;
const START = '2027-05-03T16:00:00.000Z';

describe('parseDateTime', () => {
  it('takes ISO instants with a zone, as toISOString() and offsets write them', () => {
    expect(parseDateTime(START)).toBe(Date.UTC(2027, 4, 3, 16));
    expect(parseDateTime('2027-05-03T18:00+02:00')).toBe(Date.UTC(2027, 4, 3, 16));
    expect(parseDateTime('2028-02-29T00:00:00Z')).toBe(Date.UTC(2028, 1, 29));
  });

  it('refuses what is no instant: impossible dates and times, no zone, bare dates, numbers, words', () => {
    for (const value of [
      '2027-13-45T10:00:00Z',
      '2027-02-29T10:00:00Z',
      '2027-05-03T24:00:00Z',
      '2027-05-03T16:60Z',
      '2027-05-03T16:00:00',
      '2027-05-03',
      'morgen',
      '',
      ' ',
      1_800_000_000_000,
      null,
      undefined,
      [],
      {},
      true,
    ]) {
      expect(parseDateTime(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('eventPeriodProblems', () => {
  it('wants a start; an end, if any, strictly after it', () => {
    expect(eventPeriodProblems({ startDate: START })).toEqual([]);
    expect(eventPeriodProblems({ startDate: START, endDate: null })).toEqual([]);
    expect(eventPeriodProblems({ startDate: START, endDate: '2027-05-03T16:00:01.000Z' })).toEqual([]);
    expect(eventPeriodProblems({})).toEqual([{ field: 'startDate', message: FIELD_MESSAGES.startRequired }]);
    expect(eventPeriodProblems({ startDate: '  ' })).toEqual([{ field: 'startDate', message: FIELD_MESSAGES.startRequired }]);
    expect(eventPeriodProblems({ startDate: START, endDate: START })).toEqual([{ field: 'endDate', message: FIELD_MESSAGES.endBeforeStart }]);
    expect(eventPeriodProblems({ startDate: START, endDate: '2027-05-03T17:59+02:00' })).toEqual([
      { field: 'endDate', message: FIELD_MESSAGES.endBeforeStart },
    ]);
    expect(eventPeriodProblems({ startDate: 'morgen', endDate: '' })).toEqual([
      { field: 'startDate', message: FIELD_MESSAGES.invalidDateTime },
      { field: 'endDate', message: FIELD_MESSAGES.invalidDateTime },
    ]);
  });
});

describe('documentProblems', () => {
  it('judges an event as if published, in the order of its fields, one problem per field', () => {
    expect(documentProblems(EVENT, event, { title: 'Fortbildung', startDate: START })).toEqual([]);
    expect(documentProblems(EVENT, event, { endDate: START }).map((p) => p.field)).toEqual(['title', 'startDate']);
    expect(documentProblems(EVENT, event, { title: 7, startDate: START, endDate: '2027-01-01T00:00:00Z' })).toEqual([
      { field: 'title', message: 'Bitte geben Sie einen Titel ein.' },
      { field: 'endDate', message: FIELD_MESSAGES.endBeforeStart },
    ]);
  });

  it('wants a post’s title and type; the type’s default counts when creating, null does not', () => {
    expect(documentProblems('api::post.post', post, recordAsItWillBe(post, { title: 'Neu' }, null))).toEqual([]);
    expect(documentProblems('api::post.post', post, recordAsItWillBe(post, { title: 'Neu', type: null }, null))).toEqual([
      { field: 'type', message: 'Bitte wählen Sie einen Typ.' },
    ]);
  });

  it('a change is judged on the stored draft with the body laid over it', () => {
    const stored = { title: 'Fortbildung', startDate: START, endDate: null, location: null };
    expect(documentProblems(EVENT, event, recordAsItWillBe(event, { endDate: '2027-05-03T15:00:00.000Z' }, stored))[0].field).toBe('endDate');
    expect(documentProblems(EVENT, event, recordAsItWillBe(event, { startDate: null }, stored))[0].field).toBe('startDate');
    expect(documentProblems(EVENT, event, recordAsItWillBe(event, { location: 'Berlin' }, stored))).toEqual([]);
  });

  it('applies minLength, regex and min of any schema, which Strapi skips for drafts', () => {
    const schema: Attributes = {
      code: { type: 'string', minLength: 3, regex: '^[A-Z]+$' },
      note: { type: 'text', regex: '^x' },
      seats: { type: 'integer', min: 1 },
      price: { type: 'decimal', min: 0.5 },
      when: { type: 'datetime' },
      brand: { type: 'relation', required: true },
      createdAt: { type: 'datetime' },
    };
    const fields = (record: Record<string, unknown>) => documentProblems('api::other.other', schema, record).map((p) => `${p.field}: ${p.message}`);
    expect(fields({ code: 'ABC', note: '', seats: 1, price: '0.5', when: START, createdAt: 'egal' })).toEqual([]);
    expect(fields({ code: 'AB', note: 'y', seats: 0, price: 0.4, when: 'bald' })).toEqual([
      'code: Bitte geben Sie mindestens 3 Zeichen ein.',
      'note: Bitte prüfen Sie das Format dieses Felds.',
      'seats: Der Wert muss mindestens 1 sein.',
      'price: Der Wert muss mindestens 0,5 sein.',
      `when: ${FIELD_MESSAGES.invalidDateTime}`,
    ]);
    expect(fields({ code: 'abc' })).toEqual(['code: Bitte prüfen Sie das Format dieses Felds.']);
  });
});
