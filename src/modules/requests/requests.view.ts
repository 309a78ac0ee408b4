import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import type { CandidateRow } from '../candidates/candidates.repo.ts';
import { allowedActions, type RequestState } from './lifecycle.ts';
import { reportSummaryFor } from './report-summary.ts';
import {
  type ContactRow,
  findCandidateById,
  findRequest,
  listContacts,
  type ReferenceRequestRow,
} from './requests.repo.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toContactView(contact: ContactRow) {
  return {
    id: contact.id,
    object: 'reference_contact' as const,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    relationship: contact.relationship,
    status: contact.status,
    source: contact.source,
    invitedAt: iso(contact.invitedAt),
    openedAt: iso(contact.openedAt),
    completedAt: iso(contact.completedAt),
    declinedAt: iso(contact.declinedAt),
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}

/** The `reference_request` object, read in full (candidate, contacts, report). */
export async function loadReferenceRequestView(
  db: Executor,
  scope: TenantScope,
  id: string,
  known: {
    request?: ReferenceRequestRow;
    candidate?: CandidateRow;
    contacts?: ContactRow[];
    /** A request created in this transaction has no report yet: skip the lookup. */
    isNew?: boolean;
  } = {},
): Promise<ReferenceRequestView> {
  const request = known.request ?? (await findRequest(db, scope, id));
  if (!request) throw AppError.notFound('reference request');
  const candidate = known.candidate ?? (await findCandidateById(db, scope, request.candidateId));
  const contacts = known.contacts ?? (await listContacts(db, scope, request.id));
  const report = known.isNew ? null : await reportSummaryFor(db, scope, request.id);
  return {
    id: request.id,
    object: 'reference_request',
    status: request.status as RequestState,
    launchMode: request.launchMode,
    roleTitle: request.roleTitle,
    notes: request.notes,
    candidate: {
      id: request.candidateId,
      firstName: candidate?.firstName ?? '',
      lastName: candidate?.lastName ?? '',
      email: candidate?.email ?? '',
      stage: candidate?.stage ?? null,
    },
    contacts: contacts.map(toContactView),
    report,
    allowedActions: allowedActions(request.status as RequestState),
    recruiterId: request.recruiterId,
    environment: request.environment,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
