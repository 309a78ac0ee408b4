import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { findActiveCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings, recruiterPublicName } from '../identity/identity.repo.ts';
import { findRequest } from '../requests/requests.repo.ts';
import type { ConsentGrantRow } from '../reuse-grants/reuse-grants.repo.ts';
import type { GrantSummary } from './reuse-permissions.schemas.ts';

/**
 * What a candidate's link shows of a ConsentGrant (the permission link and
 * the withdrawal link): who asks, for what, which references and evidence.
 * Summaries only: the candidate decides on who said it and when, never sees
 * the answers here.
 */
export async function grantSummary(
  db: Executor,
  scope: TenantScope,
  grant: ConsentGrantRow,
): Promise<GrantSummary> {
  const candidate = await findActiveCandidate(db, scope, grant.candidateId);
  const target = grant.targetReferenceRequestId
    ? await findRequest(db, scope, grant.targetReferenceRequestId)
    : undefined;
  const profile = grant.metadata.sourcePassportProfile;
  const listed = new Set(grant.metadata.referenceResponseIds);
  const evidence = new Set(grant.metadata.evidenceArtifactIds);
  return {
    requester: {
      tenantName: (await findTenantSettings(db, grant.tenantId)).publicName,
      recruiterName: await recruiterPublicName(db, grant.tenantId, grant.requesterRecruiterId),
    },
    candidate: { firstName: candidate?.firstName ?? '' },
    scopes: grant.scopes,
    note: grant.note,
    targetRoleTitle: target?.roleTitle ?? null,
    references: (profile.references ?? [])
      .filter((r) => listed.has(r.referenceResponseId))
      .map((r) => ({
        relationship: r.relationship,
        roleTitle: r.roleTitle,
        completedAt: r.completedAt,
      })),
    evidence: (profile.evidence ?? [])
      .filter((e) => evidence.has(e.id))
      .map((e) => ({ kind: 'report_version' as const, approvedAt: e.approvedAt })),
  };
}
