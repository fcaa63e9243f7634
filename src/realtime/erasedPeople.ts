import type { ChatContact, ChatMessage, ChatSummary } from './port';

// What the chat shows of an erased person (DSGVO Art. 17; docs/decisions/0034-erasure.md):
// the server sends a marker, never the text; the app shows the catalog's words in their place.

type Translate = (key: string) => string;

export const shownMessage = (message: ChatMessage, translate: Translate): ChatMessage =>
  message.deleted ? { ...message, text: translate('app.erasure.deleted_message') } : message;

export const shownContact = (contact: ChatContact, translate: Translate): ChatContact =>
  contact.erased ? { ...contact, name: translate('app.erasure.erased_person') } : contact;

export const shownChat = (chat: ChatSummary, translate: Translate): ChatSummary => ({
  ...chat,
  contact: shownContact(chat.contact, translate),
  lastMessage: chat.lastMessage ? shownMessage(chat.lastMessage, translate) : chat.lastMessage,
});
