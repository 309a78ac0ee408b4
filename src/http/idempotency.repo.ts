import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** What the key check reads of a record: enough to replay it, refuse, or see it is stale. */
export type IdempotencyRecordSeen = Pick<
  IdempotencyRow,
  'id' | 'method' | 'path' | 'requestHash' | 'responseStatus' | 'responseBody' | 'createdAt'
>;

/** A record as this request writes it: the answer, or none yet (a claim). */
export type IdempotencyRecordWrite = {
  id: string;
  tenantId: string;
  environment: 'live' | 'test';
  apiKeyId: string;
  key: string;
  method: string;
  path: string;
  requestHash: Buffer;
  responseStatus: number | null;
  /** The sealed answer (core/sealed.ts sealBytes), or null with no answer. */
  responseBody: Buffer | null;
  createdAt: Date;
};

const selectRecord = preparedStatement<IdempotencyRecordSeen, { apiKeyId: string; key: string }>(
  'find_idempotency_key',
  sql`
    select id, method, path, request_hash as "requestHash", response_status as "responseStatus",
      response_body as "responseBody", created_at as "createdAt"
    from idempotency_keys
    where api_key_id = ${sql.placeholder('apiKeyId')} and key = ${sql.placeholder('key')}
    limit 1
  `,
);

/** The record of `key` for this API key, stale or not: one indexed read, no commit. */
export async function findIdempotencyKey(
  db: Executor,
  apiKeyId: string,
  key: string,
): Promise<IdempotencyRecordSeen | undefined> {
  const [row] = await selectRecord(db, { apiKeyId, key });
  return row;
}

/** The values of a record as SQL: placeholders of the statement that writes it. */
interface RecordValuesSql {
  id: SQL;
  tenantId: SQL;
  environment: SQL;
  apiKeyId: SQL;
  key: SQL;
  method: SQL;
  path: SQL;
  requestHash: SQL;
  responseStatus: SQL;
  responseBody: SQL;
  createdAt: SQL;
  expiredBefore: SQL;
  abandonedBefore: SQL;
}

/**
 * Inserts the record, or overwrites the record already there for the same
 * key when it is this request's own (same id: a claim made before the
 * handler, or an earlier commit of the same call) or stale (written before
 * `expiredBefore`, or a
 * claim without an answer older than its lease). Another request's live
 * record is left alone and nothing comes back. On the unique
 * `(api_key_id, key)` index a record inserted by a transaction still open
 * makes this statement wait for that transaction's end: two requests with one
 * key cannot both write. Returns the record's id when written.
 */
function recordUpsertSql(v: RecordValuesSql): SQL {
  return sql`insert into idempotency_keys as k
        (id, tenant_id, environment, api_key_id, key, method, path, request_hash,
         response_status, response_body, created_at)
      values (${v.id}, ${v.tenantId},
        ${v.environment}, ${v.apiKeyId}, ${v.key},
        ${v.method}, ${v.path}, ${v.requestHash}::bytea,
        ${v.responseStatus}::int, ${v.responseBody}::bytea, ${v.createdAt}::timestamptz)
      on conflict (api_key_id, key) do update set
        id = excluded.id, tenant_id = excluded.tenant_id, environment = excluded.environment,
        method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
        response_status = excluded.response_status, response_body = excluded.response_body,
        created_at = excluded.created_at
      where k.id = excluded.id
        or k.created_at <= ${v.expiredBefore}::timestamptz
        or (k.response_status is null
          and k.created_at <= ${v.abandonedBefore}::timestamptz)
      returning id`;
}

const RECORD_VALUE_NAMES: (keyof RecordValuesSql)[] = [
  'id',
  'tenantId',
  'environment',
  'apiKeyId',
  'key',
  'method',
  'path',
  'requestHash',
  'responseStatus',
  'responseBody',
  'createdAt',
  'expiredBefore',
  'abandonedBefore',
];

/** Each value's parameter name with `prefix` (`answerRecordTenantId`), or its own without one. */
const prefixedNames = (prefix: string): [keyof RecordValuesSql, string][] =>
  RECORD_VALUE_NAMES.map((name) => [
    name,
    prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name,
  ]);

const placeholders = (prefix: string): RecordValuesSql =>
  Object.fromEntries(
    prefixedNames(prefix).map(([name, parameter]) => [name, sql.placeholder(parameter)]),
  ) as unknown as RecordValuesSql;

