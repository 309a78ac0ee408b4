import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Typed pieces of the hand-written statements that stay (the create, the
 * request view): their column lists and JSON keys come from the Drizzle
 * tables and the zod answer types, so a new column or a new field of an
 * answer is a compile error at every statement that must name it, instead
 * of a silent omission (docs/architecture.md, "Newcomer probes").
 */

type InsertColumn<T extends PgTable> = keyof Required<T['$inferInsert']> & string;

/**
 * The values of an insert: one SQL expression per column of the table,
 * except those the insert leaves to their database default, which it names
 * (`Defaulted`). A column added to the table is missing here until the
 * statement names it or leaves it to its default on purpose.
 */
export type EveryColumn<T extends PgTable, Defaulted extends InsertColumn<T> = never> = {
  [K in Exclude<InsertColumn<T>, Defaulted>]: SQL;
};

/**
 * `insert into <table> (<every column but the defaulted>) select <values>
 * from <from>`: the insert of a data-modifying CTE. `defaulted` lists the
 * columns left to their default (the type holds the list and the values to
 * every column of the table together).
 */
export function insertSelectSql<T extends PgTable, Defaulted extends InsertColumn<T> = never>(
  table: T,
  defaulted: readonly Defaulted[],
  values: EveryColumn<T, Defaulted>,
  from: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const entries = Object.entries(values) as [string, SQL][];
  const names = entries.map(([key]) => sql.identifier(columns[key]!.name));
  return sql`insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(
      entries.map(([, value]) => value),
      sql`, `,
    )} from ${from}`;
}

/**
 * `json_build_object('key', <value>, …)` with one SQL expression for every
 * key of the answer type `T`: a field added to the answer's schema is a
 * compile error here until the statement builds it.
 */
export function jsonObjectSql<T extends object>(fields: { [K in keyof T]-?: SQL }): SQL {
  const pairs = (Object.entries(fields) as [string, SQL][]).map(
    ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
