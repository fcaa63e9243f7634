import type { Core, UID } from '@strapi/strapi';
import type { BrandScopeRules } from '../access/brand-scope';
import { documentProblems, recordAsItWillBe, scalarFields, type Attributes, type DocumentRecord } from '../validation/document-rules';
import { fieldErrors } from '../validation/field-error';
import { assertDocumentWritable } from './brand-documents';
import type { Middleware } from './actor';

declare const strapi: Core.Strapi;

// Request checks that content types share.

const isPlainObject = (value: unknown): value is DocumentRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft's scalar fields (a document with drafts is edited as its draft, as guards/versions.ts reads it). */
const storedDraft = async (uid: UID.ContentType, documentId: string, fields: string[]): Promise<DocumentRecord | null> =>
  ((await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $null: true } }, select: fields })) as DocumentRecord | null) ??
  ((await strapi.db.query(uid).findOne({ where: { documentId }, select: fields })) as DocumentRecord | null);

/**
 * Drafts skip Strapi's `required`, `minLength`, `min` and `regex`: every create and change (`/:id`)
 * is judged here as if published, on the record as it will be stored (validation/document-rules.ts).
 * A 400 names each field with its German text. Runs after the canonical body; a body without `data`
 * is left to Strapi's own refusal.
 */
export const validDocument =
  (uid: UID.ContentType): Middleware =>
  async (ctx, next) => {
    const data = (ctx.request.body as { data?: unknown } | undefined)?.data;
    if (isPlainObject(data)) {
      const { attributes } = strapi.getModel(uid) as unknown as { attributes: Attributes };
      const id = ctx.params?.id;
      const stored = id === undefined ? null : await storedDraft(uid, String(id), scalarFields(attributes));
      const problems = documentProblems(uid, attributes, recordAsItWillBe(attributes, data, stored));
      if (problems.length) throw fieldErrors(problems);
    }
    await next();
  };

/** A custom action on one document (`/:id/...`): the caller writes the document's brand. */
export const documentWritable =
  (uid: UID.ContentType, rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    await assertDocumentWritable(ctx, uid, rules, String(ctx.params?.id));
    await next();
  };

/** A custom read of what only the document's writers see (the delivery of its pushes): 404 for an unknown id. */
export const documentWritersRead =
  (uid: UID.ContentType, rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    await assertDocumentWritable(ctx, uid, rules, String(ctx.params?.id), false);
    await next();
  };
