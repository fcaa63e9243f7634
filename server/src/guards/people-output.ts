import type { Core } from '@strapi/strapi';
import { traverseEntity } from '@strapi/utils';
import { isBackOfficeStaff } from '../access/roles';
import { userReadScope } from '../access/user-scope';
import { nameOnly, seesPersonInFull, type PersonRecord } from '../access/person-view';
import { loadAccessUser } from './lookups';

// One step for every answer of the content API that holds people: Strapi's output sanitizer runs
// it on every core controller's answer and follows each populated relation with its schema, so a
// relation to users shows only what the caller may see of them, however it was populated.

const USER = 'plugin::users-permissions.user';

type Schema = Parameters<typeof traverseEntity>[1]['schema'];
type RequestState = { user?: { id: number }; peopleInFull?: Map<number, boolean> };
type Attribute = { type?: string; target?: string } | undefined;

const isPeople = (attribute: Attribute) => attribute?.type === 'relation' && attribute.target === USER;
const people = (value: unknown): PersonRecord[] => (Array.isArray(value) ? value : [value]).filter((p): p is PersonRecord => !!p && typeof p === 'object');

/** Walks an answer and calls `visit` with each populated relation to users. */
const eachPeopleRelation = (strapi: Core.Strapi, schema: Schema, data: unknown, visit: (value: unknown, set: (v: unknown) => void) => void) =>
  traverseEntity(
    ({ key, value, attribute }, { set }) => {
      if (isPeople(attribute as Attribute) && value) visit(value, (v) => set(key, v as never));
    },
    { schema, getModel: strapi.getModel.bind(strapi) as never },
    data as never,
  );

/** For the people in `ids` not yet decided in this request: may the caller see them in full? One lookup per answer. */
const decide = async (strapi: Core.Strapi, state: RequestState, ids: number[]) => {
  const known = (state.peopleInFull ??= new Map());
  const open = ids.filter((id) => !known.has(id));
  if (!open.length) return known;
  const actor = state.user ? await loadAccessUser(strapi, state.user.id) : null;
  const scope = actor ? userReadScope(actor) : null;
  const byId = { id: { $in: open } };
  const [targets, readable] = await Promise.all([
    strapi.db.query(USER).findMany({ where: byId, select: ['id'], populate: { role: { select: ['type'] } } }),
    actor ? strapi.db.query(USER).findMany({ where: scope ? { $and: [byId, scope] } : byId, select: ['id'] }) : Promise.resolve([]),
  ]);
  const inScope = new Set((readable as { id: number }[]).map((r) => r.id));
  const staff = new Set((targets as { id: number; role?: { type?: string } }[]).filter((t) => isBackOfficeStaff(t)).map((t) => t.id));
  for (const id of open) {
    known.set(
      id,
      !!actor &&
        seesPersonInFull({
          callerIsStaff: isBackOfficeStaff(actor),
          isCaller: actor.id === id,
          inReadScope: inScope.has(id),
          personIsStaff: staff.has(id),
        }),
    );
  }
  return known;
};

type Sanitizer = Parameters<Core.Strapi['sanitizers']['add']>[1];

export const registerPeopleOutput = (strapi: Core.Strapi) => {
  const sanitizer = (schema: Schema) => async (data: unknown) => {
    const ids = new Set<number>();
    await eachPeopleRelation(strapi, schema, data, (value) => people(value).forEach((p) => typeof p.id === 'number' && ids.add(p.id)));
    if (!ids.size) return data;
    const state = (strapi.requestContext.get()?.state ?? {}) as RequestState;
    const inFull = await decide(strapi, state, [...ids]);
    const view = (p: PersonRecord) => (inFull.get(p.id as number) ? p : nameOnly(p));
    return eachPeopleRelation(strapi, schema, data, (value, set) => set(Array.isArray(value) ? people(value).map(view) : view(value as PersonRecord)));
  };
  // Strapi calls it as sanitizer(schema)(data), as the users-permissions plugin's own.
  strapi.sanitizers.add('content-api.output', sanitizer as Sanitizer);
};
