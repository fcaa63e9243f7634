// An incremental parser for text/event-stream (WHATWG HTML, "Server-sent events", 9.2.6).
// We read the stream with fetch (EventSource cannot send an Authorization header), so the
// framing is ours: lines end in CRLF, LF or CR, chunks may split anywhere (even a CRLF pair),
// data lines are joined with "\n", comment lines start with ":".

export interface SseFrame {
  /** The `event:` field; "message" when the frame has none. */
  event: string;
  data: string;
  /** The last `id:` seen on the stream, if any. */
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; calls onFrame for every complete frame. */
  push(text: string): void;
  /** Drops a frame that was not terminated by a blank line (the stream ended mid-frame). */
  reset(): void;
}

export const createSseParser = (onFrame: (frame: SseFrame) => void, onComment?: (text: string) => void): SseParser => {
  let buffer = '';
  // A chunk ended in CR: a LF at the start of the next chunk belongs to the same line break.
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;

  const dispatch = () => {
    // Per spec a frame without data lines is not dispatched (e.g. a lone "event:" or "id:").
    if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n'), id: lastId });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // "retry" and unknown fields are ignored: reconnecting is the adapter's own policy.
  };

  return {
    push(text) {
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        line(buffer.slice(start, i));
        if (ch === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    reset() {
      buffer = '';
      skipLeadingLf = false;
      event = '';
      data = [];
    },
  };
};
