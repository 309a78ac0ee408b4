/**
 * The reference-request state machine of CONTRACT, as one pure table.
 *
 * States:
 * - `intake_pending`: candidate_intake request; the intake invitation is queued at creation.
 * - `intake_abandoned`: the candidate abandoned intake; the recruiter can still take over.
 * - `created`: manual_references request, contacts known.
 * - `consent_requested`: the candidate was asked for consent.
 * - `consent_granted`: consent given (by the recruiter's action or the candidate's intake).
 * - `outreach_queued`: referee invitations queued.
 * - `collecting`: at least one referee opened their link.
 * - `review_requested`: the recruiter was asked to review.
 */
export const REQUEST_STATES = [
  'intake_pending',
  'intake_abandoned',
  'created',
  'consent_requested',
  'consent_granted',
  'outreach_queued',
  'collecting',
  'review_requested',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The moves `POST …/lifecycle` accepts (the spec's four). */
export const LIFECYCLE_ACTIONS = [
  'request_candidate_consent',
  'grant_candidate_consent',
  'queue_outreach',
  'request_recruiter_review',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Moves caused by participants, never by the lifecycle endpoint. */
export const WORKFLOW_EVENTS = ['intake_completed', 'intake_abandoned', 'referee_opened'] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

export type Move = LifecycleAction | WorkflowEvent;

const TRANSITIONS: Record<Move, { from: readonly RequestState[]; to: RequestState }> = {
  request_candidate_consent: { from: ['created', 'intake_abandoned'], to: 'consent_requested' },
  grant_candidate_consent: {
    from: ['created', 'consent_requested', 'intake_abandoned'],
    to: 'consent_granted',
  },
  intake_completed: { from: ['intake_pending'], to: 'consent_granted' },
  intake_abandoned: { from: ['intake_pending'], to: 'intake_abandoned' },
  queue_outreach: { from: ['consent_granted'], to: 'outreach_queued' },
  referee_opened: { from: ['outreach_queued'], to: 'collecting' },
  request_recruiter_review: { from: ['outreach_queued', 'collecting'], to: 'review_requested' },
};

/** The state a move leads to from `state`, or null when the move is not allowed there. */
export function nextState(state: RequestState, move: Move): RequestState | null {
  const transition = TRANSITIONS[move];
  return transition.from.includes(state) ? transition.to : null;
}

/** The lifecycle actions allowed from `state` (for 409 `invalid_transition` answers). */
export function allowedActions(state: RequestState): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(state));
}

/** The state a new request starts in. */
export function initialState(launchMode: 'candidate_intake' | 'manual_references'): RequestState {
  return launchMode === 'candidate_intake' ? 'intake_pending' : 'created';
}
