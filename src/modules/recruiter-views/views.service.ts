import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { toPage } from '../../core/pagination.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { listActivity } from '../activity/activity.repo.ts';
import { listAuditEvents } from '../audit/audit.repo.ts';
import { findActiveCandidate } from '../candidates/candidates.repo.ts';
import { toCandidateView } from '../candidates/candidates.service.ts';
import { listDeliveriesOf } from '../outreach/deliveries.repo.ts';
import { listResponses, type ResponseRow } from '../participants/participants.repo.ts';
import { COMPETENCIES, type Competency } from '../participants/referee-answers.ts';
import { reusedResponsesFor } from '../participants/reused-responses.ts';
import { computeValuation } from '../reports/valuation.ts';
import { loadValuationInput } from '../reports/valuation-source.ts';
import { readReferenceRequestView } from '../requests/request-view.query.ts';
import {
  candidatesOfRequests,
  findRequest,
  listContacts,
  listContactsByIds,
  listRequestsOfCandidates,
  medianCompletionSeconds,
  recentRequests,
  requestsWithCandidate,
} from '../requests/requests.repo.ts';
import { REQUEST_STATES, type RequestState, statesWaitingOn } from '../requests/workflow.ts';
import { consentGrantsPage } from '../reuse-permissions/reuse-permissions.service.ts';
import {
  COUNTERS,
  readTenantCounts,
  type TenantCounts,
} from '../tenant-counters/tenant-counters.repo.ts';
import { listTrustSignals } from '../trust-signals/trust-signals.repo.ts';
import { toTrustSignalView } from '../trust-signals/trust-signals.service.ts';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Per competency: the referees' ratings and their mean. */
export function ratingsByCompetency(responses: Pick<ResponseRow, 'contactId' | 'answers'>[]) {
  return (Object.keys(COMPETENCIES) as Competency[]).map((competency) => {
    const byReferee: { contactId: string; rating: number }[] = [];
    for (const response of responses) {
      const ratings = (response.answers?.ratings ?? {}) as Record<string, unknown>;
      const rating = ratings[competency];
      if (typeof rating === 'number') byReferee.push({ contactId: response.contactId, rating });
    }
    const sum = byReferee.reduce((total, entry) => total + entry.rating, 0);
    return {
      competency,
      label: COMPETENCIES[competency],
      average: byReferee.length ? round(sum / byReferee.length, 2) : null,
      count: byReferee.length,
      byReferee,
    };
  });
}

/** What the recruiter reviews: the request, every response, ratings per competency, trust signals. */
export async function getReview(ctx: AppContext, scope: TenantScope, requestId: string) {
  const read = await readReferenceRequestView(ctx.db, scope, requestId, ctx.clock.now());
  if (!read) throw AppError.notFound('reference request');
  const referenceRequest = read.view;
  const contacts = new Map((await listContacts(ctx.db, scope, requestId)).map((c) => [c.id, c]));
  const responses = await listResponses(ctx.db, scope, requestId);
  const signals = await listTrustSignals(ctx.db, scope, { referenceRequestId: requestId });
  const completed = responses.filter((r) => r.status === 'completed');
  // Earlier answers the candidate allowed this request to reuse count as evidence too.
  const reused = await reusedResponsesFor(ctx.db, scope, requestId);
  const evidence = [...completed, ...reused];
  // The pinned questionnaire's results, read as the report reads them (purposes, never keys).
  const request = await findRequest(ctx.db, scope, requestId);
  const valuation = request
    ? computeValuation(await loadValuationInput(ctx.db, scope, request))
    : null;
  return {
    object: 'reference_request_review' as const,
    referenceRequest,
    responses: responses.map((response) => {
      const contact = contacts.get(response.contactId);
      return {
        id: response.id,
        object: 'reference_response' as const,
        contactId: response.contactId,
        referee: {
          firstName: contact?.firstName ?? null,
          lastName: contact?.lastName ?? null,
          relationship: contact?.relationship ?? null,
        },
        status: response.status,
        answers: response.answers,
        declineReason: response.declineReason,
        source: response.source,
        startedAt: response.startedAt?.toISOString() ?? null,
        completedAt: response.completedAt.toISOString(),
        createdAt: response.createdAt.toISOString(),
      };
    }),
    reusedResponses: reused.map((r) => ({
      id: r.id,
      object: 'reference_response' as const,
      contactId: r.contactId,
      referee: r.referee,
      status: 'completed' as const,
      answers: r.answers,
      completedAt: r.completedAt.toISOString(),
      reused: true as const,
      source: r.source,
    })),
    ratings: ratingsByCompetency(evidence),
    wouldRehire: valuation
      ? {
          yes: valuation.wouldRehire.yes,
          no: valuation.wouldRehire.no,
          unknown: valuation.wouldRehire.unknown,
        }
      : { yes: 0, no: 0, unknown: 0 },
    questions: valuation?.questions ?? [],
    overall: {
      score: valuation?.overall.score ?? null,
      competenciesRated: valuation?.overall.competenciesRated ?? 0,
    },
    trustSignals: signals.map(toTrustSignalView),
  };
}

