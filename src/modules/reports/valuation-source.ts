import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { findCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import {
  countCompletedResponses as countOwnCompletedResponses,
  listResponses,
} from '../participants/participants.repo.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import { pinnedQuestionnaire } from '../questionnaires/questionnaires.service.ts';
import { listContacts } from '../requests/requests.repo.ts';
import { listTrustSignals } from '../trust-signals/trust-signals.repo.ts';
import type {
  PinnedQuestions,
  StoredAnswers,
  ValuationInput,
  ValuationResponseInput,
  ValuationTrustSignalInput,
} from './valuation.ts';

/** What a valuation is computed from, gathered from the modules that own each fact. */

export function refereeName(
  contact: { firstName: string | null; lastName: string | null },
  index: number,
) {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  // Never fall back to the e-mail: the name is printed on shared reports.
  return name || `Referee ${index + 1}`;
}

/**
 * Stored answers as the valuation reads them: by question key, whatever the
 * questionnaire (the valuation checks each value against its question's
 * kind, so a bad row degrades, never crashes).
 */
function storedAnswers(answers: unknown): StoredAnswers {
  return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
    ? (answers as StoredAnswers)
    : {};
}

/**
 * The questionnaire version the request pinned, with its questions;
 * undefined (the valuation then follows the built-in) if it cannot be read.
 */
async function loadPinnedQuestions(
  db: Executor,
  scope: TenantScope,
  request: { questionnaireId: string; questionnaireVersion: number; questionnaireName: string },
): Promise<PinnedQuestions | undefined> {
  const pin = { id: request.questionnaireId, version: request.questionnaireVersion };
  const found = await pinnedQuestionnaire(db, scope, pin);
  return found && { ...pin, name: request.questionnaireName, questions: found.questions };
}

/**
 * Everything the valuation needs, read in the caller's transaction: the
 * candidate, the tenant's name, how many referees were invited, the
 * completed responses with their referee, and the trust signals.
 */
export async function loadValuationInput(
  db: Executor,
  scope: TenantScope,
  request: {
    id: string;
    roleTitle: string | null;
    candidateId: string;
    questionnaireId: string;
    questionnaireVersion: number;
    questionnaireName: string;
  },
): Promise<ValuationInput> {
  const candidate = await findCandidate(db, scope, request.candidateId);
  const tenant = await findTenantSettings(db, scope.tenantId);
  const contacts = await listContacts(db, scope, request.id);
  const responses = (await listResponses(db, scope, request.id)).filter(
    (response) => response.status === 'completed',
  );

  const contactIndex = new Map(contacts.map((c, i) => [c.id, { contact: c, index: i }]));
  const valuationResponses: ValuationResponseInput[] = responses.map((r, i) => {
    const found = contactIndex.get(r.contactId);
    return {
      responseId: r.id,
      contactId: r.contactId,
      refereeName: found
        ? refereeName(found.contact, found.index)
        : `Referee ${contacts.length + i + 1}`,
      relationship: found?.contact.relationship ?? null,
      answers: storedAnswers(r.answers),
      completedAt: r.completedAt,
    };
  });
  // Earlier answers the candidate allowed this request to reuse (docs/consent.md), with provenance.
  const reused = await reusedResponsesFor(db, scope, request.id);
  for (const [i, r] of reused.entries()) {
    valuationResponses.push({
      responseId: r.id,
      contactId: r.contactId,
      refereeName: refereeName(r.referee, contacts.length + i),
      relationship: r.referee.relationship,
      answers: storedAnswers(r.answers),
      completedAt: r.completedAt,
      reused: {
        sourceReferenceRequestId: r.source.referenceRequestId,
        consentGrantId: r.source.consentGrantId,
      },
    });
  }
  return {
    candidate: { firstName: candidate?.firstName ?? '', lastName: candidate?.lastName ?? '' },
    roleTitle: request.roleTitle,
    tenantName: tenant.publicName,
    invitedCount: contacts.filter((c) => c.status !== 'pending').length + reused.length,
    responses: valuationResponses,
    trustSignals: await loadTrustSignals(db, scope, request.id),
    questionnaire: await loadPinnedQuestions(db, scope, request),
  };
}

/** The request's trust signals as they stand now, oldest first, with their review. */
export async function loadTrustSignals(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ValuationTrustSignalInput[]> {
  const signals = (await listTrustSignals(db, scope, { referenceRequestId })).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  return signals.map((s) => ({
    id: s.id,
    kind: s.kind,
    severity: s.severity,
    status: s.status,
    details: s.details,
    reviewNote: s.reviewNote,
  }));
}

/** Counts the completed responses of a request (the draft guard), reused ones (reuse permission) included. */
export async function countCompletedResponses(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<number> {
  const own = await countOwnCompletedResponses(db, scope, referenceRequestId);
  return own + (await reusedResponsesFor(db, scope, referenceRequestId)).length;
}
