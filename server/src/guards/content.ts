import type { UID } from '@strapi/strapi';
import { requireText } from '../validation/required-text';
import type { BrandScopeRules } from '../access/brand-scope';
import { assertDocumentWritable } from './brand-documents';
import type { GuardContext, Middleware } from './actor';

// Request checks that content types share.

/** Drafts skip Strapi's required checks: a text the document cannot do without, checked here. */
export const requiredText =
  (field: string, message: string, creating: boolean): Middleware =>
  async (ctx, next) => {
    requireText(ctx as GuardContext & { request: { body?: { data?: Record<string, unknown> } } }, field, message, creating);
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
