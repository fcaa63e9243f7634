import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login, me, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';

// Issue 37, item 5: a doctor or PTA connects to a rep through a link only with consent to the text
// of the current version, in whatever form the body comes; the consent is stored, listed to its
// person only and withdrawn there, which ends the contact. „Datenschutz“ and „Impressum“ are the
// operator's texts, read by everyone through the public-access token.

const MISSING = 'Bitte bestätigen Sie zuerst, dass der Außendienst und die Brand Ihre Daten sehen dürfen.';
const OUTDATED = 'Der Text der Einwilligung hat sich geändert. Bitte laden Sie die Seite neu und bestätigen Sie ihn erneut.';
const CLOSED = 'Der Kontakt ist beendet. Der Chat bleibt lesbar, neue Nachrichten sind nicht mehr möglich.';

let stamp = 0;
const registerDoctor = async () => {
  const name = `einwilligung-${process.pid}-${Date.now().toString(36)}-${++stamp}`;
  const registered = await api('/auth/local/register', {
    method: 'POST',
    body: { username: name, email: `${name}@praxis.test`, password: DEMO_PASSWORD, profile: { title: 'Dr.', firstName: 'Eva', lastName: 'Einwilligung' } },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return { token: registered.body.jwt as string, id: registered.body.user.id as number };
};

/** POST /links/connect with a body of any type, as a browser form or curl would send it. */
const connectRaw = async (token: string, body: BodyInit, contentType?: string, query = '') => {
  const response = await fetch(`${apiUrl()}/links/connect${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });
  return { status: response.status, body: await response.json() };
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const multipart = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
/** The rep's contacts (a doctor's own /users/me leaves contacts out: doctors read no people). */
const contactIds = async (token: string) => ((await me(token)).contacts as { id: number }[]).map((c) => c.id);
/** Whether the doctor has the rep as a contact: only then does the chat with the rep open. */
const doctorMayChat = async () => (await api('/chats', { token: doctor.token, method: 'POST', body: { data: { contact: salesId } } })).status !== 403;

let doctor: { token: string; id: number };
let sales: string;
let salesId: number;

beforeAll(async () => {
  doctor = await registerDoctor();
  sales = await login(DEMO_ACCOUNTS.sales);
  salesId = (await me(sales)).id;
});

describe('connecting through a link asks for consent', () => {
  it('without consent, in every form the server reads, nothing is connected or stored: a German 400', async () => {
    const link = 'cardiovia-schneider';
    const json = (data: Record<string, unknown>) => connectRaw(doctor.token, JSON.stringify({ data }), 'application/json');
    const refusals: [string, Promise<{ status: number; body: { error: { message: string } } }>, string][] = [
      ['JSON without consent', json({ link }), MISSING],
      ['JSON, consent true', json({ link, consentVersion: true }), MISSING],
      ['JSON, consent "on"', json({ link, consent: 'on' }), MISSING],
      ['JSON, version as an array', json({ link, consentVersion: [CONSENT_TEXT_VERSION] }), MISSING],
      ['JSON, version as an operator', json({ link, consentVersion: { $eq: CONSENT_TEXT_VERSION } }), MISSING],
      ['JSON, version null', json({ link, consentVersion: null }), MISSING],
      ['JSON, an older text', json({ link, consentVersion: '2020-01-01' }), OUTDATED],
      [
        'JSON, consent outside data',
        connectRaw(doctor.token, JSON.stringify({ data: { link }, consentVersion: CONSENT_TEXT_VERSION }), 'application/json'),
        MISSING,
      ],
      [
        'JSON, consent in the query string',
        connectRaw(doctor.token, JSON.stringify({ data: { link } }), 'application/json', `?data[consentVersion]=${CONSENT_TEXT_VERSION}`),
        MISSING,
      ],
      ['form without consent', connectRaw(doctor.token, form({ 'data[link]': link }), 'application/x-www-form-urlencoded'), MISSING],
      ['form, a ticked box', connectRaw(doctor.token, form({ 'data[link]': link, 'data[consent]': 'on' }), 'application/x-www-form-urlencoded'), MISSING],
      ['multipart fields without consent', connectRaw(doctor.token, multipart({ 'data[link]': link })), MISSING],
      ['multipart data without consent', connectRaw(doctor.token, multipart({ data: JSON.stringify({ link }) })), MISSING],
      ['multipart data that is no JSON', connectRaw(doctor.token, multipart({ data: '{link' })), MISSING],
      ['plain text', connectRaw(doctor.token, `data[link]=${link}`, 'text/plain'), MISSING],
      ['no body', connectRaw(doctor.token, '', 'application/json'), MISSING],
    ];
    for (const [what, answer, message] of refusals) {
      const { status, body } = await answer;
      expect(status, what).toBe(400);
      expect(body.error.message, what).toBe(message);
    }
    expect(await contactIds(sales)).not.toContain(doctor.id);
    expect(await doctorMayChat()).toBe(false);
    expect((await api('/consents', { token: doctor.token })).body.data).toEqual([]);
  });

  it('with consent the contact is made and the consent stored with its text’s version and time, once', async () => {
    const before = Date.now();
    const connected = await api('/links/connect', {
      token: doctor.token,
      method: 'POST',
      body: { data: { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION } },
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({ salesUser: { id: salesId }, brand: { name: 'Cardiovia' }, alreadyConnected: false });
    expect(await contactIds(sales)).toContain(doctor.id);
    expect(await doctorMayChat()).toBe(true);
    // Again, as a browser form: connected already, and the consent is not stored twice.
    const again = await connectRaw(
      doctor.token,
      form({ 'data[link]': 'cardiovia-schneider', 'data[consentVersion]': CONSENT_TEXT_VERSION }),
      'application/x-www-form-urlencoded',
    );
    expect(again.status).toBe(200);
    expect(again.body.data.alreadyConnected).toBe(true);
    const consents = (await api('/consents', { token: doctor.token })).body.data;
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      salesUser: { id: salesId, name: 'Simon Schneider' },
      brand: { name: 'Cardiovia' },
      textVersion: CONSENT_TEXT_VERSION,
      withdrawnAt: null,
    });
    expect(Date.parse(consents[0].givenAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(consents[0].givenAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('only its person reads and withdraws a consent', async () => {
    const [consent] = (await api('/consents', { token: doctor.token })).body.data;
    const other = await registerDoctor();
    expect((await api('/consents', { token: other.token })).body.data).toEqual([]);
    const foreign = await api(`/consents/${consent.documentId}/withdraw`, { token: other.token, method: 'POST' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Diese Einwilligung gibt es nicht.');
    for (const account of [DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.brandadmin]) {
      const token = await login(account);
      expect((await api('/consents', { token })).status, account).toBe(403);
      expect((await api(`/consents/${consent.documentId}/withdraw`, { token, method: 'POST' })).status, account).toBe(403);
    }
    expect((await api('/consents')).status).toBe(403);
    expect((await api('/consents', { token: PUBLIC_ACCESS_TOKEN })).status).toBe(403);
    expect((await api('/consents', { token: doctor.token })).body.data[0].withdrawnAt).toBeNull();
  });

  it('withdrawing ends the contact both ways; the chat stays readable and takes no new message', async () => {
    const chat = await api('/chats', { token: doctor.token, method: 'POST', body: { data: { contact: salesId } } });
    expect([200, 201]).toContain(chat.status);
    const chatId = chat.body.data.id as string;
    expect((await api(`/chats/${chatId}/messages`, { token: doctor.token, method: 'POST', body: { data: { text: 'Vor dem Widerruf' } } })).status).toBe(201);

    const [consent] = (await api('/consents', { token: doctor.token })).body.data;
    const withdrawn = await api(`/consents/${consent.documentId}/withdraw`, { token: doctor.token, method: 'POST' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.withdrawnAt).not.toBeNull();
    expect((await api('/consents', { token: doctor.token })).body.data[0].withdrawnAt).toBe(withdrawn.body.data.withdrawnAt);
    expect(await contactIds(sales)).not.toContain(doctor.id);
    expect(await doctorMayChat()).toBe(false);

    for (const token of [doctor.token, sales]) {
      const read = await api(`/chats/${chatId}/messages`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data.map((m: { text: string }) => m.text)).toContain('Vor dem Widerruf');
      const sent = await api(`/chats/${chatId}/messages`, { token, method: 'POST', body: { data: { text: 'Nach dem Widerruf' } } });
      expect(sent.status).toBe(403);
      expect(sent.body.error.message).toBe(CLOSED);
    }
    // Withdrawn once is withdrawn: asking again changes nothing.
    const twice = await api(`/consents/${consent.documentId}/withdraw`, { token: doctor.token, method: 'POST' });
    expect(twice.body.data.withdrawnAt).toBe(withdrawn.body.data.withdrawnAt);

    // The audit log has the consent given and withdrawn, once each, read by the brand's admins.
    const audit = await api(`/audit-entries?filters[recordId][$eq]=${consent.documentId}&sort=id:asc`, { token: await login(DEMO_ACCOUNTS.brandadmin) });
    expect(audit.status).toBe(200);
    expect(
      audit.body.data.map((e: { action: string; resource: string; brandName: string; actorId: number }) => [e.action, e.resource, e.brandName, e.actorId]),
    ).toEqual([
      ['create', 'consent', 'Cardiovia', doctor.id],
      ['consent-withdrawal', 'consent', 'Cardiovia', doctor.id],
    ]);
    expect(audit.body.data[1].changes).toEqual([{ field: 'withdrawnAt', before: null, after: withdrawn.body.data.withdrawnAt }]);

    // Connecting again takes a new consent.
    const back = await api('/links/connect', {
      token: doctor.token,
      method: 'POST',
      body: { data: { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION } },
    });
    expect(back.body.data.alreadyConnected).toBe(false);
    const consents = (await api('/consents', { token: doctor.token })).body.data as { withdrawnAt: string | null }[];
    expect(consents.map((c) => c.withdrawnAt === null)).toEqual([true, false]);
  });
});

describe('„Datenschutz“ and „Impressum“', () => {
  const read = () => api('/legal-text', { token: PUBLIC_ACCESS_TOKEN });

  it('until the operator writes them, the public reads defaults that say so', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.data.privacy).toContain('Der Betreiber dieses Portals hat die Datenschutzerklärung noch nicht hinterlegt.');
    expect(body.data.imprint).toContain('Der Betreiber dieses Portals hat das Impressum noch nicht hinterlegt.');
  });

  it('the operator sets them, cleaned of scripts; the public reads them', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const privacy = '<h2>Datenschutz</h2><p>Verantwortlich: Muster GmbH</p><script>alert(1)</script><p><a href="javascript:alert(2)">x</a></p>';
    const saved = await api('/legal-text', { token: operator, method: 'PUT', body: { data: { privacy } } });
    expect(saved.status).toBe(200);
    const clean = '<h2>Datenschutz</h2><p>Verantwortlich: Muster GmbH</p><p><a>x</a></p>';
    expect(saved.body.data.privacy).toBe(clean);
    expect((await read()).body.data).toMatchObject({ privacy: clean, imprint: expect.stringContaining('noch nicht hinterlegt') });
    expect((await api('/legal-text', { token: operator, method: 'PUT', body: { data: { imprint: '<p>Muster GmbH, Berlin</p>' } } })).status).toBe(200);
    expect((await read()).body.data).toEqual({ privacy: clean, imprint: '<p>Muster GmbH, Berlin</p>' });
  });

  it('nobody else writes them, and bad input is a German 400 at the field', async () => {
    for (const account of [DEMO_ACCOUNTS.mitarbeiter, DEMO_ACCOUNTS.brandadmin, DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.arzt]) {
      const refused = await api('/legal-text', { token: await login(account), method: 'PUT', body: { data: { imprint: '<p>Fremd</p>' } } });
      expect(refused.status, account).toBe(403);
    }
    expect((await api('/legal-text', { token: PUBLIC_ACCESS_TOKEN, method: 'PUT', body: { data: { imprint: '<p>Fremd</p>' } } })).status).toBe(403);
    expect((await api('/legal-text', { method: 'PUT', body: { data: { imprint: '<p>Fremd</p>' } } })).status).toBe(403);
    const operator = await login(DEMO_ACCOUNTS.operator);
    const notText = await api('/legal-text', { token: operator, method: 'PUT', body: { data: { imprint: 42 } } });
    expect(notText.status).toBe(400);
    expect(notText.body.error.details.errors[0]).toMatchObject({ path: ['imprint'], message: 'Bitte geben Sie einen Text ein.' });
    const unknown = await api('/legal-text', { token: operator, method: 'PUT', body: { data: { agb: '<p>x</p>' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Dieses Feld gibt es nicht.');
    const tooLong = await api('/legal-text', { token: operator, method: 'PUT', body: { data: { imprint: 'x'.repeat(100_001) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Der Text darf höchstens 100.000 Zeichen haben.');
    expect((await read()).body.data.imprint).toBe('<p>Muster GmbH, Berlin</p>');
  });
});
