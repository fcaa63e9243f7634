// A TEST DOUBLE of Firebase Cloud Messaging at the network boundary (tests and bench only): FCM's
// HTTP v1 `messages:send` and Google's OAuth token endpoint, as firebase-admin calls them when the
// server's FCM_ENDPOINT points here (server/src/api/post/services/push-sender.ts). Plain HTTP/1.1 on
// the loopback interface. It counts what it received and what it delivered (answered with 200),
// answers per token as told (unregistered, invalid, 429, 5xx), can wait before answering (latency)
// and can hold every answer until released.
import { createServer } from 'node:http';

const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
/** FCM v1's error bodies, as the SDK maps them to `messaging/…` codes. */
const ERRORS = {
  unregistered: [404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'],
  invalid: [400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT'],
  429: [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', 'QUOTA_EXCEEDED'],
  500: [500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'],
  503: [503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'],
};

const readBody = (req) =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const perPost = (map, postId) => {
  const result = new Map();
  for (const [key, n] of map) if (key.startsWith(`${postId} `)) result.set(key.slice(postId.length + 1), n);
  return result;
};

/**
 * Starts the stand-in on a free port. `answer(token, attempt)` says how to answer the attempt-th
 * request for a token (1-based): 'ok' (default), 'unregistered', 'invalid', 429, 500 or 503, or a
 * promise of one.
 */
export const startFcmStandIn = async ({ latencyMs = 0, answer = () => 'ok' } = {}) => {
  const accessToken = `stand-in-${Math.random().toString(36).slice(2)}`;
  const state = {
    /** Requests per post and token (key `postId token`). */
    received: new Map(),
    /** 200 answers per post and token that reached the client (a push delivered). */
    delivered: new Map(),
    tokenRequests: 0,
    unauthorized: 0,
    messages: [],
    answer,
    held: null,
  };
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  const json = (res, status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/token') {
      state.tokenRequests += 1;
      const assertion = new URLSearchParams(body).get('assertion') ?? '';
      if (assertion.split('.').length !== 3) return json(res, 400, { error: 'invalid_grant' });
      return json(res, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
    }
    if (!/^\/v1\/projects\/[^/]+\/messages:send$/.test(req.url ?? '')) return json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      state.unauthorized += 1;
      return json(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } });
    }
    const { message } = JSON.parse(body);
    const key = `${message.data?.postId} ${message.token}`;
    bump(state.received, key);
    // An answer may be a promise: a test holds one token's push while the others are answered.
    const how = await state.answer(message.token, state.received.get(key));
    if (latencyMs) await new Promise((r) => setTimeout(r, latencyMs));
    if (state.held) await state.held.promise;
    // A client that went away (its server was killed) never got the answer: nothing was delivered.
    if (res.destroyed || req.socket.destroyed) return;
    if (how === 'ok') {
      res.once('finish', () => {
        bump(state.delivered, key);
        state.messages.push(message);
      });
      return json(res, 200, { name: `projects/stand-in/messages/${state.messages.length + 1}` });
    }
    const [status, code, text, fcmCode] = ERRORS[how];
    if (how === 429 || how === 503) res.setHeader('Retry-After', '0');
    return json(res, status, { error: { code: status, message: text, status: code, details: [{ '@type': FCM_ERROR, errorCode: fcmCode }] } });
  });
  server.keepAliveTimeout = 60_000;
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    socket.once('close', () => (connections -= 1));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** Connections from clients still open (0 once a killed server's sockets are gone). */
    get openConnections() {
      return connections;
    },
    /** Total requests for push messages so far. */
    get requests() {
      let n = 0;
      for (const v of state.received.values()) n += v;
      return n;
    },
    /** Token → pushes of the post `postId` delivered to it. */
    deliveries: (postId) => perPost(state.delivered, postId),
    /** Token → requests for the post `postId` (retries and repeats included). */
    receipts: (postId) => perPost(state.received, postId),
    setAnswer(fn) {
      state.answer = fn;
    },
    /** From now on every answer waits until release(). */
    hold() {
      let release;
      const promise = new Promise((r) => (release = r));
      state.held = { promise, release };
    },
    release() {
      const held = state.held;
      state.held = null;
      held?.release();
    },
    close() {
      this.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
};

/** A generated service-account key for the stand-in (its private key signs the token request). */
export const standInServiceAccount = async () => {
  const { generateKeyPairSync } = await import('node:crypto');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    project_id: 'markenportal-stand-in',
    client_email: 'push@markenportal-stand-in.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
