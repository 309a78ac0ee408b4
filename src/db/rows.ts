import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * The rows of a raw statement run with `db.execute`: both engines' drivers
 * answer `{ rows }` (node-postgres' QueryResult, PGlite's Results), which
 * Drizzle types as unknown. Values are as the driver gives them under
 * Drizzle (timestamps as text): map a table's row with rowOfTable.
 */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * A raw row of `table` (`returning <table>.*`) as Drizzle's select answers
 * it: property names, and each value through its column's own mapping.
 */
export function rowOfTable<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
