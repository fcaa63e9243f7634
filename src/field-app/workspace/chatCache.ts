import type { ChatMessage, ChatSummary } from '../../realtime/port';

// Query keys and pure cache updates of the chat data, shared by the live event handler, the
// chat pages and the unread badge (all read the same react-query cache).

/** The user's chats (ChatSummary[]). */
export const CHATS_KEY = ['chats'] as const;
/** The messages of one chat (ChatMessage[], oldest first). */
export const messagesKey = (chatId: string) => ['chats', chatId, 'messages'] as const;

/** Oldest first: by createdAt, then id (two messages can share a timestamp). */
export const compareMessages = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Adds messages without duplicates: a sent message arrives as the POST answer and as an event. */
export const mergeMessages = (existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] => {
  const byId = new Map(existing.map((m) => [m.id, m]));
  incoming.forEach((m) => byId.set(m.id, { ...byId.get(m.id), ...m }));
  return [...byId.values()].sort(compareMessages);
};

const lastActivity = (chat: ChatSummary) => chat.lastMessage?.createdAt ?? '';

/** Newest activity first (as listChats answers). */
export const sortChats = (chats: readonly ChatSummary[]) =>
  [...chats].sort((a, b) => (lastActivity(a) < lastActivity(b) ? 1 : lastActivity(a) > lastActivity(b) ? -1 : 0));

/**
 * A new message in a chat: it becomes the last message when it is newer, and a message from the
 * contact counts as unread unless the chat is open. Seeing the same message twice changes nothing.
 */
export const applyMessage = (
  chats: readonly ChatSummary[],
  chatId: string,
  message: ChatMessage,
  { meId, isOpen }: { meId: number | null; isOpen: boolean },
): ChatSummary[] =>
  sortChats(
    chats.map((chat) => {
      if (chat.id !== chatId) return chat;
      const known = chat.lastMessage && compareMessages(message, chat.lastMessage) <= 0;
      if (known) return chat;
      const fromContact = message.senderId !== meId;
      return { ...chat, lastMessage: message, unread: fromContact && !isOpen ? chat.unread + 1 : chat.unread };
    }),
  );

/** The user has read the chat. */
export const markChatRead = (chats: readonly ChatSummary[], chatId: string): ChatSummary[] =>
  chats.map((chat) => (chat.id === chatId && chat.unread !== 0 ? { ...chat, unread: 0 } : chat));

/** The contact has read the chat: my messages get a read time. */
export const markMineRead = (messages: readonly ChatMessage[], meId: number | null, at: string): ChatMessage[] =>
  messages.map((m) => (m.senderId === meId && !m.readAt ? { ...m, readAt: at } : m));

/** Adds a chat that was just opened (Chat starten) unless it is known. */
export const withChat = (chats: readonly ChatSummary[], chat: ChatSummary): ChatSummary[] =>
  chats.some((c) => c.id === chat.id) ? [...chats] : sortChats([chat, ...chats]);

export const unreadTotal = (chats: readonly ChatSummary[] | undefined) => (chats ?? []).reduce((sum, c) => sum + (c.unread > 0 ? c.unread : 0), 0);
