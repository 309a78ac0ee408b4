import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

/** Where a string was found: `table.column` and the string. */
export interface Hit {
  column: string;
  needle: string;
}

/**
 * Every place in the database that holds one of `needles` (case-insensitive):
 * each text, character varying, json, jsonb and bytea column of every table
 * of the schema (bytes read as text, escaped where not printable, so a value
 * stored as bytes is searched too), found through information_schema, so a
 * table added later is searched too. Rows of `excludeTenantIds` (by their `tenant_id`) are left
 * out: another tenant may hold the same person.
 */
export async function searchDatabase(
  db: Executor,
  needles: readonly string[],
  excludeTenantIds: readonly string[] = [],
): Promise<Hit[]> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'bytea')
      order by c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, { name: string; bytes: boolean }[]>();
  for (const { table_name, column_name, data_type } of columns) {
    const column = { name: column_name, bytes: data_type === 'bytea' };
    tables.set(table_name, [...(tables.get(table_name) ?? []), column]);
  }
  const hasTenant = new Set(
    rowsOf<{ table_name: string }>(
      await db.execute(sql`
        select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'tenant_id'`),
    ).map((row) => row.table_name),
  );
  const patterns = needles.map((needle) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const needleArray = sql`array[${sql.join(
    patterns.map((p) => sql`${p}::text`),
    sql`, `,
  )}]::text[]`;
  const excluded = sql`array[${sql.join(
    [...excludeTenantIds, ''].map((id) => sql`${id}::text`),
    sql`, `,
  )}]::text[]`;
  const hits: Hit[] = [];
  for (const [table, names] of tables) {
    for (const { name: column, bytes } of names) {
      const value = bytes
        ? sql`encode(x.${sql.identifier(column)}, 'escape')`
        : sql`x.${sql.identifier(column)}::text`;
      const others = hasTenant.has(table)
        ? sql` and (x.tenant_id is null or x.tenant_id <> all(${excluded}))`
        : sql``;
      const found = rowsOf<{ i: number }>(
        await db.execute(sql`
          select n.i from unnest(${needleArray}) with ordinality as n(pattern, i)
          where exists (select 1 from ${sql.identifier(table)} x
            where ${value} ilike n.pattern${others})`),
      );
      for (const { i } of found)
        hits.push({ column: `${table}.${column}`, needle: needles[Number(i) - 1]! });
    }
  }
  return hits;
}
