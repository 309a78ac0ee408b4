import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import {
  candidates,
  recruiters,
  referenceContacts,
  referenceRequests,
  referenceResponses,
  tenants,
  trustSignals,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import { refereeAnswersSchema } from '../participants/referee-answers.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import type { ValuationInput, ValuationResponseInput } from './valuation.ts';

/** The request of a report, scoped: undefined for an unknown id or another tenant's or environment's. */
export async function findScopedRequest(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
) {
  const [row] = await db
    .select({
      id: referenceRequests.id,
      roleTitle: referenceRequests.roleTitle,
      candidateId: referenceRequests.candidateId,
    })
    .from(referenceRequests)
    .where(inTenantScope(referenceRequests, scope, eq(referenceRequests.id, referenceRequestId)))
    .limit(1);
  return row;
}

function refereeName(
  contact: { firstName: string | null; lastName: string | null },
  index: number,
) {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  // Never fall back to the e-mail: the name is printed on shared reports.
  return name || `Referee ${index + 1}`;
}

/**
 * Everything the valuation needs, read in the caller's transaction: the
 * candidate, the tenant's name, how many referees were invited, the
 * completed responses with their referee, and the trust signals.
 */
export async function loadValuationInput(
  db: Executor,
  scope: TenantScope,
  request: { id: string; roleTitle: string | null; candidateId: string },
): Promise<ValuationInput> {
  const scoped = (table: { tenantId: PgColumn; environment: PgColumn }) =>
    inTenantScope(table, scope);
  const [candidate] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(and(scoped(candidates), eq(candidates.id, request.candidateId)));
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  const contacts = await db
    .select()
    .from(referenceContacts)
    .where(and(scoped(referenceContacts), eq(referenceContacts.referenceRequestId, request.id)))
    .orderBy(asc(referenceContacts.id));
  const responses = await db
    .select()
    .from(referenceResponses)
    .where(
      and(
        scoped(referenceResponses),
        eq(referenceResponses.referenceRequestId, request.id),
        eq(referenceResponses.status, 'completed'),
      ),
    )
    .orderBy(asc(referenceResponses.id));
  const signals = await db
    .select()
    .from(trustSignals)
    .where(and(scoped(trustSignals), eq(trustSignals.referenceRequestId, request.id)))
    .orderBy(asc(trustSignals.id));

  const contactIndex = new Map(contacts.map((c, i) => [c.id, { contact: c, index: i }]));
  const valuationResponses: ValuationResponseInput[] = responses.map((r, i) => {
    const found = contactIndex.get(r.contactId);
    // Stored answers were validated on the way in; parse again so a bad row degrades, not crashes.
    const parsed = refereeAnswersSchema.safeParse(r.answers ?? {});
    return {
      responseId: r.id,
      contactId: r.contactId,
      refereeName: found
        ? refereeName(found.contact, found.index)
        : `Referee ${contacts.length + i + 1}`,
      relationship: found?.contact.relationship ?? null,
      answers: parsed.success ? parsed.data : { ratings: {} },
      completedAt: r.completedAt,
    };
  });
  // Earlier answers the candidate allowed this request to reuse (docs/consent.md), with provenance.
  const reused = await reusedResponsesFor(db, scope, request.id);
  for (const [i, r] of reused.entries()) {
    const parsed = refereeAnswersSchema.safeParse(r.answers ?? {});
    valuationResponses.push({
      responseId: r.id,
      contactId: r.contactId,
      refereeName: refereeName(r.referee, contacts.length + i),
      relationship: r.referee.relationship,
      answers: parsed.success ? parsed.data : { ratings: {} },
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
    tenantName: tenant?.name ?? scope.tenantId,
    invitedCount: contacts.filter((c) => c.status !== 'pending').length + reused.length,
    responses: valuationResponses,
    trustSignals: signals.map((s) => ({
      id: s.id,
      kind: s.kind,
      severity: s.severity,
      status: s.status,
      details: s.details,
      reviewNote: s.reviewNote,
    })),
  };
}

/** Counts the completed responses of a request (the draft guard), reused ones (consent workflow) included. */
export async function countCompletedResponses(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<number> {
  const rows = await db
    .select({ id: referenceResponses.id })
    .from(referenceResponses)
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.referenceRequestId, referenceRequestId),
        eq(referenceResponses.status, 'completed'),
      ),
    );
  return rows.length + (await reusedResponsesFor(db, scope, referenceRequestId)).length;
}

/** A recruiter's display name: name, else e-mail, else id. */
export async function recruiterDisplayName(db: Executor, recruiterId: string): Promise<string> {
  const [row] = await db
    .select({ name: recruiters.name, email: recruiters.email })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId));
  return row?.name || row?.email || recruiterId;
}

/** Tenant settings the public report reads: its name and whether trust signals are shared. */
export async function tenantSharing(
  db: Executor,
  tenantId: string,
): Promise<{ shareTrustSignals: boolean }> {
  const [row] = await db
    .select({ flags: tenants.flags })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { shareTrustSignals: row?.flags?.shareTrustSignals === true };
}
