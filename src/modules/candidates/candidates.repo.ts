import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { candidates } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import type { CandidateView } from './candidates.schemas.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidateRow = typeof candidates.$inferInsert;

function scoped(scope: TenantScope) {
  return inTenantScope(candidates, scope);
}

/**
 * A candidate by id, deleted or not: the candidate of an existing request is
 * still named on its views, e-mails and reports after a soft delete.
 */
export async function findCandidate(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(scoped(scope), eq(candidates.id, id)))
    .limit(1);
  return row;
}

/**
 * Locks a candidate, deleted or not: the retention sweep holds it while it
 * decides whether the candidate's last request is going, so two sweeps
 * erasing two requests of one candidate see each other's work.
 */
export async function lockCandidate(
  tx: Tx,
  scope: TenantScope,
  id: string,
): Promise<CandidateRow | undefined> {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(scoped(scope), eq(candidates.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** A candidate that is not deleted (deleted ones are history only). */
export async function findActiveCandidate(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(scoped(scope), eq(candidates.id, id), isNull(candidates.deletedAt)))
    .limit(1);
  return row;
}

export async function findActiveCandidateByEmail(
  db: Executor,
  scope: TenantScope,
  email: string,
): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(scoped(scope), eq(candidates.email, email), isNull(candidates.deletedAt)))
    .limit(1);
  return row;
}

/** Inserts unless a live candidate with that e-mail exists; answers undefined then. */
export async function insertCandidateIfAbsent(
  tx: Tx,
  row: NewCandidateRow,
): Promise<CandidateRow | undefined> {
  const [inserted] = await tx.insert(candidates).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * A statement's part that adds a candidate unless a live one with the same
 * e-mail exists (then it inserts nothing): one row per row of `from`, when
 * `where` holds. Answers the candidate as `id, first_name, last_name, email,
 * stage`. The request create's statement composes it.
 */
export function insertCandidateIfAbsentSql(
  c: {
    id: SQL;
    tenantId: SQL;
    environment: SQL;
    firstName: SQL;
    lastName: SQL;
    email: SQL;
    stage: SQL;
    now: SQL;
  },
  where: SQL,
): SQL {
  return sql`insert into candidates
      (id, tenant_id, environment, first_name, last_name, email, stage, created_at, updated_at)
    select ${c.id}, ${c.tenantId}, ${c.environment}, ${c.firstName}, ${c.lastName}, ${c.email},
      ${c.stage}::text, ${c.now}::timestamptz, ${c.now}::timestamptz
    where ${where}
    on conflict do nothing
    returning id, first_name, last_name, email, stage`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What `search` matches: the full name and the e-mail, lowercased. It is the
 * expression of the tenant's trigram index `candidates_search_idx`
 * (schema/workflow.ts), so a substring search reads the index instead of
 * scanning the tenant.
 */
const CANDIDATE_SEARCH_TEXT = sql`lower(first_name || ' ' || last_name || ' ' || email)`;

/**
 * Whether the candidate of another table's row matches a search pattern
 * (`%term%`, lowercase, escaped with escapeSearchPattern) in name or e-mail,
 * as the candidates list matches it: for the reference requests list's `search`.
 */
export function candidateMatchesSql(
  row: { tenantId: SQL; environment: SQL; candidateId: SQL },
  pattern: SQL,
): SQL {
  return sql`exists (
    select 1 from candidates sc
    where sc.tenant_id = ${row.tenantId} and sc.environment = ${row.environment}
      and sc.id = ${row.candidateId}
      and lower(sc.first_name || ' ' || sc.last_name || ' ' || sc.email) like ${pattern}
  )`;
}

/** A search term as the LIKE pattern the lists use: lowercase, its wildcards escaped. */
export function searchPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** How a list's search term is looked up (see listStatement). */
type SearchKind = 'none' | 'trigrams' | 'short';

/**
 * A listed candidate as the API answers it (`toCandidateView` of its row),
 * built by the statement: its times as ISO text, so no Date is parsed and
 * formatted again per row (bench/README.md), its fields in the view's order.
 */
const CANDIDATE_VIEW_COLUMNS = sql`id, 'candidate' as object, first_name as "firstName",
  last_name as "lastName", email, phone, stage, profile, environment,
  ${isoTime(sql`deleted_at`)} as "deletedAt", ${isoTime(sql`erased_at`)} as "erasedAt",
  ${isoTime(sql`created_at`)} as "createdAt",
  ${isoTime(sql`updated_at`)} as "updatedAt"`;

type ListParams = {
  tenantId: string;
  environment: string;
  limit: number;
  cursor?: string;
  pattern?: string;
  term?: string;
};

/**
 * The list's statement for one shape of call (with a cursor or not, a
 * search term or not), built once: Drizzle's building of the select was a
 * fifth of a search's CPU. Planned with each call's values
 * (planEachCall): a rare term is found through the trigram index, a common
 * one by walking the tenant's newest candidates.
 *
 * A term of one or two characters has no trigram: the index of the text's
 * characters and character pairs (`candidates_short_search_idx`) finds the
 * candidates instead. For such a term that condition holds exactly when the
 * LIKE does (the LIKE stays, so the match is the LIKE's either way).
 *
 * Ordered and paged by id in the "C" collation (the same order: ids are
 * lowercase ASCII), which `candidates_tenant_idx` serves and the primary key
 * does not (migration 0015): with statistics from before another tenant's
 * burst of candidates, the planner walked the primary key backwards through
 * that tenant's rows (bench/README.md).
 */
export function candidateListStatement(withCursor: boolean, search: SearchKind) {
  const conditions = [
    sql`tenant_id = ${sql.placeholder('tenantId')}`,
    sql`environment = ${sql.placeholder('environment')}`,
    sql`deleted_at is null`,
  ];
  if (withCursor) conditions.push(sql`id collate "C" < ${sql.placeholder('cursor')}`);
  if (search !== 'none') {
    conditions.push(sql`${CANDIDATE_SEARCH_TEXT} like ${sql.placeholder('pattern')}`);
  }
  if (search === 'short') {
    conditions.push(
      sql`refcheck_short_grams(${CANDIDATE_SEARCH_TEXT}) @> array[${sql.placeholder('term')}::text]`,
    );
  }
  return preparedStatement<CandidateView, ListParams>(
    `candidates_list_${withCursor ? 'after' : 'first'}_${search}`,
    sql`select ${CANDIDATE_VIEW_COLUMNS} from candidates
        where ${sql.join(conditions, sql` and `)}
        order by id collate "C" desc limit ${sql.placeholder('limit')}`,
    { planEachCall: true },
  );
}

const LIST_STATEMENTS = new Map<string, ReturnType<typeof candidateListStatement>>();

/**
 * Live candidates, newest first, optionally matching `search` in first, last
 * or full name, or e-mail; as the API answers them (`toCandidateView`).
 */
export async function listCandidates(
  db: Executor,
  scope: TenantScope,
  page: { limit: number; cursor?: string; search?: string },
): Promise<CandidateView[]> {
  const term = page.search ? page.search.toLowerCase() : undefined;
  const search: SearchKind = !term ? 'none' : [...term].length <= 2 ? 'short' : 'trigrams';
  const key = `${page.cursor ? 1 : 0}${search}`;
  let statement = LIST_STATEMENTS.get(key);
  if (!statement) {
    statement = candidateListStatement(Boolean(page.cursor), search);
    LIST_STATEMENTS.set(key, statement);
  }
  return statement(db, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    limit: page.limit + 1,
    cursor: page.cursor,
    pattern: term ? `%${escapeLike(term)}%` : undefined,
    term,
  });
}

export async function updateCandidate(
  tx: Tx,
  scope: TenantScope,
  id: string,
  changes: Partial<
    Pick<
      CandidateRow,
      'firstName' | 'lastName' | 'phone' | 'stage' | 'profile' | 'deletedAt' | 'updatedAt'
    >
  >,
): Promise<CandidateRow | undefined> {
  const [row] = await tx
    .update(candidates)
    .set(changes)
    .where(and(scoped(scope), eq(candidates.id, id), isNull(candidates.deletedAt)))
    .returning();
  return row;
}

/**
 * Every candidate of the tenant with this e-mail, in both environments and
 * deleted or not: the people a data-subject request is about (CONTRACT
 * "Personal data").
 */
export async function listCandidatesOfSubject(
  db: Executor,
  tenantId: string,
  email: string,
): Promise<CandidateRow[]> {
  return db
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.email, email)))
    .orderBy(candidates.id);
}

