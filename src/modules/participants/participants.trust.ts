import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findCandidate } from '../candidates/candidates.repo.ts';
import { listRequestLinks } from '../participant-links/participant-links.service.ts';
import type { ReferenceRequestRow } from '../requests/requests.repo.ts';
import { listContacts } from '../requests/requests.repo.ts';
import { explainSignal } from '../trust-signals/signal-copy.ts';
import {
  computeTrustSignals,
  type TrustContactFacts,
} from '../trust-signals/trust-signals.compute.ts';
import { insertTrustSignals } from '../trust-signals/trust-signals.repo.ts';
import { countParticipantMessages, listResponses } from './participants.repo.ts';

/**
 * Gathers what participants did on a request, computes the trust signals
 * and stores the new ones (status `open`; one per request + kind + contact),
 * each with an audit event and a timeline entry. Runs in the transaction of
 * the participant action that may have caused them.
 */
export async function evaluateTrustSignals(
  tx: Tx,
  acting: Acting,
  request: ReferenceRequestRow,
  now: Date,
): Promise<void> {
  const scope = { tenantId: request.tenantId, environment: request.environment };
  // One query at a time: a transaction is one connection.
  const candidate = await findCandidate(tx, scope, request.candidateId);
  const contacts = await listContacts(tx, scope, request.id);
  const tokens = await listRequestLinks(tx, scope, request.id);
  const responses = await listResponses(tx, scope, request.id);
  const messages = await countParticipantMessages(
    tx,
    scope,
    contacts.map((c) => c.id),
  );
  const ipsOf = (purpose: 'intake' | 'referee', subjectId: string) =>
    tokens
      .filter((t) => t.purpose === purpose && t.subjectId === subjectId && t.lastIpHash)
      .map((t) => t.lastIpHash!);
  const facts: TrustContactFacts[] = contacts.map((contact) => {
    const response = responses.find((r) => r.contactId === contact.id && r.status === 'completed');
    return {
      contactId: contact.id,
      email: contact.email,
      phone: contact.phone,
      relationship: contact.relationship,
      ipHashes: ipsOf('referee', contact.id),
      firstOpenedAt: contact.openedAt,
      completedAt: response?.completedAt ?? null,
      source: response?.source ?? null,
      participantMessages: messages.get(contact.id) ?? 0,
    };
  });
  const drafts = computeTrustSignals({
    candidate: {
      email: candidate?.email ?? null,
      phone: candidate?.phone ?? null,
      ipHashes: ipsOf('intake', request.id),
    },
    contacts: facts,
  });
  const created = await insertTrustSignals(
    tx,
    drafts.map((d) => ({
      id: newId('trustSignal'),
      ...scope,
      referenceRequestId: request.id,
      contactId: d.contactId,
      kind: d.kind,
      severity: d.severity,
      details: d.details,
      status: 'open' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (const signal of created) {
    const data = {
      signalId: signal.id,
      kind: signal.kind,
      severity: signal.severity,
      contactId: signal.contactId,
    };
    await recordEvent(
      tx,
      acting,
      {
        action: 'trust_signal.raised',
        target: { type: 'trust_signal', id: signal.id },
        metadata: data,
        timeline: {
          referenceRequestId: request.id,
          kind: 'trust_signal.raised',
          summary: `Trust signal: ${explainSignal(signal).title}`,
        },
      },
      now,
    );
  }
}
