import type { Core } from '@strapi/strapi';

type Ctx = {
  state: { user?: { id: number } };
  params: { id?: string };
  request: { body?: { data?: { contact?: unknown; text?: unknown } } };
  status?: number;
  body?: unknown;
};
type ChatService = ReturnType<typeof import('../services/chat').default>;

/** Chats and messages for their participants (the realtime port's server API). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::chat.chat') as unknown as ChatService;
  // Signed in (routes/chat.ts).
  const me = (ctx: Ctx) => ctx.state.user!.id;
  return {
    /** GET /chats */
    async list(ctx: Ctx) {
      ctx.body = { data: await service().list(me(ctx)) };
    },
    /** POST /chats { data: { contact } } */
    async open(ctx: Ctx) {
      ctx.body = { data: await service().open(me(ctx), ctx.request.body?.data?.contact) };
    },
    /** GET /chats/:id/messages */
    async messages(ctx: Ctx) {
      ctx.body = { data: await service().messages(String(ctx.params.id), me(ctx)) };
    },
    /** POST /chats/:id/messages { data: { text } } */
    async send(ctx: Ctx) {
      const message = await service().send(String(ctx.params.id), me(ctx), ctx.request.body?.data?.text);
      ctx.status = 201;
      ctx.body = { data: message };
    },
    /** POST /chats/:id/read */
    async read(ctx: Ctx) {
      ctx.body = { data: await service().markRead(String(ctx.params.id), me(ctx)) };
    },
  };
};
