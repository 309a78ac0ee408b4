import { and, desc, eq, isNull, like, lt, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { candidates } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What `search` matches: the full name and the e-mail, lowercased. It is the
 * expression of the tenant's trigram index `candidates_search_idx`
 * (schema/workflow.ts), so a substring search reads the index instead of
 * scanning the tenant.
 */
const candidateSearchText = sql`lower(${candidates.firstName} || ' ' || ${candidates.lastName} || ' ' || ${candidates.email})`;

/**
 * A term of one or two characters has no trigram: the index of the text's
 * characters and character pairs (`candidates_short_search_idx`) finds the
 * candidates instead. For such a term the condition holds exactly when the
 * LIKE does (it stays, so the match is the LIKE's either way).
 */
function shortTermCondition(term: string) {
  return [...term].length <= 2
    ? sql`refcheck_short_grams(${candidateSearchText}) @> array[${term}]::text[]`
    : undefined;
}

/** Live candidates, newest first, optionally matching `search` in first, last or full name, or e-mail. */
export async function listCandidates(
  db: Executor,
  scope: TenantScope,
  page: { limit: number; cursor?: string; search?: string },
): Promise<CandidateRow[]> {
  const term = page.search?.toLowerCase();
  return db
    .select()
    .from(candidates)
    .where(
      and(
        scoped(scope),
        isNull(candidates.deletedAt),
        page.cursor ? lt(candidates.id, page.cursor) : undefined,
        term ? like(candidateSearchText, `%${escapeLike(term)}%`) : undefined,
        term ? shortTermCondition(term) : undefined,
      ),
    )
    .orderBy(desc(candidates.id))
    .limit(page.limit + 1);
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
