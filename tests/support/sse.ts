/** A raw Server-Sent Events client for server tests: collects the events of /api/realtime/events. */
export const openEvents = async (apiUrl: string, token: string) => {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl}/realtime/events`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: { event: string; data: any }[] = [];
  const waiters: (() => void)[] = [];
  const status = response.status;
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
            if (event) events.push({ event, data: data ? JSON.parse(data) : null });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
    })();
  }
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
  return { status, events, next, close: () => controller.abort() };
};
