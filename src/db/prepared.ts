import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/** The `pg` pool or a transaction's pooled client: what Drizzle's node-postgres session holds. */
interface PgQueryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A named, server-side prepared statement for a hot raw-SQL statement. Write
 * the query once with `sql.placeholder('name')` for every value. The text is
 * built once; on PostgreSQL each pooled connection parses it once and then
 * (after PostgreSQL's five custom plans) reuses one generic plan. Planning a
 * query with subqueries costs several times its execution on a small read,
 * so this is what keeps the hottest statements cheap (see bench/).
 *
 * It runs on the `pg` driver under Drizzle (the pool or a transaction's
 * connection; both engines are reached through it, see client.ts): on a hot
 * path Drizzle's own wrapping of a raw query costs a third of the driver's
 * work. Rows come back with the driver's default parsing (timestamptz as
 * Date, json parsed).
 */
export function preparedStatement<Row, Params extends Record<string, unknown>>(
  name: string,
  query: SQL,
  options: PreparedOptions = {},
): (db: Executor, params: Params) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  builtStatements.set(name, built.sql);
  const statementName = options.planEachCall ? undefined : name;
  // Not async: the statement is on its way to the server when the call returns, which is
  // what lets a transaction send its COMMIT right behind it (db/tx.ts).
  return (db, params) => {
    let values: unknown[];
    try {
      values = fillPlaceholders(built.params, params);
    } catch (error) {
      return Promise.reject(error);
    }
    const client = (db._.session as unknown as { client: PgQueryable }).client;
    return client
      .query({ name: statementName, text: built.sql, values })
      .then((result) => result.rows as Row[]);
  };
}

/**
 * Every statement built in this process, by name: its SQL text. The text of
 * each is committed in src/db/queries/<name>.sql (queries.test.ts), so that a
 * change of SQL shows in review as a diff of SQL.
 */
export const builtStatements = new Map<string, string>();

export interface PreparedOptions {
  /**
   * Plan the statement with each call's values (PostgreSQL's unnamed
   * statement) instead of reusing one generic plan: for a statement whose
   * best plan depends on its values, such as a search whose term may match
   * ten rows or a sixth of the tenant. The text is still built once.
   */
  planEachCall?: boolean;
}
