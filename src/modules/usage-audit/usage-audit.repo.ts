import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { apiKeyUsage } from '../../db/schema/index.ts';

export type UsageRow = typeof apiKeyUsage.$inferSelect;

/**
 * The batch insert as ONE prepared statement of column arrays: its text never
 * changes with the batch size, so nothing is built per row and PostgreSQL
 * parses it once per connection (a multi-row VALUES built per flush cost
 * more CPU than all the requests it recorded).
 *
 * On a PostgreSQL server it commits asynchronously:
 * `set_config('synchronous_commit', 'off', true)`, joined in so that it runs
 * inside the statement's own transaction, makes COMMIT return once the rows
 * are committed, without waiting for the WAL flush. The records then survive
 * any crash of the service (answers wait for this commit), but a crash of the
 * database server itself may lose up to 3 × `wal_writer_delay` (600 ms by
 * default) of them. Waiting for the flush would put a disk sync into every
 * API-key answer; business changes and their audit events keep synchronous
 * commits.
 *
 * The embedded engine runs inside the service's own process, with no WAL
 * writer to flush later: there an asynchronous commit dies with the process,
 * so it commits synchronously.
 */
const USAGE_INSERT = sql`insert into api_key_usage (id, api_key_id, tenant_id, environment, endpoint, method,
      status, duration_ms, ip_hash, trace_id, created_at)
    select batch.* from unnest(${sql.placeholder('c0')}::text[], ${sql.placeholder('c1')}::text[],
      ${sql.placeholder('c2')}::text[], ${sql.placeholder('c3')}::text[],
      ${sql.placeholder('c4')}::text[], ${sql.placeholder('c5')}::text[],
      ${sql.placeholder('c6')}::int[], ${sql.placeholder('c7')}::int[],
      ${sql.placeholder('c8')}::text[], ${sql.placeholder('c9')}::text[],
      ${sql.placeholder('c10')}::timestamptz[]) as batch`;

type UsageColumnArrays = Record<`c${number}`, unknown[]>;

const insertUsageBatchAsyncCommit = preparedStatement<never, UsageColumnArrays>(
  'api_key_usage_insert_batch_async',
  sql`${USAGE_INSERT} cross join (select set_config('synchronous_commit', 'off', true)) as commit_mode`,
);
const insertUsageBatch = preparedStatement<never, UsageColumnArrays>(
  'api_key_usage_insert_batch',
  USAGE_INSERT,
);

const USAGE_COLUMNS = [
  'id',
  'apiKeyId',
  'tenantId',
  'environment',
  'endpoint',
  'method',
  'status',
  'durationMs',
  'ipHash',
  'traceId',
  'createdAt',
] as const satisfies readonly (keyof UsageRow)[];

/**
 * Writes a batch of usage records in one statement; `asynchronousCommit` only
 * where the database outlives the service (a server).
 */
export async function insertUsageRecords(
  db: Executor,
  rows: UsageRow[],
  options: { asynchronousCommit: boolean },
): Promise<void> {
  if (rows.length === 0) return;
  const insert = options.asynchronousCommit ? insertUsageBatchAsyncCommit : insertUsageBatch;
  await insert(
    db,
    Object.fromEntries(
      USAGE_COLUMNS.map((column, index) => [`c${index}`, rows.map((row) => row[column])]),
    ),
  );
}

/**
 * The usage list's order: ids (time-ordered) in the "C" collation, which
 * `api_key_usage_key_idx` serves and the primary key does not (migration
 * 0015): with statistics from before another key's burst of records, the
 * planner walked the primary key backwards through them (bench/README.md).
 */
const usageOrder = sql`${apiKeyUsage.id} collate "C"`;

/** A key's usage records, newest first (`limit + 1` rows for toPage). */
export async function listUsage(
  db: Executor,
  scope: TenantScope,
  apiKeyId: string,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(apiKeyUsage)
    .where(
      and(
        eq(apiKeyUsage.apiKeyId, apiKeyId),
        eq(apiKeyUsage.tenantId, scope.tenantId),
        eq(apiKeyUsage.environment, scope.environment),
        page.cursor ? sql`${usageOrder} < ${page.cursor}` : undefined,
      ),
    )
    .orderBy(sql`${usageOrder} desc`)
    .limit(page.limit + 1);
}

/**
 * The newest usage records of some keys on routes under `endpointPrefix`
 * (a route pattern's start: the Greenhouse routes' calls), at most `limit`.
 * Each key's records come from `api_key_usage_key_idx`.
 */
export async function listUsageUnder(
  db: Executor,
  scope: TenantScope,
  apiKeyIds: string[],
  endpointPrefix: string,
  limit: number,
): Promise<UsageRow[]> {
  if (apiKeyIds.length === 0) return [];
  return db
    .select()
    .from(apiKeyUsage)
    .where(
      and(
        inArray(apiKeyUsage.apiKeyId, apiKeyIds),
        eq(apiKeyUsage.tenantId, scope.tenantId),
        eq(apiKeyUsage.environment, scope.environment),
        like(apiKeyUsage.endpoint, `${endpointPrefix}%`),
      ),
    )
    .orderBy(sql`${usageOrder} desc`)
    .limit(limit);
}
