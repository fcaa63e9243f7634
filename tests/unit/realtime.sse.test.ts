import { describe, expect, it } from 'vitest';
import { createSseParser, SseFrame } from '../../src/realtime/sse';

/** Parses `chunks` in order; returns the frames and comments seen. */
const parse = (...chunks: string[]) => {
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const parser = createSseParser(
    (f) => frames.push(f),
    (c) => comments.push(c),
  );
  chunks.forEach((c) => parser.push(c));
  return { frames, comments };
};

const STREAM =
  ': ping\n\n' +
  'event: ready\ndata: {}\n\n' +
  'event: message\ndata: {"chatId":"c1",\ndata: "message":{"text":"Grüße 👋"}}\n\n' +
  'event: read\r\ndata:{"chatId":"c1","readerId":6}\r\n\r\n' +
  // A CR at the very end could still be the first half of a CRLF: the last blank line ends in CRLF.
  'data: plain\rid: 7\r\r\n';

const EXPECTED: SseFrame[] = [
  { event: 'ready', data: '{}', id: undefined },
  { event: 'message', data: '{"chatId":"c1",\n"message":{"text":"Grüße 👋"}}', id: undefined },
  { event: 'read', data: '{"chatId":"c1","readerId":6}', id: undefined },
  { event: 'message', data: 'plain', id: '7' },
];

describe('SSE parser', () => {
  it('reads frames with LF, CRLF and CR line ends, joins multi-line data and skips comments', () => {
    const { frames, comments } = parse(STREAM);
    expect(frames).toEqual(EXPECTED);
    expect(comments).toEqual(['ping']);
  });

  it('gives the same frames however the stream is cut into chunks', () => {
    for (let size = 1; size <= 9; size += 1) {
      const chunks = Array.from({ length: Math.ceil(STREAM.length / size) }, (_, i) => STREAM.slice(i * size, (i + 1) * size));
      expect(parse(...chunks).frames).toEqual(EXPECTED);
    }
    // a CRLF split between two chunks is one line break, not two
    expect(parse('data: a\r', '\ndata: b\r', '\n\r', '\n').frames).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
  });

  it('waits for the blank line before dispatching, and forgets an unfinished frame on reset', () => {
    const frames: SseFrame[] = [];
    const parser = createSseParser((f) => frames.push(f));
    parser.push('event: message\ndata: {"a":1}\n');
    expect(frames).toEqual([]);
    parser.reset();
    parser.push('\n');
    expect(frames).toEqual([]);
    parser.push('event: read\ndata: x\n\n');
    expect(frames).toEqual([{ event: 'read', data: 'x', id: undefined }]);
  });

  it('follows the field rules: one optional space, empty data, no data means no frame, unknown fields ignored', () => {
    expect(parse('data:  two spaces\n\n').frames[0].data).toBe(' two spaces');
    expect(parse('data\n\n').frames).toEqual([{ event: 'message', data: '', id: undefined }]);
    expect(parse('data\ndata\n\n').frames[0].data).toBe('\n');
    expect(parse('event: ready\n\n', 'retry: 10\nfoo: bar\n\n').frames).toEqual([]);
    expect(parse('event: a\ndata: 1\n\ndata: 2\n\n').frames.map((f) => f.event)).toEqual(['a', 'message']);
  });
});