/** A request's timeline, newest first, paginated. */
export async function getActivity(
  ctx: AppContext,
  scope: TenantScope,
  requestId: string,
  page: { limit: number; cursor?: string },
) {
  if (!(await findRequest(ctx.db, scope, requestId))) throw AppError.notFound('reference request');
  const rows = await listActivity(ctx.db, scope, requestId, page);
  const result = toPage(rows, page.limit);
  return {
    ...result,
    data: result.data.map((row) => ({
      id: row.id,
      object: 'activity_entry' as const,
      kind: row.kind,
      summary: row.summary,
      actorKind: row.actorKind,
      actorId: row.actorId,
      data: row.data,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

function zeroCounts(): Record<RequestState, number> {
  return Object.fromEntries(REQUEST_STATES.map((state) => [state, 0])) as Record<
    RequestState,
    number
  >;
}

/** Requests by status, from the maintained counters (no row of the tenant is counted). */
function statusCounts(counts: TenantCounts) {
  const byStatus = zeroCounts();
  let total = 0;
  for (const [status, count] of counts.withPrefix(COUNTERS.requestsInStatus(''))) {
    byStatus[status as RequestState] = count;
    total += count;
  }
  return { byStatus, total };
}

/**
 * The workspace and the dashboard read the same few rows whatever the
 * tenant's size: counts from `tenant_counters` (kept by triggers, see
 * tenant-counters.repo.ts), lists through indexes with a limit.
 */
export async function getWorkspace(ctx: AppContext, scope: TenantScope) {
  const counts = await readTenantCounts(ctx.db, scope);
  const { byStatus, total } = statusCounts(counts);
  const recent = await recentRequests(ctx.db, scope, 10);
  const open = await listTrustSignals(ctx.db, scope, { status: 'open', limit: 10 });
  const candidateOf = new Map(
    (
      await candidatesOfRequests(ctx.db, scope, [...new Set(open.map((s) => s.referenceRequestId))])
    ).map(({ referenceRequestId, ...candidate }) => [referenceRequestId, candidate]),
  );
  return {
    object: 'workspace' as const,
    tenantId: scope.tenantId,
    environment: scope.environment,
    counts: {
      candidates: counts.get(COUNTERS.liveCandidates),
      referenceRequests: total,
      byStatus,
      openTrustSignals: counts.get(COUNTERS.trustSignalsInStatus('open')),
    },
    recentRequests: recent.map((row) => ({
      id: row.id,
      object: 'reference_request' as const,
      status: row.status as RequestState,
      launchMode: row.launchMode,
      roleTitle: row.roleTitle,
      candidate: { id: row.candidateId, firstName: row.firstName, lastName: row.lastName },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    openTrustSignals: open.map((signal) => ({
      ...toTrustSignalView(signal),
      candidate: candidateOf.get(signal.referenceRequestId) ?? null,
    })),
    undeliveredMessages: await undeliveredMessages(ctx, scope),
  };
}

/** How many of the newest failure events the workspace looks through, and how many it lists. */
const FAILURES_READ = 50;
const UNDELIVERED_LISTED = 10;

/**
 * The newest messages that bounced or failed for good and still need the
 * recruiter (the workspace's `undeliveredMessages`): from the newest
 * `reference_contact.delivery_failed` events, one per person and channel,
 * left out once a later message went to that person on that channel (the
 * address was fixed, or the message resent), once the person answered, or
 * once the request no longer waits on them. Four reads through indexes,
 * whatever the tenant's size.
 */
async function undeliveredMessages(ctx: AppContext, scope: TenantScope) {
  const events = await listAuditEvents(
    ctx.db,
    scope,
    { action: 'reference_contact.delivery_failed' },
    { limit: FAILURES_READ },
  );
  const newest = new Map<string, (typeof events)[number]>();
  for (const event of events) {
    const key = `${event.targetId} ${event.metadata.channel}`;
    if (!newest.has(key)) newest.set(key, event);
  }
  const failures = [...newest.values()];
  if (failures.length === 0) return [];
  const subjects = [...new Set(failures.map((event) => event.targetId))];
  const deliveriesOf = await listDeliveriesOf(ctx.db, scope, subjects);
  const stillFailed = failures.flatMap((event) => {
    const latest = deliveriesOf
      .get(event.targetId)
      ?.find((delivery) => delivery.channel === event.metadata.channel);
    const failed = latest?.status === 'bounced' || latest?.status === 'failed';
    return latest && failed && latest.id === event.metadata.deliveryId
      ? [{ event, delivery: latest }]
      : [];
  });
  const contacts = new Map(
    (
      await listContactsByIds(
        ctx.db,
        scope,
        stillFailed
          .filter(({ event }) => event.targetType === 'reference_contact')
          .map(({ event }) => event.targetId),
      )
    ).map((contact) => [contact.id, contact]),
  );
  const requestIdOf = (event: (typeof failures)[number]) =>
    event.targetType === 'reference_contact'
      ? contacts.get(event.targetId)?.referenceRequestId
      : event.targetId;
  const requests = new Map(
    (
      await requestsWithCandidate(ctx.db, scope, [
        ...new Set(
          stillFailed.map(({ event }) => requestIdOf(event)).filter((id) => id !== undefined),
        ),
      ])
    ).map((request) => [request.id, request]),
  );
  const refereesWaitedOn = new Set<string>(statesWaitingOn('referees'));
  const candidateWaitedOn = new Set<string>(statesWaitingOn('candidate'));
  return stillFailed
    .flatMap(({ event, delivery }) => {
      const request = requests.get(requestIdOf(event) ?? '');
      if (!request) return [];
      const candidate = {
        id: request.candidateId,
        firstName: request.firstName,
        lastName: request.lastName,
      };
      const contact = contacts.get(event.targetId);
      const toReferee = event.targetType === 'reference_contact';
      const waiting = toReferee
        ? (contact?.status === 'invited' || contact?.status === 'opened') &&
          refereesWaitedOn.has(request.status)
        : candidateWaitedOn.has(request.status);
      if (!waiting) return [];
      const recipient = contact
        ? {
            role: 'referee' as const,
            contactId: contact.id,
            firstName: contact.firstName,
            lastName: contact.lastName,
          }
        : {
            role: 'candidate' as const,
            contactId: null,
            firstName: candidate.firstName,
            lastName: candidate.lastName,
          };
      return [
        {
          deliveryId: delivery.id,
          referenceRequestId: request.id,
          recipient,
          candidate,
          channel: delivery.channel,
          kind: delivery.kind,
          status: delivery.status as 'bounced' | 'failed',
          error: delivery.error,
          at: delivery.at.toISOString(),
        },
      ];
    })
    .slice(0, UNDELIVERED_LISTED);
}

export async function getDashboard(ctx: AppContext, scope: TenantScope) {
  const counts = await readTenantCounts(ctx.db, scope);
  const { byStatus, total } = statusCounts(counts);
  const referees = {
    invited: counts.get(COUNTERS.invitedReferees),
    completed: counts.get(COUNTERS.completedReferees),
    declined: counts.get(COUNTERS.declinedReferees),
    // The median needs the referees' times: computed again only after they changed.
    medianSeconds:
      counts.get(COUNTERS.timedReferees) === 0
        ? null
        : await ctx.caches.completionMedians.get(
            scope,
            counts.get(COUNTERS.completionTimesVersion),
            () => medianCompletionSeconds(ctx.db, scope),
          ),
  };
  return {
    object: 'dashboard' as const,
    environment: scope.environment,
    referenceRequests: { total, byStatus },
    referees: {
      invited: referees.invited,
      completed: referees.completed,
      declined: referees.declined,
    },
    completionRate: referees.invited ? round(referees.completed / referees.invited, 3) : null,
    medianTimeToCompleteHours:
      referees.medianSeconds === null ? null : round(referees.medianSeconds / 3600, 2),
  };
}

/** The candidate workspace: the candidate, their reference requests and the reuse permissions asked of them. */
export async function getCandidateWorkspace(
  ctx: AppContext,
  scope: TenantScope,
  candidateId: string,
) {
  const candidate = await findActiveCandidate(ctx.db, scope, candidateId);
  if (!candidate) throw AppError.notFound('candidate');
  const requests = await listRequestsOfCandidates(ctx.db, scope, [candidate.id]);
  const grants = await consentGrantsPage(ctx.db, scope, candidate.id, { limit: 100 });
  return {
    object: 'candidate_workspace' as const,
    candidate: toCandidateView(candidate),
    referenceRequests: requests.map((request) => ({
      id: request.id,
      object: 'reference_request' as const,
      status: request.status as RequestState,
      launchMode: request.launchMode,
      roleTitle: request.roleTitle,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
    })),
    consentGrants: grants.data,
  };
}
