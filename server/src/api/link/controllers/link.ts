import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { LinkConnection, ProfileTarget } from '@markenportal/contract';
import { personName } from '../../../access/person-name';
import { messages } from '../../../messages';
import { realtimeHub } from '../../realtime/services/realtime-hub';
import { type RequestContext } from '../../../http/request-context';
import { recordConsent, requireConsent, writeData } from '../../consent/consents';

const LINK = 'api::link.link';

/** The core actions as Strapi has them (their guards are in routes/link.ts), and connecting. */
export default factories.createCoreController(LINK, ({ strapi }) => {
  const USER = 'plugin::users-permissions.user';
  type Person = {
    id: number;
    documentId: string;
    username?: string;
    email?: string;
    profile?: { title?: string; firstName?: string; lastName?: string; target?: ProfileTarget | null } | null;
    image?: { url?: string } | null;
  };
  const PERSON = { select: ['id', 'documentId', 'username', 'email'], populate: { profile: true, image: { select: ['url'] } } };

  return {
    /**
     * POST /links/connect { data: { link, consentVersion } }: the signed-in doctor or PTA, having
     * agreed to the consent text of that version, and the link's sales rep become each other's
     * contacts; the consent is stored in the same transaction; the rep hears of it live (the
     * new-doctor dialog). Without consent nothing is looked up or stored.
     */
    async connect(ctx: RequestContext) {
      if (!ctx.state.user) throw new errors.UnauthorizedError();
      const body = writeData(ctx.request.body);
      requireConsent(body);
      const code = body?.link;
      const link =
        typeof code === 'string' && code.trim()
          ? await strapi.db
              .query(LINK)
              .findOne({ where: { link: { $eqi: code.trim() } }, populate: { salesUser: PERSON, brand: { select: ['documentId', 'name'] } } })
          : null;
      if (!link?.salesUser) throw new errors.NotFoundError(messages.links.unknown);
      const rep = link.salesUser as Person;
      const me = (await strapi.db
        .query(USER)
        .findOne({ where: { id: ctx.state.user.id }, ...PERSON, populate: { ...PERSON.populate, contacts: { select: ['id'] } } })) as Person & {
        contacts: { id: number }[];
      };
      if (rep.id === me.id) throw new errors.ValidationError(messages.links.ownLink);
      const already = me.contacts.some((c) => c.id === rep.id);
      await strapi.db.transaction(async () => {
        await recordConsent(strapi, { person: me, rep, brand: link.brand ?? null, link: link.link });
        if (already) return;
        await strapi.documents(USER).update({ documentId: me.documentId, data: { contacts: { connect: [rep.documentId] } } as never });
        await strapi.documents(USER).update({ documentId: rep.documentId, data: { contacts: { connect: [me.documentId] } } as never });
      });
      if (!already) {
        await realtimeHub(strapi).publish([rep.id], 'contact-added', {
          contact: { id: me.id, name: personName(me), imageUrl: me.image?.url ?? null, target: me.profile?.target ?? null },
        });
      }
      const data: LinkConnection = {
        salesUser: { id: rep.id, name: personName(rep) },
        brand: link.brand ? { documentId: link.brand.documentId, name: link.brand.name } : null,
        alreadyConnected: already,
      };
      ctx.body = { data };
    },
  };
});
