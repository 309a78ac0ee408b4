import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import type { PassportProfile } from '../../db/schema/consent.ts';
import { listCompletedResponsesOfCandidate } from '../participants/participants.repo.ts';
import { listApprovedVersionsOfCandidate } from '../reports/reports.repo.ts';
import { listActiveAccessGrantsOfCandidate } from '../reuse-grants/reuse-grants.repo.ts';

export type {
  PassportEvidence,
  PassportProfile,
  PassportReference,
  PassportReuse,
} from '../../db/schema/consent.ts';

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
  const responses = await listCompletedResponsesOfCandidate(db, scope, candidateId, exclude);
  const versions = await listApprovedVersionsOfCandidate(db, scope, candidateId, exclude);
  const grants = await listActiveAccessGrantsOfCandidate(db, scope, candidateId);
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
