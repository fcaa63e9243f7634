import { AUDIT_ACTIONS, ACCESS } from '@markenportal/contract';

// The German names of an entry's action and resource (the catalog's app.audit_log), for the pages
// only: the descriptor does not load the access table.

/** The resources an entry may name: the access table's (the server names them so, packages/contract/src/audit.ts). */
export const AUDIT_RESOURCES = Object.keys(ACCESS);

/** Catalog keys of an action's and a resource's German names; an unknown resource shows as the server names it. */
export const actionLabel = (action: string) => `app.audit_log.actions.${action}`;
export const resourceLabel = (resource: string) => `app.audit_log.resources.${resource}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;
export const actionName = (action: string, translate: Translate) => translate(actionLabel(action), { _: action });
export const resourceName = (resource: string, translate: Translate) => translate(resourceLabel(resource), { _: resource });

/** The filters' choices, each by its German name. */
export const actionChoices = (translate: Translate) => AUDIT_ACTIONS.map((id) => ({ id, name: actionName(id, translate) }));
export const resourceChoices = (translate: Translate) =>
  AUDIT_RESOURCES.map((id) => ({ id, name: resourceName(id, translate) })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