/** One statement: writes the record (recordUpsertSql), and FAILS when another request's live record holds the key. */
const upsertRecord = preparedStatement<{ id: string }, RecordStatementParams>(
  'write_idempotency_record',
  sql`
    with written as (
      ${recordUpsertSql(placeholders(''))}
    )
    select coalesce((select id from written), idempotency_key_held()) as id
  `,
);

/** The parameters of the record's statement (recordValues makes them). */
type RecordStatementParams = IdempotencyRecordWrite & StaleBefore;

/** A record written before these is stale: expired, or a claim its request abandoned. */
export type StaleBefore = {
  expiredBefore: Date;
  abandonedBefore: Date;
};

/**
 * The prefix of the parameters of a record written inside another module's
 * statement (answerRecordSql): `answerRecordId`, `answerRecordTenantId`, …
 */
const ANSWER_RECORD = 'answerRecord';
const ANSWER_RECORD_NAMES = prefixedNames(ANSWER_RECORD);

/**
 * The record of an Idempotency-Key written INSIDE a use case's own statement,
 * so that the change and its answer are one statement, atomic without
 * BEGIN/COMMIT (src/db/tx.ts inOneStatement, `answer.known`). `cte` is the
 * body of a WITH item the statement names `answer_record`; `held` is a
 * select-list expression the statement must evaluate (it FAILS, like the
 * record's own statement, when another request's live record holds the key:
 * the whole statement, the change with it, writes nothing). Its parameters
 * are answerRecordParams'.
 */
export const answerRecordSql = {
  cte: recordUpsertSql(placeholders(ANSWER_RECORD)),
  held: sql`case when not exists (select from answer_record) then idempotency_key_held() end`,
};

/** The parameters of answerRecordSql for `row`, to merge into the statement's own. */
export function answerRecordParams(
  row: IdempotencyRecordWrite,
  stale: StaleBefore,
): Record<string, unknown> {
  const values: Record<string, unknown> = recordValues(row, stale);
  const params: Record<string, unknown> = {};
  for (const [name, parameter] of ANSWER_RECORD_NAMES) params[parameter] = values[name];
  return params;
}

function recordValues(row: IdempotencyRecordWrite, stale: StaleBefore): RecordStatementParams {
  return { ...row, ...stale };
}

/** SQLSTATE of idempotency_key_held() (migration 0029): another request's live record holds the key. */
const KEY_HELD = 'RC409';

/**
 * Writes this request's record (see upsertRecord): true when it is now the
 * record of the key, false when another request's live record holds it. The
 * statement is sent before this returns; when the key is held it FAILS (in a
 * transaction, that aborts it: a COMMIT sent behind it rolls the change
 * back, src/db/tx.ts).
 */
export function writeIdempotencyRecord(
  db: Executor,
  row: IdempotencyRecordWrite,
  stale: StaleBefore,
): Promise<boolean> {
  return upsertRecord(db, recordValues(row, stale)).then(
    () => true,
    (error: unknown) => {
      if (isKeyHeld(error)) return false;
      throw error;
    },
  );
}

/** Whether a statement that wrote a record failed because another request's live record holds the key. */
export function isKeyHeld(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === KEY_HELD;
}

/** Which record: its key (the primary key) and the id of the request that wrote it. */
export interface IdempotencyRecordRef {
  id: string;
  apiKeyId: string;
  key: string;
}

/** Found by its key, and only while it is still the record `id` wrote (not one that took it over). */
const isRecord = (ref: IdempotencyRecordRef) =>
  and(
    eq(idempotencyKeys.apiKeyId, ref.apiKeyId),
    eq(idempotencyKeys.key, ref.key),
    eq(idempotencyKeys.id, ref.id),
  );

export async function releaseIdempotencyKey(db: Executor, ref: IdempotencyRecordRef) {
  await db.delete(idempotencyKeys).where(isRecord(ref));
}

/** The tenant's records that hold an answer (both environments): an erasure reads them. */
export async function listAnsweredIdempotencyRecords(db: Executor, tenantId: string) {
  return db
    .select({
      id: idempotencyKeys.id,
      apiKeyId: idempotencyKeys.apiKeyId,
      key: idempotencyKeys.key,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), isNotNull(idempotencyKeys.responseBody)));
}

/** Replaces the stored answer of a record (an erasure's scrubbed copy, sealed). */
export async function replaceIdempotentAnswer(
  db: Executor,
  ref: IdempotencyRecordRef,
  responseBody: Buffer,
) {
  await db.update(idempotencyKeys).set({ responseBody }).where(isRecord(ref));
}
