import type { Core } from '@strapi/strapi';
import { bodyData, type RequestContext } from '../../../http/request-context';

type ChatService = ReturnType<typeof import('../services/chat').default>;

/** Chats and messages for their participants (the realtime port's server API). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::chat.chat') as ChatService;
  // Signed in (routes/chat.ts).
  const me = (ctx: RequestContext) => ctx.state.user!.id;
  return {
    /** GET /chats */
    async list(ctx: RequestContext) {
      ctx.body = { data: await service().list(me(ctx)) };
    },
    /** POST /chats { data: { contact } } */
    async open(ctx: RequestContext) {
      ctx.body = { data: await service().open(me(ctx), bodyData(ctx)?.contact) };
    },
    /** GET /chats/:id/messages */
    async messages(ctx: RequestContext) {
      ctx.body = { data: await service().messages(String(ctx.params?.id), me(ctx)) };
    },
    /** POST /chats/:id/messages { data: { text, clientId? } }: 201 when stored, 200 when that client id was stored before. */
    async send(ctx: RequestContext) {
      const data = bodyData(ctx);
      const { message, replayed } = await service().send(String(ctx.params?.id), me(ctx), data?.text, data?.clientId);
      ctx.status = replayed ? 200 : 201;
      ctx.body = { data: message };
    },
    /** POST /chats/:id/read */
    async read(ctx: RequestContext) {
      ctx.body = { data: await service().markRead(String(ctx.params?.id), me(ctx)) };
    },
  };
};
