// The realtime port (docs/decisions/0010-realtime-port.md): chats, messages, unread counts and "a contact was
// added". Features use this interface only (through useRealtime); the adapters implement it:
// serverAdapter.ts (default: our Strapi, live over Server-Sent Events) and firebaseAdapter.ts
// (Firebase Realtime Database, selected with the server's REALTIME=firebase).

import type { ChatMessage, ChatSummary, LiveEvent } from '@markenportal/contract';

// The chat shapes are the server's answers too: one definition in the contract package.
export type { ChatContact, ChatMessage, ChatSummary } from '@markenportal/contract';

export type RealtimeEvent =
  | LiveEvent
  /** 'online' after an 'offline' means events may have been missed: consumers refetch. */
  | { type: 'connection'; state: 'online' | 'offline' }
  /** The server refused the stream with 401: the session has ended; the port does not reconnect. */
  | { type: 'session-ended' };

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
  /**
   * Sends a message. With `clientId` (made by the device when the message was written) a retry
   * never stores it twice: the message stored under that id is answered again.
   */
  sendMessage(chatId: string, text: string, clientId?: string): Promise<ChatMessage>;
  /** Marks the contact's messages in the chat as read by the current user. */
  markRead(chatId: string): Promise<void>;
}
