import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import {
  accessGrants,
  referenceContacts,
  referenceRequests,
  referenceResponses,
  reportVersions,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

/** A completed answer of an earlier workflow, summarised: never the answers themselves. */
export interface PassportReference {
  referenceResponseId: string;
  referenceRequestId: string;
  roleTitle: string | null;
  relationship: string | null;
  completedAt: string;
}

/** An evidence artifact: an approved report version of an earlier request. */
export interface PassportEvidence {
  id: string;
  kind: 'report_version';
  referenceRequestId: string;
  reportId: string;
  version: number;
  approvedAt: string | null;
}

/** Where reuse already happened: an active AccessGrant and what it covers. */
export interface PassportReuse {
  accessGrantId: string;
  consentGrantId: string;
  targetReferenceRequestId: string | null;
  scopes: string[];
  createdAt: string;
}

/**
 * The candidate's Passport: what earlier workflows of this tenant and
 * environment collected about them (completed referee responses, approved
 * report versions) and the reuse already granted. It is computed, not
 * stored; a permission request freezes a copy in the ConsentGrant's metadata.
 */
export interface PassportProfile {
  candidateId: string;
  references: PassportReference[];
  evidence: PassportEvidence[];
  reuses: PassportReuse[];
}

/**
 * Reads the Passport of a candidate. `excludeReferenceRequestId` leaves out a
 * request's own material (a request never reuses its own answers).
 */
export async function passportProfileFor(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  options: { excludeReferenceRequestId?: string | null } = {},
): Promise<PassportProfile> {
  const exclude = options.excludeReferenceRequestId;
  const responses = await db
    .select({
      id: referenceResponses.id,
      referenceRequestId: referenceResponses.referenceRequestId,
      completedAt: referenceResponses.completedAt,
      relationship: referenceContacts.relationship,
      roleTitle: referenceRequests.roleTitle,
    })
    .from(referenceResponses)
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.referenceRequestId))
    .leftJoin(referenceContacts, eq(referenceContacts.id, referenceResponses.contactId))
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.candidateId, candidateId),
        eq(referenceResponses.status, 'completed'),
        // The request must be the candidate's, of the same tenant and environment, too.
        eq(referenceRequests.tenantId, scope.tenantId),
        eq(referenceRequests.environment, scope.environment),
        eq(referenceRequests.candidateId, candidateId),
        exclude ? ne(referenceResponses.referenceRequestId, exclude) : undefined,
      ),
    )
    .orderBy(asc(referenceResponses.id));

  const requestIds = await candidateRequestIds(db, scope, candidateId, exclude);
  const versions =
    requestIds.length === 0
      ? []
      : await db
          .select()
          .from(reportVersions)
          .where(
            inTenantScope(
              reportVersions,
              scope,
              inArray(reportVersions.referenceRequestId, requestIds),
              eq(reportVersions.status, 'approved'),
            ),
          )
          .orderBy(asc(reportVersions.id));

  const grants = await db
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

  return {
    candidateId,
    references: responses.map((r) => ({
      referenceResponseId: r.id,
      referenceRequestId: r.referenceRequestId,
      roleTitle: r.roleTitle,
      relationship: r.relationship ?? null,
      completedAt: r.completedAt.toISOString(),
    })),
    evidence: versions.map((v) => ({
      id: v.id,
      kind: 'report_version' as const,
      referenceRequestId: v.referenceRequestId,
      reportId: v.reportId,
      version: v.version,
      approvedAt: v.approvedAt?.toISOString() ?? null,
    })),
    reuses: grants.map((g) => ({
      accessGrantId: g.id,
      consentGrantId: g.consentGrantId,
      targetReferenceRequestId: g.targetReferenceRequestId,
      scopes: g.scopes,
      createdAt: g.createdAt.toISOString(),
    })),
  };
}

async function candidateRequestIds(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  exclude: string | null | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ id: referenceRequests.id })
    .from(referenceRequests)
    .where(
      inTenantScope(
        referenceRequests,
        scope,
        eq(referenceRequests.candidateId, candidateId),
        exclude ? ne(referenceRequests.id, exclude) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
