import { signedIn } from '../../../guards/staff';

// Only these routes: participants read and write their own chats (the chat service checks that the
// caller takes part); no generic CRUD on chats.
const route = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler: `chat.${handler}`,
  config: { policies: [], middlewares: [signedIn] },
});

export default {
  routes: [
    route('GET', '/chats', 'list'),
    route('POST', '/chats', 'open'),
    route('GET', '/chats/:id/messages', 'messages'),
    route('POST', '/chats/:id/messages', 'send'),
    route('POST', '/chats/:id/read', 'read'),
  ],
};
