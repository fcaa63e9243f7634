import type { RealtimeListener, RealtimePort } from './port';

/**
 * A port whose adapter is loaded on first use (a dynamic import), so that its SDK is a separate
 * chunk. Calls made meanwhile wait; connect/disconnect keep their order; listeners are kept here.
 */
export const lazyPort = (load: () => Promise<RealtimePort>): RealtimePort => {
  const listeners = new Set<RealtimeListener>();
  let loading: Promise<RealtimePort> | null = null;
  // The last connect() wins; a disconnect() before the adapter arrived cancels it.
  let wanted: { id: number } | null = null;

  const adapter = () =>
    (loading ??= load().then(
      (port) => {
        port.subscribe((event) => listeners.forEach((listener) => listener(event)));
        return port;
      },
      (error) => {
        loading = null; // e.g. a chunk that failed to download: the next call tries again
        throw error;
      },
    ));

  return {
    connect(me) {
      wanted = me;
      adapter().then(
        (port) => {
          if (wanted === me) port.connect(me);
        },
        (error) => console.error('realtime: adapter failed to load', error),
      );
    },
    disconnect() {
      wanted = null;
      loading?.then(
        (port) => port.disconnect(),
        () => undefined,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listChats: () => adapter().then((port) => port.listChats()),
    openChat: (contactId) => adapter().then((port) => port.openChat(contactId)),
    listMessages: (chatId) => adapter().then((port) => port.listMessages(chatId)),
    sendMessage: (chatId, text, clientId) => adapter().then((port) => port.sendMessage(chatId, text, clientId)),
    markRead: (chatId) => adapter().then((port) => port.markRead(chatId)),
  };
};
