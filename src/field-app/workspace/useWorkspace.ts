import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { ChatContact, ChatSummary } from '../../realtime/port';
import { useRealtime } from '../../realtime/RealtimeProvider';
import { compareContacts, Contact, contactName } from '../contacts/contact';
import { CHATS_KEY, unreadTotal } from './chatCache';
import { useWorkspaceUi, WorkspaceUi } from './WorkspaceProvider';

/**
 * All of the rep's contacts in one request, shared by every page (same parameters, same cache
 * entry ['contacts', 'getList', …]). A rep has dozens to a few hundred contacts.
 */
export const MY_CONTACTS_PARAMS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** myChats: the rep's chats from the realtime port, kept live by the WorkspaceProvider. */
export const useMyChats = () => {
  const port = useRealtime();
  return useQuery<ChatSummary[]>({ queryKey: CHATS_KEY, queryFn: () => port.listChats() });
};

/** myUsers: the rep's contacts, by name. */
export const useMyContacts = () => {
  const result = useGetList<Contact & { id: number }>('contacts', MY_CONTACTS_PARAMS);
  const contacts = useMemo(() => [...(result.data ?? [])].sort(compareContacts), [result.data]);
  return { ...result, contacts };
};

/** The unread messages of all chats (the badge of the Chats menu item). */
export const useUnreadCount = () => unreadTotal(useMyChats().data);

/** allUsers: everyone the rep can see, contacts and chat partners, in the chat's short form. */
const visibleUsers = (contacts: Contact[], chats: ChatSummary[]): ChatContact[] => {
  const byId = new Map<number, ChatContact>();
  chats.forEach((chat) => byId.set(chat.contact.id, chat.contact));
  contacts.forEach((c) => byId.set(c.id, { id: c.id, name: contactName(c), imageUrl: c.image?.url ?? null, target: c.profile?.target ?? null }));
  return [...byId.values()];
};

export interface WorkspaceState extends WorkspaceUi {
  allUsers: ChatContact[];
  myUsers: Contact[];
  myChats: ChatSummary[];
  unreadCount: number;
}

const NO_CHATS: ChatSummary[] = [];

/** The whole client state of the spec's "Entities and their fields" in one object. */
export const useWorkspace = (): WorkspaceState => {
  const ui = useWorkspaceUi();
  const { contacts } = useMyContacts();
  const chats = useMyChats().data ?? NO_CHATS;
  const allUsers = useMemo(() => visibleUsers(contacts, chats), [contacts, chats]);
  return { ...ui, allUsers, myUsers: contacts, myChats: chats, unreadCount: unreadTotal(chats) };
};
