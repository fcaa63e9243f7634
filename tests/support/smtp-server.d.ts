// The part of smtp-server (no published types) that the mail tests use.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  import type { Server } from 'node:net';

  export interface SMTPAddress {
    address: string;
  }
  export interface SMTPSession {
    envelope: { mailFrom: SMTPAddress | false; rcptTo: SMTPAddress[] };
  }
  export type SMTPError = Error & { responseCode?: number };
  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onRcptTo?: (address: SMTPAddress, session: SMTPSession, callback: (error?: SMTPError | null) => void) => void;
    onData?: (stream: Readable, session: SMTPSession, callback: (error?: SMTPError | null) => void) => void;
  }
  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
  }
}
