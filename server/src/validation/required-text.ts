import { fieldError } from './field-error';

type WithBody = { request: { body?: { data?: Record<string, unknown> } } };

/**
 * Drafts skip Strapi's required checks: a text field the document cannot do without is checked
 * here, on create always and on update when the body changes it.
 */
export const requireText = (ctx: WithBody, field: string, message: string, creating: boolean) => {
  const data = ctx.request.body?.data;
  if (!data || (!creating && !(field in data))) return;
  const value = data[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw fieldError(field, message);
  }
};
