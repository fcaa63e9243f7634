import { factories } from '@strapi/strapi';
import { LEGAL_TEXT_FIELDS, type LegalTexts } from '@markenportal/contract';
import { bodyData, requestContext } from '../../../http/request-context';
import { fieldError } from '../../../validation/field-error';
import { LEGAL_TEXT_MAX_LENGTH, legalTextMessages as text } from '../../../messages/consent';

const LEGAL = 'api::legal-text.legal-text';

/**
 * „Datenschutz“ and „Impressum“ (routes/legal-text.ts): read by everyone through the public pages,
 * written by operators. A text not written yet (or emptied) is answered with its default, which says
 * the operator must write it. The rich text is cleaned as every rich text is (validation/rich-text-writes.ts).
 */
export default factories.createCoreController(LEGAL, ({ strapi }) => {
  const stored = () => strapi.documents(LEGAL).findFirst({ fields: [...LEGAL_TEXT_FIELDS] }) as Promise<(Partial<LegalTexts> & { documentId: string }) | null>;
  const withDefaults = (row: Partial<LegalTexts> | null): LegalTexts => ({
    privacy: row?.privacy?.trim() ? row.privacy : text.defaults.privacy,
    imprint: row?.imprint?.trim() ? row.imprint : text.defaults.imprint,
  });

  return {
    async find(koaCtx) {
      requestContext(koaCtx).body = { data: withDefaults(await stored()) };
    },
    async update(koaCtx) {
      const ctx = requestContext(koaCtx);
      const data = bodyData(ctx) ?? {};
      const changes: Partial<LegalTexts> = {};
      for (const [field, value] of Object.entries(data)) {
        if (!(LEGAL_TEXT_FIELDS as readonly string[]).includes(field)) throw fieldError(field, text.unknownField);
        if (typeof value !== 'string') throw fieldError(field, text.notText);
        if (value.length > LEGAL_TEXT_MAX_LENGTH) throw fieldError(field, text.tooLong);
        changes[field as keyof LegalTexts] = value;
      }
      const current = await stored();
      if (current) await strapi.documents(LEGAL).update({ documentId: current.documentId, data: changes as never });
      else await strapi.documents(LEGAL).create({ data: changes as never });
      ctx.body = { data: withDefaults(await stored()) };
    },
  };
});
