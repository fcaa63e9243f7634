import type { Core } from '@strapi/strapi';

// Where Strapi stores a content type or component, read from its database metadata: for the few
// queries written below the query engine (a join over 100,000 favoriters, the push queue's counts).

type Meta = ReturnType<Core.Strapi['db']['metadata']['get']>;

/** A join table between two tables (a polymorphic one has no inverse column). */
export type JoinTableNames = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

export const storageNames = (strapi: Core.Strapi, uid: string) => {
  const meta: Meta = strapi.db.metadata.get(uid);
  return {
    table: meta.tableName,
    /** A field's column: Strapi's metadata names every scalar field's (snake case, maybe shortened). */
    column: (name: string): string => {
      const attribute = meta.attributes[name];
      return (attribute && 'columnName' in attribute ? attribute.columnName : undefined) ?? name;
    },
    /** The join table of a relation between two tables. */
    joinTable: (name: string): JoinTableNames => {
      const attribute = meta.attributes[name];
      const joinTable = attribute && 'joinTable' in attribute ? attribute.joinTable : undefined;
      if (!joinTable || !('inverseJoinColumn' in joinTable)) throw new Error(`${uid}.${name} has no join table between two tables.`);
      return joinTable;
    },
  };
};
