import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { reuseDestinationOf } from '../participants/reused-responses.ts';
import { activeGrantsCovering } from '../reuse-grants/reuse-grants.repo.ts';
import { listShareableVersions } from './reports.repo.ts';

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
 * `referenceRequestId`, the grant's target, when the grant's requester owns
 * that request. Empty means: do not share. For the report state
 * (`sharedEvidence`) of that request.
 */
export async function sharedEvidenceFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<SharedEvidence[]> {
  const destination = await reuseDestinationOf(db, scope, referenceRequestId);
  if (!destination) return [];
  const grants = await activeGrantsCovering(db, scope, destination, 'passport_share');
  const out: SharedEvidence[] = [];
  const seen = new Set<string>();
  for (const grant of grants) {
    const ids = grant.evidenceArtifactIds.filter((id) => !seen.has(id));
    for (const v of await listShareableVersions(db, scope, ids)) {
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
