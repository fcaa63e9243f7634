import type { Core } from '@strapi/strapi';
import type { ChatContact, ChatMessage, ChatSummary, ProfileTarget } from '@markenportal/contract';
import { fieldError } from '../../../validation/field-error';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { personName } from '../../../access/person-name';
import { chatMessages as text } from '../../../messages/chats';
import { consentMessages } from '../../../messages/consent';
import { realtimeHub } from '../../realtime/services/realtime-hub';
import { parseReference } from '../../../access/relation-reference';
import { clientMessageIds, isDuplicateKey, parseClientId } from './client-message-ids';
import { enqueueChatPush } from '../../../web-push/web-push-jobs';
import { chatPayload } from '../../../web-push/web-push-decisions';

const CHAT = 'api::chat.chat';
const MESSAGE = 'api::message.message';
const USER = 'plugin::users-permissions.user';
export const MAX_MESSAGE_LENGTH = 5000;
const ID_SLICE = 5000;

type UserRow = {
  id: number;
  username?: string;
  email?: string;
  profile?: { title?: string; firstName?: string; lastName?: string; target?: ProfileTarget | null } | null;
  image?: { url?: string } | null;
};
type MessageRow = {
  id: number;
  documentId: string;
  text: string;
  createdAt: string;
  readAt: string | null;
  clientId?: string | null;
  erased?: boolean | null;
  sender?: { id: number } | null;
};
type ChatRow = { id: number; documentId: string; lastMessageAt: string | null; participants: UserRow[] };

/** The message as the contract's ChatMessage. */
const toMessage = (chatId: string, m: MessageRow): ChatMessage => ({
  id: m.documentId,
  chatId,
  senderId: m.sender?.id ?? 0,
  text: m.text,
  createdAt: new Date(m.createdAt).toISOString(),
  readAt: m.readAt ? new Date(m.readAt).toISOString() : null,
  clientId: m.clientId ?? null,
  // The sender's account was erased (server/src/privacy/erasure-steps.ts): a marker, no text.
  ...(m.erased ? { deleted: true } : {}),
});
const toContact = (u: UserRow): ChatContact => ({ id: u.id, name: personName(u), imageUrl: u.image?.url ?? null, target: u.profile?.target ?? null });
/** The other side of a chat whose other participant's account was erased. */
const ERASED_CONTACT: ChatContact = { id: 0, name: '', imageUrl: null, target: null, erased: true };
const PARTICIPANTS = { select: ['id', 'username', 'email'], populate: { profile: true, image: { select: ['url'] } } };