/** A candidate whose name and e-mail are held: not erased (CONTRACT "Personal data"). */
export type NamedCandidateRow = CandidateRow & {
  firstName: string;
  lastName: string;
  email: string;
};

function named(row: CandidateRow | undefined): NamedCandidateRow | undefined {
  return row && row.erasedAt === null ? (row as NamedCandidateRow) : undefined;
}

/**
 * A candidate who can still be addressed (e-mails, participant pages): an
 * erased one is not found there, as their links are gone.
 */
export async function findNamedCandidate(db: Executor, scope: TenantScope, id: string) {
  return named(await findCandidate(db, scope, id));
}

/** An active candidate who can still be addressed (not deleted, not erased). */
export async function findActiveNamedCandidate(db: Executor, scope: TenantScope, id: string) {
  return named(await findActiveCandidate(db, scope, id));
}

/**
 * Erases these candidates (CONTRACT "Personal data"): names, e-mail, phone
 * and profile read null or empty; id, stage, times stay. Rows already
 * erased are left as they are.
 */
export async function eraseCandidates(tx: Tx, tenantId: string, ids: string[], at: Date) {
  if (ids.length === 0) return [];
  return tx
    .update(candidates)
    .set({ firstName: null, lastName: null, email: null, phone: null, profile: {}, erasedAt: at })
    .where(
      and(
        eq(candidates.tenantId, tenantId),
        inArray(candidates.id, ids),
        isNull(candidates.erasedAt),
      ),
    )
    .returning({ id: candidates.id });
}
