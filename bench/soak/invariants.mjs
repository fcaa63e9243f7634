// What must hold after the soak, whatever the faults did: every chat message the server accepted
// reached every open stream of both participants exactly once; every scheduled publication ran
// exactly once; every favoriter's device got each published post's push exactly once; every
// invitation's mail reached the SMTP server exactly once. settle() waits (bounded) for the workers
// to finish what the traffic started, then counts.
import { SMTPServer } from 'smtp-server';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A real SMTP server on 127.0.0.1:`port` that counts the mails it accepted, per recipient. */
export const startSmtpInbox = async (port) => {
  const received = new Map();
  /** When each mail arrived, per address (to place a second one in time). */
  const times = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase();
          received.set(key, (received.get(key) ?? 0) + 1);
          times.set(key, [...(times.get(key) ?? []), Date.now()]);
        }
        callback();
      });
    },
  });
  // A connection the SIGKILLed instance left mid-mail ends in ECONNRESET: expected, not a crash of the soak.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.error(error);
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { received, times, stop: () => new Promise((resolve) => server.close(resolve)) };
};

const publishedCount = async (client, ctx, id) => {
  const answer = await client.call('check', `/posts/${id}?status=draft`, { token: ctx.admin.jwt });
  if (!answer.ok) return null;
  return (answer.json.data.log ?? []).filter((entry) => entry.action === 'published').length;
};

/** Counts now: what is missing and what came twice. */
const count = async ({ client, ctx, made, streams, fcm, inbox, scheduledRuns }) => {
  const chat = { accepted: made.messages.size, lost: 0, duplicated: 0, unacknowledgedButDelivered: 0, reloads: 0 };
  for (const { state } of streams) {
    chat.reloads += state.reloads;
    for (const id of made.messages) if (!state.seen.has(id)) chat.lost += 1;
    for (const [id, n] of state.seen) {
      if (n > 1) chat.duplicated += n - 1;
      if (!made.messages.has(id)) chat.unacknowledgedButDelivered += 1;
    }
  }
  for (const { id } of made.scheduled) if (scheduledRuns.get(id) !== 1) scheduledRuns.set(id, await publishedCount(client, ctx, id));
  const runs = [...scheduledRuns.values()];
  const scheduled = {
    problems: made.scheduled
      .filter(({ id }) => scheduledRuns.get(id) !== 1)
      .map(({ id, executeAt }) => ({ id, executeAt: new Date(executeAt).toISOString(), runs: scheduledRuns.get(id) })),
    scheduled: made.scheduled.length,
    ranTwice: runs.filter((n) => n > 1).length,
    missed: runs.filter((n) => n === 0).length,
    unknown: runs.filter((n) => n === null).length,
  };
  const livePosts = [...made.published, ...made.scheduled.filter(({ id }) => scheduledRuns.get(id) >= 1).map(({ id }) => id)];
  const pushes = { posts: livePosts.length, expected: livePosts.length * ctx.tokens.length, delivered: 0, missing: 0, twice: 0, retried: 0 };
  for (const postId of livePosts) {
    const delivered = fcm.deliveries(postId);
    for (const token of ctx.tokens) if (!delivered.get(token)) pushes.missing += 1;
  }
  for (const n of fcm.state.delivered.values()) {
    pushes.delivered += n;
    if (n > 1) pushes.twice += n - 1;
  }
  for (const n of fcm.state.received.values()) if (n > 1) pushes.retried += n - 1;
  // The posts whose pushes came twice, with when each delivery was answered (the stand-in's times).
  const twicePosts = new Set([...fcm.state.delivered].filter(([, n]) => n > 1).map(([key]) => key.split(' ')[0]));
  pushes.problems = [...twicePosts].map((postId) => ({
    postId,
    deliveries: [...new Set((fcm.deliveryTimes ?? []).filter((d) => d.postId === postId).map((d) => d.at))].slice(0, 10),
  }));
  const mails = { invitations: made.invited.size, received: 0, missing: 0, twice: 0 };
  for (const n of inbox.received.values()) {
    mails.received += n;
    if (n > 1) mails.twice += n - 1;
  }
  for (const email of made.invited) if (!inbox.received.get(email)) mails.missing += 1;
  return { chat, scheduled, pushes, mails };
};

/** Waits until nothing is missing or `timeoutMs` has passed (the last scheduled time counts from `notBefore`). */
export const settle = async ({ timeoutMs, notBefore = Date.now(), ...rest }) => {
  const scheduledRuns = new Map();
  const deadline = Math.max(Date.now(), notBefore) + timeoutMs;
  for (;;) {
    const result = await count({ ...rest, scheduledRuns });
    const pending = result.chat.lost + result.scheduled.missed + result.scheduled.unknown + result.pushes.missing + result.mails.missing;
    if ((pending === 0 && Date.now() >= notBefore) || Date.now() > deadline) return result;
    await sleep(3000);
  }
};

/**
 * Splits the second deliveries into those the killed instance explains and the rest. A push or mail
 * whose first delivery was answered to an instance that was then killed before it recorded it is
 * sent again once the claim's lease has run out: the at-least-once window of docs/decisions/0015
 * (FCM has no idempotency key; a push's collapse key makes the phone show it once). Such a second
 * delivery has its first within `leaseMs` before the kill. Any other second delivery breaks the
 * invariant. `firstTimes` maps each key that came twice to the times it came (epoch ms).
 */
export const attributeToCrash = (firstTimes, killedAt, leaseMs) => {
  let afterCrash = 0;
  let twice = 0;
  for (const times of firstTimes.values()) {
    if (times.length < 2) continue;
    const [first] = [...times].sort((a, b) => a - b);
    const explained = first <= killedAt && first >= killedAt - leaseMs;
    if (explained) afterCrash += times.length - 1;
    else twice += times.length - 1;
  }
  return { afterCrash, twice };
};

/** The invariants that failed (an empty list when all hold). */
export const broken = ({ chat, scheduled, pushes, mails }) =>
  [
    chat.lost && `${chat.lost} chat messages lost`,
    chat.duplicated && `${chat.duplicated} chat messages duplicated`,
    scheduled.ranTwice && `${scheduled.ranTwice} scheduled publications ran twice`,
    scheduled.missed + scheduled.unknown && `${scheduled.missed + scheduled.unknown} scheduled publications missed`,
    pushes.twice && `${pushes.twice} pushes delivered twice`,
    pushes.missing && `${pushes.missing} pushes missing`,
    mails.twice && `${mails.twice} mails sent twice`,
    mails.missing && `${mails.missing} mails missing`,
  ].filter(Boolean);
