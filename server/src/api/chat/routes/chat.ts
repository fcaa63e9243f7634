import { signedIn } from '../../../guards/staff';
import { rateLimited } from '../../../guards/rate-limits';
import type { Middleware } from '../../../guards/actor';

// Only these routes: participants read and write their own chats (the chat service checks that the
// caller takes part); no generic CRUD on chats.
// Sending and marking read are counted per account (guards/rate-limits.ts), before anything else.
const route = (method: 'GET' | 'POST', path: string, handler: string, limits: Middleware[] = []) => ({
  method,
  path,
  handler: `chat.${handler}`,
  config: { policies: [], middlewares: [...limits, signedIn] },
});

export default {
  routes: [
    route('GET', '/chats', 'list'),
    route('POST', '/chats', 'open'),
    route('GET', '/chats/:id/messages', 'messages'),
    route('POST', '/chats/:id/messages', 'send', [rateLimited('chatMessage')]),
    route('POST', '/chats/:id/read', 'read', [rateLimited('chatRead')]),
  ],
};
