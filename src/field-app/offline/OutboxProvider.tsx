import { createContext, ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { get, update } from 'idb-keyval';
import type { ChatMessage, ChatSummary } from '../../realtime/port';
import { useRealtime, useRealtimeEvents } from '../../realtime/RealtimeProvider';
import { applyLive } from '../../providers/queryClient';
import { applyMessage, CHATS_KEY, mergeMessages, messagesKey } from '../workspace/chatCache';
import { createOutbox, type Outbox, type PendingMessage } from './outbox';
import { offlineStore, outboxKey } from './offlineStore';

/** After a server error or „zu viele Nachrichten“, the next try. */
const RETRY_AFTER_MS = 15_000;

const OutboxContext = createContext<Outbox | null>(null);

/**
 * The signed-in rep's unsent chat messages (outbox.ts): loaded from the device, sent when online
 * (react-query's onlineManager, the live connection coming back, each new message), and each sent
 * one shown as the server stored it.
 */
export const OutboxProvider = ({ userId, children }: { userId: number; children: ReactNode }) => {
  const port = useRealtime();
  const queryClient = useQueryClient();
  const outbox = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return createOutbox({
      update: storedList(userId),
      send: (item) => port.sendMessage(item.chatId, item.text, item.clientId),
      onSent: (item, message) => {
        applyLive<ChatMessage[]>(queryClient, messagesKey(item.chatId), (old) => mergeMessages(old ?? [], [message]));
        applyLive<ChatSummary[]>(queryClient, CHATS_KEY, (old) => old && applyMessage(old, item.chatId, message, { meId: userId, isOpen: true }));
      },
      isOnline: () => onlineManager.isOnline(),
      retryLater: (flush) => {
        clearTimeout(timer);
        timer = setTimeout(flush, RETRY_AFTER_MS);
      },
    });
  }, [userId, port, queryClient]);

  useEffect(() => {
    void outbox.flush();
    return onlineManager.subscribe((online) => online && void outbox.flush());
  }, [outbox]);
  useRealtimeEvents((event) => {
    // The stream also tells whether the server answers (realtime/index.ts): back, send what waits.
    if (event.type === 'connection' && event.state === 'online') void outbox.flush();
  });

  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
};

/**
 * The account's list in IndexedDB, changed in one transaction (another tab may change it too).
 * Without IndexedDB (jsdom in the unit tests) a list in memory: nothing typed is lost while the page is open.
 */
const storedList = (userId: number) => {
  if (typeof indexedDB === 'undefined') {
    let memory: PendingMessage[] = [];
    return async (change: (items: PendingMessage[]) => PendingMessage[]) => (memory = change(memory));
  }
  return async (change: (items: PendingMessage[]) => PendingMessage[]) => {
    await update<PendingMessage[]>(outboxKey(userId), (list) => change(list ?? []), offlineStore());
    return (await get<PendingMessage[]>(outboxKey(userId), offlineStore())) ?? [];
  };
};

const NOTHING: readonly PendingMessage[] = [];

export const useOutbox = (): Outbox => {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox outside <OutboxProvider>');
  return outbox;
};

/** The messages of a chat still waiting to be sent (or refused), oldest first. */
export const usePendingMessages = (chatId: string): readonly PendingMessage[] => {
  const outbox = useOutbox();
  const items = useSyncExternalStore(outbox.subscribe, outbox.items);
  return useMemo(() => {
    const mine = items.filter((item) => item.chatId === chatId);
    return mine.length > 0 ? mine : NOTHING;
  }, [items, chatId]);
};
