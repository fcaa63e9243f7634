// Frames of a text/event-stream (WHATWG HTML, "Server-sent events"). We read the stream with fetch
// (EventSource cannot send an Authorization header), so the frames are parsed here, by
// eventsource-parser: line ends CRLF, LF or CR, chunks split anywhere, data lines joined with "\n",
// comment lines starting with ":".
import { createParser } from 'eventsource-parser';

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
  const parser = createParser({
    onEvent: (message) => onFrame({ event: message.event || 'message', data: message.data, id: message.id }),
    onComment: (text) => onComment?.(text.trimStart()),
  });
  return {
    push: (text) => parser.feed(text),
    reset: () => parser.reset(),
  };
};
