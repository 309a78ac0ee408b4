import { desc, eq, isNull, lt } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  accessGrants,
  candidates,
  consentGrants,
  participantTokens,
  recruiters,
  referenceRequests,
  tenants,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type ConsentGrantRow = typeof consentGrants.$inferSelect;
export type AccessGrantRow = typeof accessGrants.$inferSelect;

/** A candidate that is not deleted, in the scope (another tenant's or environment's is not found). */
export async function findScopedCandidate(db: Executor, scope: TenantScope, candidateId: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(
      inTenantScope(
        candidates,
        scope,
        eq(candidates.id, candidateId),
        isNull(candidates.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findScopedRequest(db: Executor, scope: TenantScope, requestId: string) {
  const [row] = await db
    .select({
      id: referenceRequests.id,
      candidateId: referenceRequests.candidateId,
      roleTitle: referenceRequests.roleTitle,
    })
    .from(referenceRequests)
    .where(inTenantScope(referenceRequests, scope, eq(referenceRequests.id, requestId)))
    .limit(1);
  return row;
}

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

export async function tenantName(db: Executor, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.name ?? tenantId;
}

/** A recruiter's display name: name, else e-mail, else id. */
export async function recruiterName(db: Executor, recruiterId: string): Promise<string> {
  const [row] = await db
    .select({ name: recruiters.name, email: recruiters.email })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row?.name || row?.email || recruiterId;
}

/** Locks a link's row so two answers to one link run one after the other. */
export async function lockToken(tx: Tx, tokenId: string) {
  await tx
    .select({ id: participantTokens.id })
    .from(participantTokens)
    .where(eq(participantTokens.id, tokenId))
    .for('update');
}

/** Records a visit (first and last open): opening a link changes nothing else. */
export async function touchToken(
  tx: Tx,
  token: { id: string; firstOpenedAt: Date | null },
  at: Date,
) {
  await tx
    .update(participantTokens)
    .set({ lastOpenedAt: at, firstOpenedAt: token.firstOpenedAt ?? at, updatedAt: at })
    .where(eq(participantTokens.id, token.id));
}

/** Uses up every permission link of a consent grant (the candidate answered). */
export async function useUpPermissionTokens(
  tx: Tx,
  scope: TenantScope,
  consentGrantId: string,
  at: Date,
) {
  await tx
    .update(participantTokens)
    .set({ usedAt: at, updatedAt: at })
    .where(
      inTenantScope(
        participantTokens,
        scope,
        eq(participantTokens.purpose, 'permission'),
        eq(participantTokens.subjectId, consentGrantId),
        isNull(participantTokens.usedAt),
      ),
    );
}
