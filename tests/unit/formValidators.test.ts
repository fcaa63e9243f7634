import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { germanMessages } from '../../src/i18n';
import { laterThan, minPasswordLength, sameAs } from '../../src/common/validators';

// The forms' one validation idiom (docs/architecture.md, "Forms and their rules"): every rule is an
// input's validator. react-admin's <SimpleForm validate>, <Form validate> or a resolver replace the
// inputs' own validators (required, maxLength, the complete-date check), so a form with one drops them.

const SRC = join(__dirname, '../../src');
const FORMS = new Set(['SimpleForm', 'TabbedForm', 'Form', 'LongForm', 'WizardForm']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const parsed = sourceFiles(SRC).map((file) => ({
  file: relative(SRC, file),
  source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

const visit = (node: ts.Node, found: (node: ts.Node) => void) => {
  found(node);
  node.forEachChild((child) => visit(child, found));
};

/** `file: <Form validate>` for every form element with a form-level rule, and every `useForm({ resolver })`. */
const formLevelRules = () => {
  const hits: string[] = [];
  for (const { file, source } of parsed) {
    visit(source, (node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const name = node.tagName.getText(source);
        if (!FORMS.has(name)) return;
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute) && ['validate', 'resolver'].includes(attribute.name.getText(source)))
            hits.push(`${file}: <${name} ${attribute.name.getText(source)}>`);
        }
      }
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'useForm') {
        const options = node.arguments[0];
        if (options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText(source) === 'resolver'))
          hits.push(`${file}: useForm({ resolver })`);
      }
    });
  }
  return hits;
};

type Tree = { [key: string]: string | Tree };
const lookup = (path: string) =>
  path.split('.').reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), germanMessages as unknown as Tree);

describe('form validation', () => {
  it('no form has a form-level rule that would switch off its inputs’ validators', () => {
    expect(parsed.length).toBeGreaterThan(100);
    expect(formLevelRules()).toEqual([]);
  });

  it('every message key a form or page names is in the German catalog', () => {
    const missing = new Set<string>();
    for (const { file, source } of parsed) {
      if (file.startsWith('i18n')) continue;
      visit(source, (node) => {
        if (ts.isStringLiteral(node) && /^app\.[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(node.text) && typeof lookup(node.text) !== 'string')
          missing.add(`${file}: ${node.text}`);
      });
    }
    expect([...missing]).toEqual([]);
  });

  it('compares fields as input rules: the repeated password, an end after its start', () => {
    const confirms = sameAs('password', 'app.auth.passwords_mismatch');
    expect(confirms('Geheim123', { password: 'Geheim124' })).toBe('app.auth.passwords_mismatch');
    expect(confirms('Geheim123', { password: 'Geheim123' })).toBeUndefined();
    const endAfterStart = laterThan('startDate', 'app.events.end_before_start');
    expect(endAfterStart('2027-03-28T09:00:00.000Z', { startDate: '2027-03-28T09:00:00.000Z' })).toBe('app.events.end_before_start');
    expect(endAfterStart('2027-03-28T08:00:00.000Z', { startDate: '2027-03-28T09:00:00.000Z' })).toBe('app.events.end_before_start');
    expect(endAfterStart('2027-03-28T10:00:00.000Z', { startDate: '2027-03-28T09:00:00.000Z' })).toBeUndefined();
    // A half-typed start is the start's own error, not the end's.
    expect(endAfterStart('2027-03-28T10:00:00.000Z', { startDate: 'invalid-date-time' })).toBeUndefined();
    expect(minPasswordLength('kurz', {})).toEqual({ message: 'app.auth.password_too_short', args: expect.anything() });
  });
});
