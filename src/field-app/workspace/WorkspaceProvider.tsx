import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary, RealtimeEvent } from '../../realtime/port';
import { useRealtimeEvents } from '../../realtime/RealtimeProvider';
import type { SessionUser } from '../../providers/access';
import { useSession } from '../../providers/useSession';
import { applyMessage, CHATS_KEY, markChatRead, markMineRead, mergeMessages, messagesKey } from './chatCache';
import { applyLive, readAgain } from '../../providers/queryClient';

/** The UI part of the client state (the spec's "Entities and their fields"); the data lives in react-query (see useWorkspace). */
export interface WorkspaceUi {
  me: SessionUser | null;
  currentBrandId: string | null;
  /** A side panel beside the page (the contact details in a chat); closed at start. */
  showSidebar: boolean;
  setShowSidebar(show: boolean): void;
  /** The navigation menu (bottom navigation on phones); a phone conversation hides it for the composer. */
  showMenu: boolean;
  setShowMenu(show: boolean): void;
  /** Registers the chat shown on screen (null: none); its new messages are read, not unread. */
  setOpenChat(chatId: string | null): void;
}

const WorkspaceContext = createContext<WorkspaceUi | null>(null);

/**
 * The sales rep's workspace: keeps the shared chat data live from the realtime port. Needs a
 * <RealtimeProvider> above it.
 */
export const WorkspaceProvider = ({ children }: { children: ReactNode }) => {
  const { user, currentBrandId } = useSession();
  const queryClient = useQueryClient();
  const [showSidebar, setShowSidebar] = useState(false);
  const [showMenu, setShowMenu] = useState(true);
  const openChat = useRef<string | null>(null);
  const connection = useRef<'online' | 'offline' | null>(null);
  const meId = user?.id ?? null;

  useRealtimeEvents((event: RealtimeEvent) => {
    switch (event.type) {
      case 'message': {
        const { chatId, message } = event;
        applyLive<ChatMessage[]>(queryClient, messagesKey(chatId), (old) => (old ? mergeMessages(old, [message]) : old));
        const chats = queryClient.getQueryData<ChatSummary[]>(CHATS_KEY);
        // A chat the list does not know yet (the contact wrote first): load the list again.
        if (!chats?.some((c) => c.id === chatId)) {
          void readAgain(queryClient, { queryKey: CHATS_KEY, exact: true });
          return;
        }
        applyLive<ChatSummary[]>(queryClient, CHATS_KEY, (old) => old && applyMessage(old, chatId, message, { meId, isOpen: openChat.current === chatId }));
        return;
      }
      case 'read':
        if (event.readerId === meId) applyLive<ChatSummary[]>(queryClient, CHATS_KEY, (old) => old && markChatRead(old, event.chatId));
        else applyLive<ChatMessage[]>(queryClient, messagesKey(event.chatId), (old) => old && markMineRead(old, meId, new Date().toISOString()));
        return;
      // 'contact-added' is the NewContactDialog's (it refreshes the contacts).
      case 'reload':
        // More was missed than the stream replays: the chats, their messages and the contacts are read again.
        void readAgain(queryClient, { queryKey: CHATS_KEY });
        void readAgain(queryClient, { queryKey: ['contacts'] });
        return;
      case 'connection': {
        const before = connection.current;
        connection.current = event.state;
        // Online for the first time or after a gap: events may have come before the stream was
        // open (the chats were loaded earlier), so the lists are read again.
        if (event.state === 'online' && before !== 'online') {
          void readAgain(queryClient, { queryKey: CHATS_KEY, exact: true });
          void readAgain(queryClient, { queryKey: ['contacts'] });
        }
      }
    }
  });

  const setOpenChat = useCallback((chatId: string | null) => {
    openChat.current = chatId;
  }, []);

  // The session user is parsed anew on every read: its content decides whether it changed.
  const userKey = JSON.stringify(user);
  const value = useMemo<WorkspaceUi>(
    () => ({ me: user, currentBrandId, showSidebar, setShowSidebar, showMenu, setShowMenu, setOpenChat }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the user is compared by its content (userKey)
    [userKey, currentBrandId, showSidebar, showMenu, setOpenChat],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
};

export const useWorkspaceUi = (): WorkspaceUi => {
  const ui = useContext(WorkspaceContext);
  if (!ui) throw new Error('useWorkspaceUi outside <WorkspaceProvider>');
  return ui;
};

/** Marks `chatId` as the chat on screen while the calling component is mounted. */
export const useOpenChat = (chatId: string | null) => {
  const { setOpenChat } = useWorkspaceUi();
  useEffect(() => {
    setOpenChat(chatId);
    return () => setOpenChat(null);
  }, [chatId, setOpenChat]);
};
