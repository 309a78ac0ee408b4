import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { accessGrants, consentGrants } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

/**
 * The records of reuse permission: the ConsentGrant (what the recruiter asked
 * and the candidate decided, with the frozen Passport) and the AccessGrant
 * (created on approval, active until the candidate withdraws or a recruiter
 * revokes it). This module owns both
 * tables; the workflow that asks and answers lives in reuse-permissions.
 */

export type ConsentGrantRow = typeof consentGrants.$inferSelect;
export type AccessGrantRow = typeof accessGrants.$inferSelect;
export type ReuseScope = 'reference_collection' | 'passport_share';

export async function insertConsentGrant(
  tx: Tx,
  row: typeof consentGrants.$inferInsert,
): Promise<ConsentGrantRow> {
  const [inserted] = await tx.insert(consentGrants).values(row).returning();
  return inserted!;
}

export async function findConsentGrant(db: Executor, scope: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(consentGrants)
    .where(inTenantScope(consentGrants, scope, eq(consentGrants.id, id)))
    .limit(1);
  return row;
}

/**
 * Moves a pending ConsentGrant to its final status. Only a pending one
 * moves: undefined means another answer got there first.
 */
export async function decideConsentGrant(
  tx: Tx,
  scope: TenantScope,
  id: string,
  status: 'granted' | 'declined',
  at: Date,
): Promise<ConsentGrantRow | undefined> {
  const [row] = await tx
    .update(consentGrants)
    .set({ status, decidedAt: at, updatedAt: at })
    .where(
      inTenantScope(
        consentGrants,
        scope,
        eq(consentGrants.id, id),
        eq(consentGrants.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function insertAccessGrant(
  tx: Tx,
  row: typeof accessGrants.$inferInsert,
): Promise<AccessGrantRow> {
  const [inserted] = await tx.insert(accessGrants).values(row).returning();
  return inserted!;
}

export async function findAccessGrantOfConsent(
  db: Executor,
  scope: TenantScope,
  consentGrantId: string,
) {
  const [row] = await db
    .select()
    .from(accessGrants)
    .where(inTenantScope(accessGrants, scope, eq(accessGrants.consentGrantId, consentGrantId)))
    .limit(1);
  return row;
}

/** A candidate's consent grants, newest first. */
export async function listConsentGrantsOfCandidate(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(consentGrants)
    .where(
      inTenantScope(
        consentGrants,
        scope,
        eq(consentGrants.candidateId, candidateId),
        page.cursor ? lt(consentGrants.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(consentGrants.id))
    .limit(page.limit + 1);
}

/** An active grant covering a request, with the lists the candidate saw and approved. */
export interface GrantedReuse {
  accessGrantId: string;
  consentGrantId: string;
  candidateId: string;
  /** Earlier responses the candidate allowed to reuse (`reference_collection`). */
  referenceResponseIds: string[];
  /** Approved report versions the candidate allowed to share (`passport_share`). */
  evidenceArtifactIds: string[];
}

/** The request a reuse would land in: its id, candidate and owning recruiter. */
export interface ReuseDestination {
  referenceRequestId: string;
  candidateId: string;
  /** The recruiter who owns the request (`reference_requests.recruiter_id`). */
  ownerRecruiterId: string;
}

/**
 * The active AccessGrants with `reuseScope` that cover a request, with their
 * granted ConsentGrant's frozen lists, oldest first. A grant covers only
 * requests its requesting recruiter owns (reuse belongs to the requester):
 * the one it targets, or, for an untargeted `reference_collection` grant,
 * every request of that recruiter for the candidate.
 */
export async function activeGrantsCovering(
  db: Executor,
  scope: TenantScope,
  destination: ReuseDestination,
  reuseScope: ReuseScope,
): Promise<GrantedReuse[]> {
  const targetsIt = eq(accessGrants.targetReferenceRequestId, destination.referenceRequestId);
  const rows = await db
    .select({
      accessGrantId: accessGrants.id,
      consentGrantId: accessGrants.consentGrantId,
      candidateId: accessGrants.candidateId,
      scopes: accessGrants.scopes,
      metadata: consentGrants.metadata,
    })
    .from(accessGrants)
    .innerJoin(consentGrants, eq(consentGrants.id, accessGrants.consentGrantId))
    .where(
      inTenantScope(
        accessGrants,
        scope,
        eq(accessGrants.candidateId, destination.candidateId),
        eq(accessGrants.requesterRecruiterId, destination.ownerRecruiterId),
        reuseScope === 'reference_collection'
          ? or(targetsIt, isNull(accessGrants.targetReferenceRequestId))
          : targetsIt,
        eq(accessGrants.status, 'active'),
        eq(consentGrants.tenantId, scope.tenantId),
        eq(consentGrants.environment, scope.environment),
        eq(consentGrants.status, 'granted'),
      ),
    )
    .orderBy(asc(accessGrants.id));
  return rows
    .filter((row) => row.scopes.includes(reuseScope))
    .map((row) => ({
      accessGrantId: row.accessGrantId,
      consentGrantId: row.consentGrantId,
      candidateId: row.candidateId,
      referenceResponseIds: row.metadata.referenceResponseIds,
      evidenceArtifactIds: row.metadata.evidenceArtifactIds,
    }));
}

/** Who ended an AccessGrant. */
export interface Revoker {
  kind: 'candidate' | 'recruiter' | 'system';
  id: string;
}

/**
 * Ends an active AccessGrant. Only an active one moves: undefined means it
 * was already revoked (a concurrent withdrawal got there first).
 */
export async function revokeAccessGrant(
  tx: Tx,
  scope: TenantScope,
  id: string,
  by: Revoker,
  at: Date,
): Promise<AccessGrantRow | undefined> {
  const [row] = await tx
    .update(accessGrants)
    .set({
      status: 'revoked',
      revokedAt: at,
      revokedByKind: by.kind,
      revokedById: by.id,
      updatedAt: at,
    })
    .where(
      inTenantScope(
        accessGrants,
        scope,
        eq(accessGrants.id, id),
        eq(accessGrants.status, 'active'),
      ),
    )
    .returning();
  return row;
}

/** A candidate's active AccessGrants, oldest first (the Passport's reuses). */
export async function listActiveAccessGrantsOfCandidate(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
): Promise<AccessGrantRow[]> {
  return db
    .select()
    .from(accessGrants)
    .where(
      inTenantScope(
        accessGrants,
        scope,
        eq(accessGrants.candidateId, candidateId),
        eq(accessGrants.status, 'active'),
      ),
    )
    .orderBy(asc(accessGrants.id));
}

/** The consent grants of these candidates in the tenant, in both environments (data-subject requests). */
export async function listConsentGrantsOfSubject(
  db: Executor,
  tenantId: string,
  candidateIds: string[],
) {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(consentGrants)
    .where(
      and(eq(consentGrants.tenantId, tenantId), inArray(consentGrants.candidateId, candidateIds)),
    )
    .orderBy(asc(consentGrants.id));
}

/**
 * Erases the recruiter's notes on these candidates' consent grants (free
 * text that may name them): an erasure. Ids, scopes, statuses and times stay.
 */
export async function eraseConsentGrantNotes(
  tx: Tx,
  tenantId: string,
  candidateIds: string[],
  at: Date,
): Promise<void> {
  if (candidateIds.length === 0) return;
  await tx
    .update(consentGrants)
    .set({ note: null, updatedAt: at })
    .where(
      and(
        eq(consentGrants.tenantId, tenantId),
        inArray(consentGrants.candidateId, candidateIds),
        isNotNull(consentGrants.note),
      ),
    );
}
