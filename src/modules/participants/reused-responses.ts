import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { activeGrantsTargeting } from '../reuse-grants/reuse-grants.repo.ts';
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

/**
 * The earlier completed responses a request may show: those listed in a
 * granted ConsentGrant (the ones the candidate saw and approved) whose active
 * AccessGrant has scope `reference_collection` and targets this request.
 * Without a grant: nothing. Each response appears once (the oldest grant is
 * its source), and never the request's own answers, even if listed.
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
