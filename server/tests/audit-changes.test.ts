import { describe, expect, it } from 'vitest';
import { withoutFileServer } from '../../tests/support/fileServer';
import { AUDIT_TEXT_MAX, fieldChanges } from '../src/audit/changes';

// What an audit entry stores of a write (docs/decisions/0035-audit-log.md): pure, no server.
withoutFileServer();

describe('fieldChanges', () => {
  it('keeps only the changed fields, secrets and message texts as changed without their values', () => {
    const before = { id: 1, title: 'Alt', password: 'geheim-1', text: 'Hallo', updatedAt: '2026-01-01T00:00:00.000Z' };
    const after = { id: 1, title: 'Neu', password: 'geheim-2', text: 'Hallo du', updatedAt: '2026-01-02T00:00:00.000Z' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'password', before: null, after: null, redacted: true },
      { field: 'text', before: null, after: null, redacted: true },
      { field: 'title', before: 'Alt', after: 'Neu' },
    ]);
  });

  it('cuts a long text, in a field or inside a component, to its first characters and „…“', () => {
    const long = `<p>${'Datenschutz '.repeat(10_000)}</p>`;
    const [body, section] = fieldChanges(
      { body: '<p>kurz</p>', section: { heading: 'Kopf', content: 'alt' } },
      { body: long, section: { heading: 'Kopf', content: long } },
    );
    expect(body).toEqual({ field: 'body', before: '<p>kurz</p>', after: `${long.slice(0, AUDIT_TEXT_MAX)}…` });
    expect(section).toEqual({
      field: 'section',
      before: { heading: 'Kopf', content: 'alt' },
      after: { heading: 'Kopf', content: `${long.slice(0, AUDIT_TEXT_MAX)}…` },
    });
  });
});
