import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

interface PgQueryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteQueryable {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A named, server-side prepared statement for a hot raw-SQL statement. Write
 * the query once with `sql.placeholder('name')` for every value. The text is
 * built once; on PostgreSQL each pooled connection parses it once and then
 * (after PostgreSQL's five custom plans) reuses one generic plan. Planning a
 * query with subqueries costs several times its execution on a small read,
 * so this is what keeps the hottest statements cheap (see bench/).
 *
 * It runs on the driver under Drizzle (the pool, a transaction's connection,
 * or PGlite, where the name is not needed): on a hot path Drizzle's own
 * wrapping of a raw query costs a third of the driver's work. Rows come back
 * with the driver's default parsing (timestamptz as Date, json parsed), the
 * same on both engines.
 */
export function preparedStatement<Row, Params extends Record<string, unknown>>(
  name: string,
  query: SQL,
  options: PreparedOptions = {},
): (db: Executor, params: Params) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const statementName = options.planEachCall ? undefined : name;
  return async (db, params) => {
    const session = db._.session;
    const values = fillPlaceholders(built.params, params);
    const client = (session as unknown as { client: unknown }).client;
    const result = is(session, NodePgSession)
      ? await (client as PgQueryable).query({ name: statementName, text: built.sql, values })
      : await (client as PgliteQueryable).query(built.sql, values);
    return result.rows as Row[];
  };
}

export interface PreparedOptions {
  /**
   * Plan the statement with each call's values (PostgreSQL's unnamed
   * statement) instead of reusing one generic plan: for a statement whose
   * best plan depends on its values, such as a search whose term may match
   * ten rows or a sixth of the tenant. The text is still built once.
   */
  planEachCall?: boolean;
}
