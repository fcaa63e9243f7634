import { SMTPServer, type SMTPError } from 'smtp-server';

// A real SMTP server for the mail tests, on 127.0.0.1 and a given port: it keeps every mail it
// accepts, decoded (subject, text and HTML parts). `refuse` answers a recipient with an SMTP error.

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

const bytesToText = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

/** Quoted-printable (RFC 2045) or, with `q`, the Q encoding of header words (RFC 2047). */
const decodeQuoted = (value: string, q = false) => {
  const source = q ? value.replace(/_/g, ' ') : value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i], 'utf8'));
  }
  return bytesToText(bytes);
};

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuoted(text, true),
    );

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
};

const decodeBody = (headers: Map<string, string>, body: string) => {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuoted(body);
  return body;
};

/** The parts of a message, by content type (text/plain, text/html), one level of multipart. */
export const parseMail = (raw: string) => {
  const { headers, body } = split(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = split(chunk.replace(/^\r?\n/, ''));
      parts[(part.headers.get('content-type') ?? '').split(';')[0].trim()] = decodeBody(part.headers, part.body).trim();
    }
  } else parts[type.split(';')[0].trim()] = decodeBody(headers, body).trim();
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
};

export interface SmtpInbox {
  mails: ReceivedMail[];
  /** Answers RCPT TO for `address` with this SMTP error (e.g. 451, 550) while it returns one. */
  refuse(address: string, answer: () => { code: number; message: string } | null): void;
  /** How often RCPT TO was asked for `address`. */
  asked(address: string): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const smtpInbox = (port: number): SmtpInbox => {
  const mails: ReceivedMail[] = [];
  const refusals = new Map<string, () => { code: number; message: string } | null>();
  const counts = new Map<string, number>();
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: nodemailer would otherwise upgrade to TLS with smtp-server's self-signed certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const key = address.address.toLowerCase();
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const answer = refusals.get(key)?.();
        if (!answer) return callback();
        const error: SMTPError = new Error(answer.message);
        error.responseCode = answer.code;
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
          mails.push({ ...parsed, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
          callback();
        });
      },
    });

  return {
    mails,
    refuse: (address, answer) => void refusals.set(address.toLowerCase(), answer),
    asked: (address) => counts.get(address.toLowerCase()) ?? 0,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = create();
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
  };
};
