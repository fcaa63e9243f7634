import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { cleanRichText } from '../src/validation/rich-text';

// Issue 25: rich text is cleaned on the server before it is stored, by every route.

// What the app's editor (ra-input-rich-text: tiptap's StarterKit, alignment, images, colour,
// highlight) writes: kept exactly.
const EDITOR_HTML = [
  '<h2 style="text-align: center">Neu: Kardio &amp; Mehr</h2>',
  '<p>Text mit <strong>fett</strong>, <em>kursiv</em>, <u>unterstrichen</u>, <s>durchgestrichen</s> und <code>code</code>.<br>Zeile zwei.</p>',
  '<p style="text-align: right"><span style="color: #958DF1">farbig</span> <mark data-color="#ffc078" style="background-color: #ffc078; color: inherit">markiert</mark></p>',
  '<ul><li><p>eins</p></li></ul><ol start="3"><li><p>drei</p></li></ol>',
  '<blockquote><p>Zitat</p></blockquote><pre><code class="language-js">const a = 1;</code></pre><hr>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">Link</a> ',
  '<a href="mailto:info@example.com">Mail</a> <a href="tel:+49301234">Telefon</a> <a href="/posts">intern</a></p>',
  '<p><img src="https://example.com/bild.png" alt="Bild" width="200"></p>',
].join('');

const HOSTILE: [string, string][] = [
  ['<p>a<img src=x onerror=alert(1)>b</p>', '<p>a<img src="x">b</p>'],
  ['<p>vor</p><script>alert(1)</script><p>nach</p>', '<p>vor</p><p>nach</p>'],
  ['<p><a href="javascript:alert(1)">klick</a></p>', '<p><a>klick</a></p>'],
  ['<p><a href=" JaVaScRiPt:alert(1)">klick</a></p>', '<p><a>klick</a></p>'],
  ['<p><a href="data:text/html;base64,PHNjcmlwdD4=">klick</a></p>', '<p><a>klick</a></p>'],
  ['<svg onload=alert(1)><circle r="1"></circle></svg><p>x</p>', '<p>x</p>'],
  ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
  ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
  ['<p style="background-image: url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['<p onclick="alert(1)" class="evil">x</p>', '<p>x</p>'],
  ['<img src="javascript:alert(1)"><form action="/x"><input></form>', '<img>'],
];

describe('cleanRichText', () => {
  it('keeps the editor’s markup exactly', () => expect(cleanRichText(EDITOR_HTML)).toBe(EDITOR_HTML));
  it('keeps plain text exactly', () => expect(cleanRichText('Tom & Jerry, "Zitat"\nzweite Zeile')).toBe('Tom & Jerry, "Zitat"\nzweite Zeile'));
  it.each(HOSTILE)('makes %s harmless', (input, output) => expect(cleanRichText(input)).toBe(output));
});

let admin: string;
let cardiovia: string;
const made = { posts: [] as string[], events: [] as string[] };
const HOSTILE_BODY = HOSTILE.map(([input]) => input).join('');
const CLEAN_BODY = HOSTILE.map(([, output]) => output).join('');

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

afterAll(async () => {
  for (const id of made.posts) await api(`/posts/${id}`, { token: admin, method: 'DELETE' });
  for (const id of made.events) await api(`/events/${id}`, { token: admin, method: 'DELETE' });
});

describe.each([
  ['posts', 'content', { title: 'Sauber', type: 'news' }],
  ['events', 'description', { title: 'Sauber', startDate: '2031-05-01T10:00:00.000Z' }],
] as const)('%s: stored clean', (resource, field, base) => {
  it('on create, update and publish, and legit markup stays exactly', async () => {
    const created = await api(`/${resource}?status=draft`, {
      token: admin,
      method: 'POST',
      body: { data: { ...base, brand: cardiovia, [field]: HOSTILE_BODY } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.documentId as string;
    made[resource].push(id);
    expect(created.body.data[field]).toBe(CLEAN_BODY);
    expect((await api(`/${resource}/${id}?status=draft`, { token: admin })).body.data[field]).toBe(CLEAN_BODY);

    const updated = await api(`/${resource}/${id}?status=draft`, { token: admin, method: 'PUT', body: { data: { [field]: EDITOR_HTML + HOSTILE_BODY } } });
    expect(updated.status).toBe(200);
    expect((await api(`/${resource}/${id}?status=draft`, { token: admin })).body.data[field]).toBe(EDITOR_HTML + CLEAN_BODY);

    // Published by the publish action (events after one more hostile write to the draft): clean as well.
    if (resource === 'events')
      expect((await api(`/events/${id}?status=draft`, { token: admin, method: 'PUT', body: { data: { [field]: HOSTILE_BODY } } })).status).toBe(200);
    const live = await api(`/${resource}/${id}/publish`, { token: admin, method: 'POST' });
    expect(live.status).toBe(200);
    const expected = resource === 'posts' ? EDITOR_HTML + CLEAN_BODY : CLEAN_BODY;
    expect(live.body.data[field]).toBe(expected);
    expect((await api(`/${resource}/${id}`, { token: admin })).body.data[field]).toBe(expected);
  });
});
