// The soak test's traffic: a fixed mix of the product's calls, started at a stated rate (open loop:
// a call starts every 1/rate seconds whatever the others do, up to a bound of calls in flight),
// each through nginx. What the calls created is kept for the invariants: chat messages the server
// accepted, posts published or scheduled, invitations (one mail each), uploaded files.
import { addFavoriters } from '../../tests/support/bulkFavoriters.mjs';

export const DEMO_PASSWORD = 'Demo1234!';
const SIGN_INS = ['operator@example.com', 'brandadmin@example.com', 'sales@example.com', 'arzt@example.com', 'brandviewer@example.com'];
/** A 2×1 GIF: stored as sent (the upload plugin optimises JPEG, PNG and WebP only). */
const GIF = Buffer.from('R0lGODlhAgABAIAAAP///wAAACH5BAAAAAAALAAAAAACAAEAAAICRAEAOw==', 'base64');
const MAX_IN_FLIGHT = 64;

/** Relative weights of the mix (a call of `publish` and `schedule` is two requests). */
export const MIX = {
  'sign-in': 8,
  'list-posts': 14,
  'list-brands': 8,
  'list-chats': 8,
  'chat-history': 6,
  export: 4,
  'chat-message': 24,
  publish: 4,
  schedule: 3,
  invitation: 5,
  upload: 6,
};

/** Tokens, the soak's chat, the brand and `fans` favoriters of it with a push token each. */
export const prepare = async ({ client, databaseUrl, fans }) => {
  const login = async (email) => {
    const { json, ok } = await client.call('setup', '/auth/local', { body: { identifier: email, password: DEMO_PASSWORD } });
    if (!ok) throw new Error(`sign-in ${email} failed`);
    return { jwt: json.jwt, id: json.user.id };
  };
  const [operator, admin, sales, doctor] = [await login(SIGN_INS[0]), await login(SIGN_INS[1]), await login(SIGN_INS[2]), await login(SIGN_INS[3])];
  const brands = await client.call('setup', '/brands?filters[name][$eq]=Cardiovia', { token: operator.jwt });
  const cardiovia = brands.json.data[0].documentId;
  const chat = await client.call('setup', '/chats', { token: doctor.jwt, body: { data: { contact: sales.id } }, expected: 201 });
  if (![200, 201].includes(chat.status)) throw new Error(`chat: ${chat.status}`);
  const tokens = Array.from({ length: fans }, (_, i) => `soak-token-${i}`);
  await addFavoriters({ databaseUrl, brandName: 'Cardiovia', count: fans, tokenOf: (i) => tokens[i], prefix: 'soak-fan' });
  return { operator, admin, sales, doctor, cardiovia, chatId: chat.json.data.id, tokens };
};

/** Runs the mix at `rate` calls per second until `until()` says stop; returns what was made. */
export const runTraffic = async ({ client, ctx, rate, until, scheduleAheadS = [20, 40] }) => {
  const made = { messages: new Set(), published: new Set(), scheduled: [], invited: new Set(), uploads: [] };
  const { admin, operator, sales, doctor, cardiovia, chatId } = ctx;
  let n = 0;
  const draft = async (title) => {
    const answer = await client.call('create-post', '/posts', { token: admin.jwt, body: { data: { title, type: 'news', brand: cardiovia } }, expected: 201 });
    return answer.ok ? answer.json.data.documentId : null;
  };
  const calls = {
    'sign-in': () => client.call('sign-in', '/auth/local', { body: { identifier: SIGN_INS[n % SIGN_INS.length], password: DEMO_PASSWORD } }),
    'list-posts': () =>
      client.call(
        'list-posts',
        `/posts?status=draft&filters[brand][documentId][$eq]=${cardiovia}&sort=updatedAt:desc&pagination[page]=1&pagination[pageSize]=25&populate[brand]=true&populate[teaserImage]=true`,
        { token: admin.jwt },
      ),
    'list-brands': () =>
      client.call('list-brands', '/brands?sort=name:asc&pagination[page]=1&pagination[pageSize]=10&populate[license]=true', { token: operator.jwt }),
    'list-chats': () => client.call('list-chats', '/chats', { token: sales.jwt }),
    'chat-history': () => client.call('chat-history', `/chats/${chatId}/messages`, { token: doctor.jwt }),
    export: () => client.call('export', `/exports/posts?status=draft&filters[brand][documentId][$eq]=${cardiovia}`, { token: admin.jwt }),
    'chat-message': async () => {
      const from = n % 2 ? sales : doctor;
      const answer = await client.call('chat-message', `/chats/${chatId}/messages`, { token: from.jwt, body: { data: { text: `Soak ${n}` } }, expected: 201 });
      if (answer.ok) made.messages.add(answer.json.data.id);
    },
    publish: async () => {
      const id = await draft(`Soak veröffentlicht ${n}`);
      if (!id) return;
      const answer = await client.call('publish', `/posts/${id}/publish`, { token: admin.jwt, method: 'POST' });
      if (answer.ok) made.published.add(id);
    },
    schedule: async () => {
      const id = await draft(`Soak geplant ${n}`);
      if (!id) return;
      const [min, max] = scheduleAheadS;
      const executeAt = new Date(Date.now() + (min + Math.random() * (max - min)) * 1000);
      const answer = await client.call('schedule', '/publisher/actions', {
        token: admin.jwt,
        body: { data: { entityId: id, entitySlug: 'api::post.post', mode: 'publish', executeAt: executeAt.toISOString() } },
        expected: 201,
      });
      if (answer.ok) made.scheduled.push({ id, executeAt: executeAt.getTime() });
    },
    invitation: async () => {
      const email = `soak-${Date.now().toString(36)}-${n}@soak.test`;
      const answer = await client.call('invitation', '/invitations', {
        token: admin.jwt,
        body: { data: { email, role: 'sales', brand: cardiovia } },
        expected: 201,
      });
      if (answer.ok) made.invited.add(email);
    },
    upload: async () => {
      const form = new FormData();
      form.append('files', new Blob([GIF], { type: 'image/gif' }), `soak-${n}.gif`);
      const answer = await client.call('upload', '/upload', { token: admin.jwt, form, expected: 201 });
      if (answer.ok) made.uploads.push(...answer.json.map((file) => file.url));
    },
  };
  const names = Object.keys(MIX);
  const total = names.reduce((sum, name) => sum + MIX[name], 0);
  const pick = () => {
    let r = Math.random() * total;
    for (const name of names) if ((r -= MIX[name]) < 0) return name;
    return names[0];
  };
  const inFlight = new Set();
  let skipped = 0;
  const interval = 1000 / rate;
  let next = performance.now();
  while (!until()) {
    next += interval;
    if (inFlight.size >= MAX_IN_FLIGHT) skipped += 1;
    else {
      n += 1;
      const running = calls[pick()]().catch(() => undefined);
      inFlight.add(running);
      running.finally(() => inFlight.delete(running));
    }
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  return { ...made, started: n, skipped };
};
