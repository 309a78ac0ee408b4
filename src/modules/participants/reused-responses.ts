import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { findRequest } from '../requests/requests.repo.ts';
import { activeGrantsCovering, type ReuseDestination } from '../reuse-grants/reuse-grants.repo.ts';
import { listCompletedResponsesByIds } from './participants.repo.ts';

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

/** The request as a reuse destination; undefined when it is unknown in this scope. */
export async function reuseDestinationOf(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ReuseDestination | undefined> {
  const request = await findRequest(db, scope, referenceRequestId);
  if (!request) return undefined;
  return {
    referenceRequestId: request.id,
    candidateId: request.candidateId,
    ownerRecruiterId: request.recruiterId,
  };
}

/**
 * The earlier completed responses a request may show: those listed in a
 * granted ConsentGrant (the ones the candidate saw and approved) whose active
 * AccessGrant has scope `reference_collection` and covers this request (it
 * targets it, or has no target; either way only if the grant's requester
 * owns the request). Without a grant: nothing. Each response appears once
 * (the oldest grant is its source), and never the request's own answers.
 */
export async function reusedResponsesFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ReusedResponse[]> {
  const destination = await reuseDestinationOf(db, scope, referenceRequestId);
  if (!destination) return [];
  const grants = await activeGrantsCovering(db, scope, destination, 'reference_collection');
  const out: ReusedResponse[] = [];
  const seen = new Set<string>();
  for (const grant of grants) {
    const ids = grant.referenceResponseIds.filter((id) => !seen.has(id));
    const rows = await listCompletedResponsesByIds(db, scope, grant.candidateId, ids);
    for (const { response, contact } of rows) {
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
