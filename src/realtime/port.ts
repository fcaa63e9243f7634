// The realtime port (docs/decisions/0010-realtime-port.md): chats, messages, unread counts and "a contact was
// added". Features use this interface only (through useRealtime); the adapters implement it:
// serverAdapter.ts (default: our Strapi, live over Server-Sent Events) and firebaseAdapter.ts
// (Firebase Realtime Database, selected with the server's REALTIME=firebase).

export interface ChatContact {
  /** The user's numeric id (as in /api/users/{id}). */
  id: number;
  name: string;
  imageUrl?: string | null;
  target?: 'representative' | 'pta' | null;
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
}

export interface ChatSummary {
  /** The chat's id (documentId with the server adapter). */
  id: string;
  /** The other participant. */
  contact: ChatContact;
  lastMessage: ChatMessage | null;
  /** Messages from the contact that the current user has not read. */
  unread: number;
}

export type RealtimeEvent =
  | { type: 'message'; chatId: string; message: ChatMessage }
  | { type: 'read'; chatId: string; readerId: number }
  | { type: 'contact-added'; contact: ChatContact }
  /** 'online' after an 'offline' means events may have been missed: consumers refetch. */
  | { type: 'connection'; state: 'online' | 'offline' };

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimePort {
  /** Starts listening for the signed-in user; reconnects by itself until disconnect(). */
  connect(me: { id: number }): void;
  disconnect(): void;
  subscribe(listener: RealtimeListener): () => void;
  /** The user's chats, the newest activity first. */
  listChats(): Promise<ChatSummary[]>;
  /** The chat with a contact, created on first use. */
  openChat(contactId: number): Promise<ChatSummary>;
  /** All messages of a chat, oldest first. */
  listMessages(chatId: string): Promise<ChatMessage[]>;
  sendMessage(chatId: string, text: string): Promise<ChatMessage>;
  /** Marks the contact's messages in the chat as read by the current user. */
  markRead(chatId: string): Promise<void>;
}
