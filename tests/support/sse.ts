/** A raw Server-Sent Events client for server tests: collects the events of /api/realtime/events. */
export const openEvents = async (apiUrl: string, token: string, { lastEventId }: { lastEventId?: string } = {}) => {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) };
  const response = await fetch(`${apiUrl}/realtime/events`, { headers, signal: controller.signal });
  const events: { event: string; data: any; id?: string }[] = [];
  const waiters: (() => void)[] = [];
  const status = response.status;
  let markEnded = () => undefined as void;
  /** Resolves when the server ends the stream (or it is closed here). */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? JSON.parse(data) : null, id });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
      markEnded();
    })();
  } else markEnded();
  /** The first event matching, waiting up to `timeoutMs` for it. */
  const next = async (event: string, matches: (data: any) => boolean = () => true, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.event === event && matches(e.data));
      if (found) return found.data;
      if (Date.now() > deadline) throw new Error(`no "${event}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  /** The id of the last event received (what a browser sends back as Last-Event-ID). */
  const lastId = () => [...events].reverse().find((e) => e.id)?.id;
  return { status, events, next, lastId, ended, close: () => controller.abort() };
};
