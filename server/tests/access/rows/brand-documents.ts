import { unique, type World } from '../world';
import { DELETE, GET, POST, PUT } from '../requests';
import type { Row } from '../row';

// The rows of a brand's plain documents (no drafts), as `npm run new:resource` makes them
// (scripts/resource-template): the list, one document of each demo brand, create, change, delete.
// Who gets what comes from the access table's `<singular>.*` actions (access/expected.ts).

/** A document of `brand`, made by the brand admin of both demo brands and removed in the clean-up. */
const made = async (w: World, plural: string, brand: string, data: Record<string, unknown>) => {
  const answer = await w.as('brandadmin', POST(`/${plural}`, { data: { ...data, brand } }));
  if (answer.status !== 201) throw new Error(`fixture POST /${plural}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  w.trash.documents.push(`/${plural}/${answer.body.data.documentId}`);
  return answer.body.data.documentId as string;
};

export const brandDocumentRows = (plural: string, singular: string, data: () => Record<string, unknown> = () => ({ title: unique(singular) })): Row[] => {
  const cardiovia = (w: World) => w.shared(`${plural}-cardiovia`, () => made(w, plural, w.ids.cardiovia, data()));
  return [
    { route: `GET /${plural}`, kind: 'read', access: `${singular}.find`, ok: 200, call: () => GET(`/${plural}`) },
    {
      route: `GET /${plural}/:id`,
      target: 'Cardiovia',
      kind: 'read',
      access: `${singular}.findOne`,
      ok: 200,
      on: { brand: 'cardiovia' },
      call: async (w) => GET(`/${plural}/${await cardiovia(w)}`),
    },
    {
      route: `GET /${plural}/:id`,
      target: 'DermaSana',
      kind: 'read',
      access: `${singular}.findOne`,
      ok: 200,
      on: { brand: 'dermasana' },
      call: async (w) => GET(`/${plural}/${await w.shared(`${plural}-dermasana`, () => made(w, plural, w.ids.dermasana, data()))}`),
    },
    {
      route: `POST /${plural}`,
      kind: 'write',
      access: `${singular}.create`,
      ok: 201,
      on: { brand: 'cardiovia' },
      call: (w) => POST(`/${plural}`, { data: { ...data(), brand: w.ids.cardiovia } }),
      made: (w, body) => w.trash.documents.push(`/${plural}/${body.data.documentId}`),
    },
    {
      route: `PUT /${plural}/:id`,
      kind: 'write',
      access: `${singular}.update`,
      ok: 200,
      on: { brand: 'cardiovia' },
      call: async (w) => PUT(`/${plural}/${await cardiovia(w)}`, { data: data() }),
    },
    {
      route: `DELETE /${plural}/:id`,
      kind: 'write',
      access: `${singular}.delete`,
      ok: 204,
      on: { brand: 'cardiovia' },
      call: async (w) => DELETE(`/${plural}/${await made(w, plural, w.ids.cardiovia, data())}`),
    },
  ];
};
