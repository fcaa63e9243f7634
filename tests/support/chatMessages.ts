import type { PendingMessage } from '../../src/field-app/offline/outbox';
import type { ChatMessage } from '../../src/realtime/port';

/** The message the server stores for an outbox entry (sender 7), as a send answers it. */
export const storedMessage = (item: PendingMessage): ChatMessage => ({
  id: `m-${item.clientId}`,
  chatId: item.chatId,
  clientId: item.clientId,
  text: item.text,
  senderId: 7,
  createdAt: item.writtenAt,
  readAt: null,
});
