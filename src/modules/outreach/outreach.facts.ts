import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { findCandidateById, type ReferenceRequestRow } from '../requests/requests.repo.ts';

/** What every workflow e-mail says about the request: tenant name, candidate, role. */
export async function emailFacts(db: Executor, scope: TenantScope, request: ReferenceRequestRow) {
  const tenant = await findTenantSettings(db, scope.tenantId);
  const candidate = await findCandidateById(db, scope, request.candidateId);
  return {
    tenantName: tenant.name,
    candidate,
    candidateName: candidate ? `${candidate.firstName} ${candidate.lastName}` : 'the candidate',
    roleTitle: request.roleTitle,
  };
}