/** Chats between two people who are contacts; only participants read or write them. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Last message and unread count of many chats in two grouped queries over the link tables:
   * per-chat queries were two full scans each on SQLite (seconds for a rep with hundreds of chats).
   */
  const summaries = async (chats: ChatRow[], userId: number): Promise<ChatSummary[]> => {
    if (!chats.length) return [];
    const knex = strapi.db.connection;
    const ids = chats.map((c) => c.id);
    const lastIds: { chat_id: number; last_id: number }[] = await knex('messages_chat_lnk')
      .whereIn('chat_id', ids)
      .groupBy('chat_id')
      .select('chat_id', knex.raw('max(message_id) as last_id'));
    const unread: { chat_id: number; unread: number | string }[] = await knex('messages_chat_lnk as l')
      .join('messages as m', 'm.id', 'l.message_id')
      .leftJoin('messages_sender_lnk as s', 's.message_id', 'm.id')
      .whereIn('l.chat_id', ids)
      .whereNull('m.read_at')
      .where((q) => q.whereNull('s.user_id').orWhereNot('s.user_id', userId))
      .groupBy('l.chat_id')
      .select('l.chat_id', knex.raw('count(*) as unread'));
    const lastRows = (await strapi.db.query(MESSAGE).findMany({
      where: { id: { $in: lastIds.map((r) => r.last_id) } },
      populate: { sender: { select: ['id'] } },
    })) as MessageRow[];
    const lastByChat = new Map(lastIds.map((r) => [Number(r.chat_id), lastRows.find((m) => m.id === Number(r.last_id)) ?? null]));
    const unreadByChat = new Map(unread.map((r) => [Number(r.chat_id), Number(r.unread)]));
    return chats.map((chat) => {
      const other = chat.participants.find((p) => p.id !== userId);
      const last = lastByChat.get(chat.id) ?? null;
      return {
        id: chat.documentId,
        contact: other ? toContact(other) : ERASED_CONTACT,
        lastMessage: last ? toMessage(chat.documentId, last) : null,
        unread: unreadByChat.get(chat.id) ?? 0,
      };
    });
  };
  const summary = async (chat: ChatRow, userId: number) => (await summaries([chat], userId))[0];
  /**
   * The ids of a chat's messages from the link table: a filter through the relation
   * (`where: { chat }`) becomes a LEFT JOIN that SQLite answers by scanning every message.
   */
  const messageIds = async (chatId: number): Promise<number[]> =>
    (await strapi.db.connection('messages_chat_lnk').where('chat_id', chatId).orderBy('message_id').select('message_id')).map(
      (r: { message_id: number }) => r.message_id,
    );
  /** Long chats in slices of ids: SQLite and PostgreSQL bound the number of query parameters. */
  const slices = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / ID_SLICE) }, (_, i) => ids.slice(i * ID_SLICE, (i + 1) * ID_SLICE));

  /** One message with its sender, and the chat it belongs to. */
  const findMessage = async (where: { id: number } | { documentId: string }) => {
    const row = (await strapi.db.query(MESSAGE).findOne({ where, populate: { sender: { select: ['id'] }, chat: { select: ['documentId'] } } })) as
      (MessageRow & { chat?: { documentId: string } | null }) | null;
    return row ? { row, chatDocumentId: row.chat?.documentId ?? null } : null;
  };

  const service = {
    /** The chat if the user takes part in it; otherwise 404, as if it did not exist. */
    async participantChat(documentId: string, userId: number): Promise<ChatRow> {
      const chat = (await strapi.db.query(CHAT).findOne({ where: { documentId }, populate: { participants: PARTICIPANTS } })) as ChatRow | null;
      if (!chat || !chat.participants.some((p) => p.id === userId)) throw new errors.NotFoundError(text.notFound);
      return chat;
    },

    /**
     * A chat whose contact ended (a withdrawn consent, docs/decisions/0036-consent-and-notice.md)
     * stays readable and takes no new message.
     */
    async assertStillContacts(chat: ChatRow, userId: number) {
      const others = chat.participants.filter((p) => p.id !== userId).map((p) => p.id);
      if (!others.length) return;
      const contacts = await strapi.db.query(USER).count({ where: { id: userId, contacts: { id: { $in: others } } } });
      if (!contacts) throw new errors.PolicyError(consentMessages.chatClosed);
    },

    async list(userId: number) {
      const chats = (await strapi.db.query(CHAT).findMany({
        where: { participants: { id: userId } },
        populate: { participants: PARTICIPANTS },
        orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
      })) as ChatRow[];
      return summaries(chats, userId);
    },

    /** The chat with a contact, created on first use. */
    async open(userId: number, contactId: unknown) {
      // A user's numeric id in its one form (access/relation-reference.ts), as every reference.
      const ref = parseReference(contactId);
      if (!ref.ok || !('id' in ref.value)) throw fieldError('contact', text.contactRequired);
      const id = ref.value.id;
      const isContact = await strapi.db.query(USER).count({ where: { id: userId, contacts: { id } } });
      if (!isContact) throw new errors.PolicyError(text.notContact);
      const existing = (await strapi.db.query(CHAT).findMany({
        where: { $and: [{ participants: { id: userId } }, { participants: { id } }] },
        populate: { participants: PARTICIPANTS },
      })) as ChatRow[];
      const chat = existing.find((c) => c.participants.length === 2);
      if (chat) return summary(chat, userId);
      const users = await strapi.db.query(USER).findMany({ where: { id: { $in: [userId, id] } }, select: ['documentId'] });
      const created = await strapi.documents(CHAT).create({ data: { participants: users.map((u: { documentId: string }) => u.documentId) } as never });
      return summary(await service.participantChat(created.documentId, userId), userId);
    },

    async messages(documentId: string, userId: number) {
      const chat = await service.participantChat(documentId, userId);
      const rows: MessageRow[] = [];
      for (const ids of slices(await messageIds(chat.id))) {
        rows.push(
          ...((await strapi.db.query(MESSAGE).findMany({
            where: { id: { $in: ids } },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            populate: { sender: { select: ['id'] } },
          })) as MessageRow[]),
        );
      }
      return rows.map((m) => toMessage(documentId, m));
    },

    /**
     * Stores the message, then pushes it to every participant's open connections. With a client id,
     * a message that the sender already stored under it is answered again and nothing is stored or
     * pushed twice (`replayed`), whichever instance the first attempt reached.
     */
    async send(documentId: string, userId: number, body: unknown, rawClientId?: unknown): Promise<{ message: ChatMessage; replayed: boolean }> {
      const chat = await service.participantChat(documentId, userId);
      const message = typeof body === 'string' ? body.replace(/\r\n/g, '\n') : '';
      const invalid = !message.trim() ? text.emptyText : message.length > MAX_MESSAGE_LENGTH ? text.tooLong(MAX_MESSAGE_LENGTH) : null;
      if (invalid) throw fieldError('text', invalid);
      const clientId = parseClientId(rawClientId);
      const ids = clientMessageIds(strapi);
      const stored = async () => {
        const row = clientId ? await ids.messageOf(userId, clientId) : null;
        if (!row) return null;
        const found = await findMessage({ id: row });
        if (!found || found.chatDocumentId !== documentId) throw fieldError('clientId', text.clientIdInOtherChat);
        return { message: toMessage(documentId, found.row), replayed: true };
      };
      const earlier = await stored();
      if (earlier) return earlier;
      await service.assertStillContacts(chat, userId);
      const senderDoc = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId'] });
      let row: MessageRow;
      try {
        row = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
          // The client id first: a second attempt stops here, and on SQLite a transaction that begins
          // with a write waits for another process's write instead of failing as busy.
          if (clientId) await ids.claim(trx, userId, clientId);
          const created = await strapi
            .documents(MESSAGE)
            .create({ data: { chat: documentId, sender: senderDoc.documentId, text: message, clientId } as never });
          const found = (await findMessage({ documentId: created.documentId }))!.row;
          if (clientId) await ids.record(trx, userId, clientId, found.id);
          await strapi.db.query(CHAT).update({ where: { id: chat.id }, data: { lastMessageAt: found.createdAt } });
          // The other participant's browsers (Web Push), committed with the message: once, never for a replay.
          const sender = chat.participants.find((p) => p.id === userId);
          const others = chat.participants.filter((p) => p.id !== userId).map((p) => p.id);
          await enqueueChatPush(strapi, documentId, others, chatPayload(sender ? personName(sender) : '', message, documentId));
          return found;
        });
      } catch (error) {
        // The same client id reached another instance (or this one) at the same moment: that one stored it.
        const other = isDuplicateKey(error) ? await stored() : null;
        if (other) return other;
        throw error;
      }
      const result = toMessage(documentId, row);
      await realtimeHub(strapi).publish(
        chat.participants.map((p) => p.id),
        'message',
        { chatId: documentId, message: result },
      );
      return { message: result, replayed: false };
    },

    /** The contact's messages count as read by the user; both sides hear of it. */
    async markRead(documentId: string, userId: number) {
      const chat = await service.participantChat(documentId, userId);
      // updateMany cannot filter through relations: the ids first.
      const readAt = new Date().toISOString();
      for (const ids of slices(await messageIds(chat.id))) {
        const unread = await strapi.db
          .query(MESSAGE)
          // An erased sender's messages have no sender any more: they are the contact's too.
          .findMany({
            where: { id: { $in: ids }, readAt: { $null: true }, $or: [{ sender: { id: { $ne: userId } } }, { sender: { id: { $null: true } } }] },
            select: ['id'],
          });
        if (unread.length) await strapi.db.query(MESSAGE).updateMany({ where: { id: { $in: unread.map((m: { id: number }) => m.id) } }, data: { readAt } });
      }
      await realtimeHub(strapi).publish(
        chat.participants.map((p) => p.id),
        'read',
        { chatId: documentId, readerId: userId },
      );
      return { unread: 0 };
    },
  };
  return service;
};
