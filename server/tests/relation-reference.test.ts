import { describe, expect, it } from 'vitest';
import { parseReference, parseRelationWrite } from '../src/access/relation-reference';
import { withoutFileServer } from '../../tests/support/fileServer';

// Pure functions.
withoutFileServer();

// The pure reading of a relation reference (access/relation-reference.ts): one form per meaning,
// everything Strapi would read differently from a plain reading refused.

const DOC = 'zhgn3jw91txaas7at5z1mb1d';
const OWN = 'a1b2c3d4e5f6g7h8i9j0k1l2';

describe('parseReference', () => {
  it('reads a positive integer, its plain digits, a documentId, {id} and {documentId}', () => {
    expect(parseReference(38)).toEqual({ ok: true, value: { id: 38 } });
    expect(parseReference('38')).toEqual({ ok: true, value: { id: 38 } });
    expect(parseReference(DOC)).toEqual({ ok: true, value: { documentId: DOC } });
    expect(parseReference({ id: 38 })).toEqual({ ok: true, value: { id: 38 } });
    expect(parseReference({ id: '38' })).toEqual({ ok: true, value: { id: 38 } });
    expect(parseReference({ documentId: DOC })).toEqual({ ok: true, value: { documentId: DOC } });
  });

  it('refuses whatever parseInt reads as another number, and mixed or extra keys', () => {
    for (const value of [
      ' 38',
      '+38',
      '38.0',
      '38e0',
      '038',
      '38abc',
      '38 ',
      '-1',
      0,
      1.5,
      -3,
      '',
      ' ',
      Number.NaN,
      true,
      null,
      [38],
      { id: 38, documentId: DOC },
      { documentId: DOC, locale: 'de' },
      { documentId: DOC, position: { end: true } },
      { documentId: '38' },
      { id: ' 38' },
      { documentId: ` ${DOC}` },
    ]) {
      expect(parseReference(value).ok, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('parseRelationWrite', () => {
  it('to-one: one target or none', () => {
    expect(parseRelationWrite(DOC, true)).toEqual({ ok: true, value: { mode: 'replace', refs: [{ documentId: DOC }] } });
    expect(parseRelationWrite(null, true)).toEqual({ ok: true, value: { mode: 'replace', refs: [] } });
    expect(parseRelationWrite({ connect: [DOC] }, true)).toEqual({ ok: true, value: { mode: 'patch', connect: [{ documentId: DOC }], disconnect: [] } });
    expect(parseRelationWrite({ set: [] }, true)).toEqual({ ok: true, value: { mode: 'replace', refs: [] } });
    for (const value of [
      [DOC],
      [OWN, DOC],
      { set: [OWN, DOC] },
      { connect: [OWN, DOC] },
      { disconnect: [OWN], connect: [DOC] },
      { set: [OWN], connect: [DOC] },
    ]) {
      expect(parseRelationWrite(value, true).ok, JSON.stringify(value)).toBe(false);
    }
  });

  it('to-many: lists, set, connect and disconnect; set never with the others, lists always lists', () => {
    expect(parseRelationWrite([OWN, 38], false)).toEqual({ ok: true, value: { mode: 'replace', refs: [{ documentId: OWN }, { id: 38 }] } });
    expect(parseRelationWrite({ connect: [DOC], disconnect: [{ id: 4 }] }, false)).toEqual({
      ok: true,
      value: { mode: 'patch', connect: [{ documentId: DOC }], disconnect: [{ id: 4 }] },
    });
    for (const value of [
      { set: [OWN], connect: [DOC] },
      { connect: DOC },
      { set: DOC },
      { connect: [DOC], extra: 1 },
      [OWN, ' 38'],
      { connect: [{ documentId: DOC, position: { end: true } }] },
    ]) {
      expect(parseRelationWrite(value, false).ok, JSON.stringify(value)).toBe(false);
    }
  });
});
