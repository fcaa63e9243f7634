// Chats and live events between the server adapter of the realtime port and the server
// (docs/decisions/0010-realtime-port.md): the answers of /api/chats and the frames of GET /api/realtime/events.

/** Whom a doctor's or PTA's profile addresses (profile.target). */
export type ProfileTarget = 'representative' | 'pta';

export interface ChatContact {
  /** The user's numeric id (as in /api/users/{id}). */
  id: number;
  name: string;
  imageUrl?: string | null;
  target?: ProfileTarget | null;
  /** The person's account was erased: no name is sent, the app shows „Gelöschte Person“. */
  erased?: boolean;
}

export interface ChatMessage {
  /** Unique per message; ordering is by createdAt, then id. */
  id: string;
  chatId: string;
  senderId: number;
  text: string;
  /** ISO date-time. */
  createdAt: string;
  readAt: string | null;
  /**
   * The id its sender's device made for it (a message written offline is sent when the network
   * returns; a retry with the same id gets the stored message back, never a second one). Null for
   * messages sent without one.
   */
  clientId: string | null;
  /** Its sender's account was erased: the text is gone (empty), the app shows „Nachricht gelöscht“. */
  deleted?: boolean;
}

export interface ChatSummary {
  /** The chat's id (its documentId on our server). */
  id: string;
  /** The other participant. */
  contact: ChatContact;
  lastMessage: ChatMessage | null;
  /** Messages from the contact that the current user has not read. */
  unread: number;
}

/** Each Server-Sent Events frame of the live stream: its `event:` name and the JSON of its `data:`. */
export interface RealtimeFrames {
  /** The first frame of every stream: the connection stands. */
  ready: Record<string, never>;
  message: { chatId: string; message: ChatMessage };
  read: { chatId: string; readerId: number };
  /** A doctor or PTA connected through the rep's link (the new-doctor dialog). */
  'contact-added': { contact: ChatContact };
  /**
   * More was missed than a reconnect replays (too many events, or older than what is kept): the
   * client reloads its lists. Its id moves the stream's position to now.
   */
  reload: Record<never, never>;
  /**
   * The account opened more streams on this instance than it keeps (STREAMS_PER_ACCOUNT in the
   * server's hub): this, its oldest, ends now. The app reconnects when its user comes back to it.
   */
  superseded: Record<never, never>;
}

export type RealtimeFrameName = keyof RealtimeFrames;

/** The frames the port's listeners get; `ready` and `superseded` are the adapter's own. */
type ListenedFrame = Exclude<RealtimeFrameName, 'ready' | 'superseded'>;
/** A frame as the port's listeners get it: `{ type: <event name>, ...data }`. */
export type LiveEvent = { [Name in ListenedFrame]: { type: Name } & RealtimeFrames[Name] }[ListenedFrame];
