// The soak test's client side: every call through nginx, timed and recorded (what, when, how long,
// status), and live streams that reconnect with Last-Event-ID as a browser's EventSource does,
// counting each chat message they receive.
import { createParser } from 'eventsource-parser';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Records every call; `expected` is the status that counts as success. */
export const createClient = (baseUrl, startedAt) => {
  const calls = [];
  const call = async (name, pathname, { token, body, form, method, expected = 200, timeoutMs = 60_000 } = {}) => {
    const t0 = performance.now();
    const record = { name, at: Date.now() - startedAt, ms: 0, status: 0, ok: false };
    calls.push(record);
    try {
      const response = await fetch(`${baseUrl}/api${pathname}`, {
        method: method ?? (body || form ? 'POST' : 'GET'),
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: form ?? (body ? JSON.stringify(body) : undefined),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      record.status = response.status;
      record.ok = response.status === expected;
      record.ms = performance.now() - t0;
      if (!record.ok) record.error = text.slice(0, 200);
      try {
        return { status: response.status, ok: record.ok, json: JSON.parse(text) };
      } catch {
        return { status: response.status, ok: record.ok, json: null };
      }
    } catch (error) {
      record.ms = performance.now() - t0;
      record.error = String(error?.cause?.code ?? error?.name ?? error);
      return { status: 0, ok: false, json: null };
    }
  };
  return { calls, call };
};

/**
 * A live stream of one user that stays open: when it ends or fails it comes back after a second
 * with the last event id it saw. `seen` counts the chat messages received, by message id.
 */
export const openStream = (baseUrl, token, { chatId, label }) => {
  const state = { label, seen: new Map(), connects: 0, failedConnects: 0, reloads: 0, lastId: undefined, closed: false };
  let controller = null;
  const connectOnce = async () => {
    controller = new AbortController();
    const headers = { Authorization: `Bearer ${token}`, ...(state.lastId ? { 'Last-Event-ID': state.lastId } : {}) };
    const response = await fetch(`${baseUrl}/api/realtime/events`, { headers, signal: controller.signal });
    if (!response.ok || !response.body) {
      state.failedConnects += 1;
      await response.body?.cancel();
      return;
    }
    state.connects += 1;
    const parser = createParser({
      onEvent(event) {
        if (event.id) state.lastId = event.id;
        if (event.event === 'reload') state.reloads += 1;
        if (event.event !== 'message') return;
        const data = JSON.parse(event.data);
        if (data.chatId !== chatId) return;
        state.seen.set(data.message.id, (state.seen.get(data.message.id) ?? 0) + 1);
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
  };
  const loop = (async () => {
    while (!state.closed) {
      try {
        await connectOnce();
      } catch {
        if (!state.closed) state.failedConnects += 1;
      }
      if (!state.closed) await sleep(1000);
    }
  })();
  return {
    state,
    close: async () => {
      state.closed = true;
      controller?.abort();
      await loop;
    },
  };
};
