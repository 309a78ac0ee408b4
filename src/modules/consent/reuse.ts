import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import {
  accessGrants,
  consentGrants,
  referenceContacts,
  referenceResponses,
  reportVersions,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

/** Where a reused response comes from: its own request, and the grants that allow the reuse. */
export interface ReuseSource {
  referenceRequestId: string;
  consentGrantId: string;
  accessGrantId: string;
}

/** An earlier completed response shown in another request because the candidate allowed it. */
export interface ReusedResponse {
  id: string;
  referenceRequestId: string;
  contactId: string;
  candidateId: string;
  answers: Record<string, unknown> | null;
  completedAt: Date;
  referee: { firstName: string | null; lastName: string | null; relationship: string | null };
  reused: true;
  source: ReuseSource;
}

/** The active grants with `scope` whose target is the request, with the consent's frozen lists. */
async function activeGrantsTargeting(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  consentScope: 'reference_collection' | 'passport_share',
) {
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
        eq(accessGrants.targetReferenceRequestId, referenceRequestId),
        eq(accessGrants.status, 'active'),
        eq(consentGrants.tenantId, scope.tenantId),
        eq(consentGrants.environment, scope.environment),
        eq(consentGrants.status, 'granted'),
      ),
    )
    .orderBy(asc(accessGrants.id));
  return rows.filter((row) => row.scopes.includes(consentScope));
}

/**
 * The earlier completed responses a request may show: those listed in a
 * granted ConsentGrant (the ones the candidate saw and approved) whose active
 * AccessGrant has scope `reference_collection` and targets this request.
 * A grant without a target covers no request. Without a grant: nothing.
 * Each response appears once (the oldest grant is its source).
 */
export async function reusedResponsesFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ReusedResponse[]> {
  const grants = await activeGrantsTargeting(db, scope, referenceRequestId, 'reference_collection');
  const out: ReusedResponse[] = [];
  const seen = new Set<string>();
  for (const grant of grants) {
    const ids = grant.metadata.referenceResponseIds.filter((id) => !seen.has(id));
    if (ids.length === 0) continue;
    const rows = await db
      .select({ response: referenceResponses, contact: referenceContacts })
      .from(referenceResponses)
      .leftJoin(referenceContacts, eq(referenceContacts.id, referenceResponses.contactId))
      .where(
        inTenantScope(
          referenceResponses,
          scope,
          eq(referenceResponses.candidateId, grant.candidateId),
          eq(referenceResponses.status, 'completed'),
          inArray(referenceResponses.id, ids),
        ),
      )
      .orderBy(asc(referenceResponses.id));
    for (const { response, contact } of rows) {
      // Never the request's own answers, even if listed.
      if (response.referenceRequestId === referenceRequestId) continue;
      seen.add(response.id);
      out.push({
        id: response.id,
        referenceRequestId: response.referenceRequestId,
        contactId: response.contactId,
        candidateId: response.candidateId,
        answers: response.answers,
        completedAt: response.completedAt,
        referee: {
          firstName: contact?.firstName ?? null,
          lastName: contact?.lastName ?? null,
          relationship: contact?.relationship ?? null,
        },
        reused: true,
        source: {
          referenceRequestId: response.referenceRequestId,
          consentGrantId: grant.consentGrantId,
          accessGrantId: grant.accessGrantId,
        },
      });
    }
  }
  return out;
}

/** An approved report version of an earlier request that may be shared into a request's report. */
export interface SharedEvidence {
  reportVersionId: string;
  reportId: string;
  referenceRequestId: string;
  version: number;
  consentGrantId: string;
  accessGrantId: string;
}

/**
 * `passport_share`: the candidate's approved report versions (as listed in
 * the granted ConsentGrant) that may be shared to the report of
 * `referenceRequestId`, the grant's target. Empty means: do not share. For
 * the report state (`sharedEvidence`) of that request.
 */
export async function sharedEvidenceFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<SharedEvidence[]> {
  const grants = await activeGrantsTargeting(db, scope, referenceRequestId, 'passport_share');
  const out: SharedEvidence[] = [];
  const seen = new Set<string>();
  for (const grant of grants) {
    const ids = grant.metadata.evidenceArtifactIds.filter((id) => !seen.has(id));
    if (ids.length === 0) continue;
    const rows = await db
      .select()
      .from(reportVersions)
      .where(
        inTenantScope(
          reportVersions,
          scope,
          inArray(reportVersions.id, ids),
          // A version approved then superseded is still what the candidate allowed to share.
          inArray(reportVersions.status, ['approved', 'superseded']),
        ),
      )
      .orderBy(asc(reportVersions.id));
    for (const v of rows) {
      seen.add(v.id);
      out.push({
        reportVersionId: v.id,
        reportId: v.reportId,
        referenceRequestId: v.referenceRequestId,
        version: v.version,
        consentGrantId: grant.consentGrantId,
        accessGrantId: grant.accessGrantId,
      });
    }
  }
  return out;
}

/** Whether the candidate's approved report may be shared to the target request's report. */
export async function mayShareApprovedReport(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<boolean> {
  return (await sharedEvidenceFor(db, scope, referenceRequestId)).length > 0;
}
