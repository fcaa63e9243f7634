// What a release's fixture holds beyond its demo seed (scripts/release-fixture.mjs): a few writes of
// the kinds an upgrade must keep, made through the release's own API as its users would: sessions,
// a post planned for later, chat messages, a published post and, where the release has the mail
// outbox, a mail. Each returns what the upgrade test later checks.

export const DEMO_PASSWORD = 'Demo1234!';

/** A post planned this far ahead is still a draft when the release stops, and due whenever the test runs. */
export const PLAN_AHEAD_MS = 2 * 60 * 1000;

const client = (apiUrl) => {
  const api = async (path, { token, method = 'GET', body } = {}) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const expectOk = async (label, call) => {
    const answer = await call;
    if (answer.status >= 300) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  };
  const login = async (email) =>
    (await expectOk(`sign-in ${email}`, api('/auth/local', { method: 'POST', body: { identifier: email, password: DEMO_PASSWORD } }))).jwt;
  return { api, expectOk, login };
};

/** Makes the writes on the release's server at `apiUrl`; `hasMailOutbox` when the release keeps one. */
export const releaseWrites = async (apiUrl, { hasMailOutbox }) => {
  const { api, expectOk, login } = client(apiUrl);
  const admin = await login('brandadmin@example.com');
  const sales = await login('sales@example.com');
  const arzt = await login('arzt@example.com');
  const operator = await login('operator@example.com');
  const me = async (token) => expectOk('me', api('/users/me', { token }));
  const cardiovia = (await expectOk('brands', api('/brands?filters[name][$eq]=Cardiovia', { token: operator }))).data[0].documentId;

  // A post planned for later: the upgraded server publishes it, once.
  const draft = async (title) =>
    (await expectOk(`post ${title}`, api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } }))).data
      .documentId;
  const plannedTitle = 'Geplant vor dem Update';
  const planned = await draft(plannedTitle);
  const executeAt = new Date(Date.now() + PLAN_AHEAD_MS).toISOString();
  await expectOk(
    'schedule',
    api('/publisher/actions', {
      token: admin,
      method: 'POST',
      body: { data: { entityId: planned, entitySlug: 'api::post.post', mode: 'publish', executeAt } },
    }),
  );

  // A post published now: its log, notification record and push bookkeeping.
  const publishedTitle = 'Veröffentlicht vor dem Update';
  const published = await draft(publishedTitle);
  await expectOk('publish', api(`/posts/${published}/publish`, { token: admin, method: 'POST', body: {} }));

  // Chat messages both ways between the rep and the doctor.
  const arztId = (await me(arzt)).id;
  const chats = (await expectOk('chats', api('/chats', { token: sales }))).data;
  const chat =
    chats.find((c) => c.contact?.id === arztId) ??
    (await expectOk('chat', api('/chats', { token: sales, method: 'POST', body: { data: { contact: arztId } } }))).data;
  const texts = [
    [sales, 'Vor dem Update: Haben Sie die neuen Muster erhalten?'],
    [arzt, 'Vor dem Update: Ja, vielen Dank!'],
  ];
  for (const [token, text] of texts) await expectOk('message', api(`/chats/${chat.id}/messages`, { token, method: 'POST', body: { data: { text } } }));

  // A mail in the outbox (a password reset of the doctor), where the release has one.
  if (hasMailOutbox) await expectOk('forgot-password', api('/auth/forgot-password', { method: 'POST', body: { email: 'pta@example.com' } }));

  return {
    sessions: [
      { email: 'brandadmin@example.com', jwt: admin },
      { email: 'sales@example.com', jwt: sales },
    ],
    scheduled: { documentId: planned, title: plannedTitle, executeAt },
    published: { documentId: published, title: publishedTitle },
    chat: { id: chat.id, texts: texts.map(([, text]) => text) },
    mail: hasMailOutbox ? { recipient: 'pta@example.com', kind: 'password-reset' } : null,
  };
};
