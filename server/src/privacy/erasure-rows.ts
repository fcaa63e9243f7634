import type { Knex } from 'knex';

// The row work of the erasure (erasure-steps.ts), in bounded batches: ids are read and written
// BATCH at a time, so neither a long chat history nor a large outbox makes one huge statement or
// holds every row in memory.

export const BATCH = 500;

/** The values that identify the erased person in free text and JSON: address, username, id, full name. */
export interface Identifiers {
  values: string[];
  pseudonym: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rows whose column mentions any of the values (case-insensitive; JSON compared as its text). */
export const mentioning = (query: Knex.QueryBuilder, column: string, values: string[]) =>
  query.where((inner) => {
    for (const value of values) inner.orWhereRaw(`lower(CAST(?? AS TEXT)) LIKE ? ESCAPE ?`, [column, `%${escapeLike(value.toLowerCase())}%`, '\\']);
  });

/** The text with every identifying value replaced by the pseudonym; JSON stays JSON (its strings are replaced). */
export const pseudonymized = (text: string, { values, pseudonym }: Identifiers): string => {
  // Longest first: the full name before a part of it.
  const pattern = new RegExp(
    [...values]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, pseudonym);
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  try {
    return JSON.stringify(replace(JSON.parse(text)));
  } catch {
    return text.replace(pattern, pseudonym);
  }
};

/** Every id `select` answers, read BATCH at a time in id order (the loop advances on every pass). */
export const idsOf = async (select: () => Knex.QueryBuilder, column = 'id'): Promise<number[]> => {
  const ids: number[] = [];
  for (let after = -1; ;) {
    const rows = (await select().where(column, '>', after).orderBy(column).limit(BATCH)) as Record<string, number>[];
    ids.push(...rows.map((r) => Number(r[column])));
    if (rows.length < BATCH) return ids;
    after = Number(rows[rows.length - 1][column]);
  }
};

/** Deletes the rows of `table` whose `column` is one of `ids`, BATCH at a time; answers how many. */
export const deleteWhereIn = async (trx: Knex.Transaction, table: string, column: string, ids: (number | string)[]) => {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += BATCH)
    deleted += await trx(table)
      .whereIn(column, ids.slice(i, i + BATCH))
      .delete();
  return deleted;
};

/** `values` in slices: one statement names at most VALUES_PER_QUERY of them (a person with many chats). */
const VALUES_PER_QUERY = 50;
export const slicesOf = <T>(values: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, i) => values.slice(i * size, (i + 1) * size));

/** Deletes the rows of `table` with a text column that mentions any of `values`; answers how many. */
export const deleteMentioning = async (trx: Knex.Transaction, table: string, columns: string[], values: string[]) => {
  let deleted = 0;
  for (const slice of slicesOf(values, VALUES_PER_QUERY)) {
    const ids = await idsOf(() =>
      trx(table)
        .select('id')
        .where((q) => {
          for (const column of columns) q.orWhere((inner) => mentioning(inner, column, slice));
        }),
    );
    deleted += await deleteWhereIn(trx, table, 'id', ids);
  }
  return deleted;
};

/** Replaces the person in the text columns of the rows that mention them; answers how many rows changed. */
export const pseudonymizeMentions = async (trx: Knex.Transaction, table: string, columns: string[], who: Identifiers) => {
  let changed = 0;
  for (const column of columns) {
    for (let after = -1; ;) {
      const rows = (await mentioning(trx(table).select('id', column), column, who.values).andWhere('id', '>', after).orderBy('id').limit(BATCH)) as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        const value = row[column];
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        await trx(table)
          .where('id', row.id as number)
          .update({ [column]: pseudonymized(text, who) });
        changed += 1;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  return changed;
};
