import { ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { promisifyRequest } from 'idb-keyval';
import type { ChatMessage, ChatSummary } from '../../realtime/port';
import { useRealtime, useRealtimeEvents } from '../../realtime/RealtimeProvider';
import { applyLive } from '../../providers/queryClient';
import { applyMessage, CHATS_KEY, mergeMessages, messagesKey } from '../workspace/chatCache';
import { createOutbox, type PendingMessage, type PendingView } from './outbox';
import { offlineStore, outboxKey } from './offlineStore';
import { OutboxContext, useOptionalOutbox } from './outboxContext';
import { useSessionEnd } from './sessionEnd';

/**
 * The signed-in rep's unsent chat messages (outbox.ts): loaded from the device, sent when online
 * (react-query's onlineManager, the live connection coming back, each new message), and each sent
 * one shown as the server stored it.
 */
export const OutboxProvider = ({ userId, children }: { userId: number; children: ReactNode }) => {
  const port = useRealtime();
  const queryClient = useQueryClient();
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { ended, report } = useSessionEnd();
  const outbox = useMemo(() => {
    return createOutbox({
      update: storedList(userId),
      send: (item) => port.sendMessage(item.chatId, item.text, item.clientId),
      onSent: (item, message) => {
        applyLive<ChatMessage[]>(queryClient, messagesKey(item.chatId), (old) => mergeMessages(old ?? [], [message]));
        applyLive<ChatSummary[]>(queryClient, CHATS_KEY, (old) => old && applyMessage(old, item.chatId, message, { meId: userId, isOpen: true }));
      },
      isOnline: () => onlineManager.isOnline(),
      retryLater: (flush, delayMs) => {
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(flush, delayMs);
      },
      onSessionEnded: report,
    });
  }, [userId, port, queryClient, report]);

  // The rest of the field app found the session ended (its stream, a list): nothing is tried until the rep signs in again.
  useEffect(() => {
    if (ended) outbox.endSession();
  }, [ended, outbox]);

  useEffect(() => {
    void outbox.flush();
    const unsubscribe = onlineManager.subscribe((online) => online && void outbox.flush());
    return () => {
      unsubscribe();
      // Signed out (or another account): no later try of this one's list.
      clearTimeout(retryTimer.current);
    };
  }, [outbox]);
  useRealtimeEvents((event) => {
    // The stream also tells whether the server answers (realtime/index.ts): back, send what waits.
    if (event.type === 'connection' && event.state === 'online') void outbox.flush();
  });

  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
};

/**
 * The account's list in IndexedDB, changed in one transaction (another tab may change it too); an
 * empty list is no entry at all, so a rep with nothing unsent leaves nothing on the device.
 * Without IndexedDB (jsdom in the unit tests) a list in memory: nothing typed is lost while the page is open.
 */
const storedList = (userId: number) => {
  if (typeof indexedDB === 'undefined') {
    let memory: PendingMessage[] = [];
    return async (change: (items: PendingMessage[]) => PendingMessage[]) => (memory = change(memory));
  }
  const key = outboxKey(userId);
  return async (change: (items: PendingMessage[]) => PendingMessage[]) => {
    let list: PendingMessage[] = [];
    await offlineStore()('readwrite', (store) => {
      const read = store.get(key);
      read.onsuccess = () => {
        list = change((read.result as PendingMessage[] | undefined) ?? []);
        if (list.length) store.put(list, key);
        else store.delete(key);
      };
      return promisifyRequest(store.transaction);
    });
    return list;
  };
};

const NOTHING: readonly PendingView[] = [];
const noChanges = () => () => undefined;
const nothing = () => NOTHING;

/**
 * The messages of a chat still waiting to be sent (or not sent), each with its state, oldest first;
 * none while nobody is signed in (the moment between a session's end and the sign-in page).
 */
export const usePendingMessages = (chatId: string): readonly PendingView[] => {
  const outbox = useOptionalOutbox();
  const items = useSyncExternalStore(outbox?.subscribe ?? noChanges, outbox?.items ?? nothing);
  return useMemo(() => {
    const mine = items.filter((item) => item.chatId === chatId);
    return mine.length > 0 ? mine : NOTHING;
  }, [items, chatId]);
};
