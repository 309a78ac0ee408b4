import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { listCompletedResponsesOfCandidate } from '../participants/participants.repo.ts';
import { listApprovedVersionsOfCandidate } from '../reports/reports.repo.ts';
import { listActiveAccessGrantsOfCandidate } from '../reuse-grants/reuse-grants.repo.ts';

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
