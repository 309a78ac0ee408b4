import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.ts';
import { builtStatements } from '../../db/prepared.ts';
import { REQUEST_VIEW_CHANNEL } from './request-view.cache.ts';
// Builds the view's statement (its text lands in builtStatements).
import './request-view.query.ts';

/**
 * The guard of the request-view cache (issue 44): a cached view stays right
 * only if every table its statement reads announces its changes on the
 * view's channel. A join added to the view without a trigger on the new
 * table would serve stale views for five minutes, on every process, and no
 * behaviour test would notice unless it happened to change that table. So
 * the tables are not listed here: the database says which tables the
 * statement the cache loads with (`reference_request_view`, as the code
 * builds it) reads, and which triggers each of them has, on both engines.
 *
 * How the tables are found: the statement, its parameters replaced by NULL,
 * becomes a temporary view; PostgreSQL records a dependency of that view on
 * every relation the query names (pg_depend), subqueries, laterals and
 * joins alike, without planning it (a plan could leave a table out).
 *
 * How a trigger counts as the view's: its function announces on
 * REQUEST_VIEW_CHANNEL, directly or through functions that do
 * (refcheck_notify_request_view_of_child → refcheck_request_view_changed →
 * refcheck_notify_request_view_key → refcheck_announce('refcheck_request_views', …)),
 * found by reading the functions' sources in pg_proc.
 */

/** The statement the view cache loads a view with (readReferenceRequestView). */
const CACHED_STATEMENT = 'reference_request_view';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The tables (ordinary or partitioned) a statement's text reads, as PostgreSQL resolves them. */
async function tablesReadBy(text: string): Promise<string[]> {
  // NULL for every $n: a view takes no parameters, and the dependencies do not depend on values.
  const body = text.replace(/\$\d+\b/g, 'NULL');
  let tables: string[] = [];
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`create temporary view request_view_guard as ${body}`));
      const found = (await tx.execute(sql`
        select distinct c.relname as table
        from pg_depend d
        join pg_rewrite rw on rw.oid = d.objid and d.classid = 'pg_rewrite'::regclass
        join pg_class c on c.oid = d.refobjid and d.refclassid = 'pg_class'::regclass
        where rw.ev_class = 'request_view_guard'::regclass and c.relkind in ('r', 'p')
        order by 1`)) as unknown as { rows: { table: string }[] };
      tables = found.rows.map((row) => row.table);
      // Leaves nothing behind: the temporary view goes with the transaction.
      throw new RollBack();
    })
    .catch((error) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return tables;
}

class RollBack extends Error {}

/** The functions that announce on the view's channel, directly or by calling one that does. */
async function announcingFunctions(): Promise<Set<string>> {
  const functions = await rows<{ name: string; source: string }>(sql`
    select p.proname as name, p.prosrc as source
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')`);
  const announcing = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const { name, source } of functions) {
      if (announcing.has(name)) continue;
      const calls = (callee: string) => new RegExp(`\\b${callee}\\s*\\(`).test(source);
      if (source.includes(`'${REQUEST_VIEW_CHANNEL}'`) || [...announcing].some(calls)) {
        announcing.add(name);
        grew = true;
      }
    }
  }
  return announcing;
}

interface TriggerRow {
  table: string;
  name: string;
  function: string;
  /** pg_trigger.tgtype: 1 row, 4 insert, 8 delete, 16 update, 32 truncate. */
  type: number;
}

/** What the enabled triggers of `tables` that call one of `functions` fire on, per table. */
async function announcedEvents(
  tables: string[],
  functions: Set<string>,
): Promise<Map<string, Set<string>>> {
  const triggers = await rows<TriggerRow>(sql`
    select c.relname as table, t.tgname as name, p.proname as function, t.tgtype::int as type
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgenabled <> 'D'`);
  const events = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const trigger of triggers) {
    const announced = events.get(trigger.table);
    if (!announced || !functions.has(trigger.function)) continue;
    const row = (trigger.type & 1) !== 0;
    if (row && trigger.type & 4) announced.add('INSERT');
    if (row && trigger.type & 8) announced.add('DELETE');
    if (row && trigger.type & 16) announced.add('UPDATE');
    if (trigger.type & 32) announced.add('TRUNCATE');
  }
  return events;
}

describe('every table the cached request view reads announces its changes on the view channel', () => {
  it('finds the statement the cache loads with, and the tables it reads', async () => {
    expect(builtStatements.get(CACHED_STATEMENT)).toBeDefined();
    const tables = await tablesReadBy(builtStatements.get(CACHED_STATEMENT)!);
    // The request itself, at least: an empty list would make the next test vacuous.
    expect(tables).toContain('reference_requests');
    expect(tables.length).toBeGreaterThan(1);
  });

  it('has, on each of them, row triggers for update and delete, one for insert, and a truncate trigger', async () => {
    const tables = await tablesReadBy(builtStatements.get(CACHED_STATEMENT)!);
    const events = await announcedEvents(tables, await announcingFunctions());
    const missing = tables.flatMap((table) => {
      // A new request's view was never cached (misses are not kept): the request row's
      // INSERT may stay silent. A row inserted under a request changes a view that may be.
      const needed = ['UPDATE', 'DELETE', 'TRUNCATE'];
      if (table !== 'reference_requests') needed.push('INSERT');
      return needed
        .filter((event) => !events.get(table)!.has(event))
        .map((event) => `${table}: ${event}`);
    });
    expect(missing, 'add a trigger in a new migration (see 0009, 0023)').toEqual([]);
  });
});
