// Shared set-up of the sales workspace tests (not a test file itself).
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import type { AuthProvider, DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { session } from '../../src/providers';
import { createQueryClient } from '../../src/providers/queryClient';
import type { SessionUser } from '../../src/providers/access';
import type { ChatMessage, ChatSummary, RealtimeEvent, RealtimeListener, RealtimePort } from '../../src/realtime/port';
import { RealtimeProvider } from '../../src/realtime/RealtimeProvider';
import { WorkspaceProvider } from '../../src/field-app/workspace/WorkspaceProvider';
import { FieldAppLayout } from '../../src/field-app/FieldAppLayout';
import { layoutParts } from '../../src/layout/AppLayout';
import { FEATURES } from '../../src/features';
import { FieldAppOffline } from '../../src/field-app/offline/FieldAppOffline';
import { RoutesWithPath } from './componentHarness';

export const ME: SessionUser = {
  id: 7,
  email: 'sales@example.com',
  role: { type: 'sales' },
  brands: [{ documentId: 'b1', name: 'Cardiovia' } as { documentId: string }],
  profile: { firstName: 'Sven', lastName: 'Sander' },
};

export const signInAsSales = (user: SessionUser = ME) => session.signIn('jwt', user);

/** ISO time `minutes` before now (today, so the list shows a time). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60000).toISOString();

export const message = (id: string, chatId: string, senderId: number, text: string, createdAt: string): ChatMessage => ({
  id,
  chatId,
  senderId,
  text,
  createdAt,
  readAt: null,
  clientId: null,
});

/**
 * A test double of RealtimePort: chats and messages in memory, every method a vi.fn, and
 * `emit` delivers an event to the subscribers as the server would.
 */
export class TestRealtimePort implements RealtimePort {
  chats: ChatSummary[];
  messages: Record<string, ChatMessage[]>;
  listeners = new Set<RealtimeListener>();
  sent = 0;

  constructor(chats: ChatSummary[] = [], messages: Record<string, ChatMessage[]> = {}) {
    this.chats = chats;
    this.messages = messages;
  }

  connect = vi.fn();
  disconnect = vi.fn();
  subscribe = vi.fn((listener: RealtimeListener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  });
  listChats = vi.fn(async () => structuredClone(this.chats));
  openChat = vi.fn(async (contactId: number) => {
    const chat = this.chats.find((c) => c.contact.id === contactId);
    if (!chat) throw new Error('no chat');
    return structuredClone(chat);
  });
  listMessages = vi.fn(async (chatId: string) => structuredClone(this.messages[chatId] ?? []));
  sendMessage = vi.fn(async (chatId: string, text: string, _clientId?: string) => {
    this.sent += 1;
    return message(`sent-${this.sent}`, chatId, ME.id, text, new Date().toISOString());
  });
  markRead = vi.fn(async () => undefined);

  emit(event: RealtimeEvent) {
    this.listeners.forEach((listener) => listener(event));
  }
}

/** The back office's top bar, menu items and icons, as the app's layout lends them. */
const PARTS = layoutParts(FEATURES);

type Options = {
  port?: RealtimePort;
  authProvider?: AuthProvider;
  layout?: boolean;
  /** A public page (the link preview) is outside the field app: none of its offline parts. */
  publicPage?: boolean;
};

/**
 * Renders `routes` at `path` inside the app's German admin context, the realtime port double and
 * the workspace state with the field app's offline parts (the message outbox); with `layout`,
 * inside the whole FieldAppLayout (menu, badge, new-doctor dialog).
 */
export const renderSales = (
  path: string,
  routes: Record<string, ReactElement>,
  dataProvider: DataProvider,
  { port = new TestRealtimePort(), authProvider, layout = false, publicPage = false }: Options = {},
) => {
  const pages = <RoutesWithPath routes={routes} />;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
        <RealtimeProvider port={port} me={session.getUser()}>
          {layout ? (
            <FieldAppLayout parts={PARTS}>{pages}</FieldAppLayout>
          ) : (
            <WorkspaceProvider>{publicPage ? pages : <FieldAppOffline>{pages}</FieldAppOffline>}</WorkspaceProvider>
          )}
        </RealtimeProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};

const jsdomMatchMedia = window.matchMedia;
/** Back to jsdom's media queries (none: MUI's useMediaQuery answers false, i.e. desktop). */
export const resetViewport = () => {
  window.matchMedia = jsdomMatchMedia;
};

/** Makes MUI's media queries see a phone (below the md breakpoint) or a desktop. */
export const setViewport = (kind: 'phone' | 'desktop') => {
  const matches = (query: string) => (kind === 'phone' ? query.includes('max-width') : query.includes('min-width'));
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};
