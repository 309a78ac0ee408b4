/**
 * The reference-request workflow of CONTRACT, in one place: its states, who
 * each state waits on, and every move (from, to, who triggers it, its guard
 * and its effects). Pure data and pure functions; `workflow.service.ts`
 * applies a move to a request (lock, guard, update, audit event, timeline
 * entry, effects) and `reminders.ts` asks who is still awaited.
 */

import type { AuditAction, TimelineKind } from '../../core/events.ts';

/**
 * States:
 * - `intake_pending`: candidate_intake request; the intake invitation is queued at creation.
 * - `intake_abandoned`: the candidate abandoned intake; the recruiter can still take over.
 * - `created`: manual_references request, contacts known.
 * - `consent_requested`: the candidate was asked for consent.
 * - `consent_granted`: consent given (by the recruiter's action or the candidate's intake).
 * - `outreach_queued`: referee invitations queued.
 * - `collecting`: at least one referee opened their link.
 * - `review_requested`: the recruiter was asked to review, or every invited
 *   referee has answered (completed or declined).
 * - `completed`: the report was approved; referee links still open end (410)
 *   and reminders stop. A new draft of the report reopens it
 *   (`review_requested`).
 * - `cancelled`: final; the recruiter cancelled it, or its candidate was
 *   deleted. Participant links are used up, unsent e-mails and reminders
 *   cancelled; the record stays readable.
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
  'completed',
  'cancelled',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Whom a request in a state is waiting on: their reminders run only then. */
export type Participant = 'candidate' | 'referees';

const WAITING_ON: Record<RequestState, Participant | null> = {
  intake_pending: 'candidate',
  intake_abandoned: null,
  created: null,
  consent_requested: 'candidate',
  consent_granted: null,
  outreach_queued: 'referees',
  collecting: 'referees',
  review_requested: null,
  completed: null,
  cancelled: null,
};

/** The moves `POST …/lifecycle` accepts (the spec's four). */
export const LIFECYCLE_ACTIONS = [
  'request_candidate_consent',
  'grant_candidate_consent',
  'queue_outreach',
  'request_recruiter_review',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/**
 * What a recruiter can do to a request, as `allowedActions` lists it: the
 * lifecycle actions and `cancel` (its own route, `POST …/cancel`).
 */
export const REQUEST_ACTIONS = [...LIFECYCLE_ACTIONS, 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/**
 * Moves caused by what happens elsewhere, never by the lifecycle endpoint:
 * the participants' (intake completed or abandoned, a referee's first open,
 * the last invited referee answering) and the report's (approved, drafted
 * again after approval).
 */
export const WORKFLOW_EVENTS = [
  'intake_completed',
  'intake_abandoned',
  'referee_opened',
  'referees_answered',
  'report_approved',
  'report_redrafted',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

export type Move = RequestAction | WorkflowEvent;

/**
 * What a move does besides changing the state. Reminders stop by themselves:
 * leaving a state that waits on someone cancels their pending reminders.
 * - `email_candidate_consent`: the consent e-mail with an intake link, and its reminders;
 * - `invite_referees`: an invitation (and reminders) to every pending contact with an e-mail;
 * - `end_participation`: every intake and referee link of the request is used
 *   up (410), and its invitations, e-mails and reminders not yet sent are cancelled;
 * - `end_referee_links`: the same for the referees only (the report was approved).
 */
export type MoveEffect =
  | 'email_candidate_consent'
  | 'invite_referees'
  | 'end_participation'
  | 'end_referee_links';

/**
 * A check made under the row lock before the move (a move whose guard fails
 * does not happen):
 * - `contact_with_email` (queue_outreach): at least one referee has an e-mail;
 * - `referees_answered`: no invited referee is still to answer, and one did.
 */
export type MoveGuard = 'contact_with_email' | 'referees_answered';

export interface MoveDefinition {
  from: readonly RequestState[];
  to: RequestState;
  /** The recruiter (lifecycle endpoint, API key or session) or the participant whose event it is. */
  triggeredBy: 'recruiter' | 'candidate' | 'referee' | 'report';
  guard?: MoveGuard;
  effects: readonly MoveEffect[];
  /** The timeline's line for the move. */
  summary: string;
}

export const MOVES: Record<Move, MoveDefinition> = {
  request_candidate_consent: {
    from: ['created', 'intake_abandoned'],
    to: 'consent_requested',
    triggeredBy: 'recruiter',
    effects: ['email_candidate_consent'],
    summary: 'Candidate consent requested',
  },
  grant_candidate_consent: {
    from: ['created', 'consent_requested', 'intake_abandoned'],
    to: 'consent_granted',
    triggeredBy: 'recruiter',
    effects: [],
    summary: 'Candidate consent granted',
  },
  intake_completed: {
    from: ['intake_pending'],
    to: 'consent_granted',
    triggeredBy: 'candidate',
    effects: [],
    summary: 'Candidate completed intake',
  },
  intake_abandoned: {
    from: ['intake_pending'],
    to: 'intake_abandoned',
    triggeredBy: 'candidate',
    effects: [],
    summary: 'Candidate abandoned intake',
  },
  queue_outreach: {
    from: ['consent_granted'],
    to: 'outreach_queued',
    triggeredBy: 'recruiter',
    guard: 'contact_with_email',
    effects: ['invite_referees'],
    summary: 'Referee outreach queued',
  },
  referee_opened: {
    from: ['outreach_queued'],
    to: 'collecting',
    triggeredBy: 'referee',
    effects: [],
    summary: 'First referee opened their link',
  },
  request_recruiter_review: {
    from: ['outreach_queued', 'collecting'],
    to: 'review_requested',
    triggeredBy: 'recruiter',
    effects: [],
    summary: 'Recruiter review requested',
  },
  referees_answered: {
    from: ['outreach_queued', 'collecting'],
    to: 'review_requested',
    triggeredBy: 'referee',
    guard: 'referees_answered',
    effects: [],
    summary: 'Every invited referee has answered',
  },
  report_approved: {
    from: ['outreach_queued', 'collecting', 'review_requested'],
    to: 'completed',
    triggeredBy: 'report',
    effects: ['end_referee_links'],
    summary: 'Report approved: reference check completed',
  },
  report_redrafted: {
    from: ['completed'],
    to: 'review_requested',
    triggeredBy: 'report',
    effects: [],
    summary: 'New report draft: back to review',
  },
  cancel: {
    from: REQUEST_STATES.filter((state) => state !== 'cancelled'),
    to: 'cancelled',
    triggeredBy: 'recruiter',
    effects: ['end_participation'],
    summary: 'Reference request cancelled',
  },
};

/**
 * The audit action and timeline kind a move is recorded as:
 * `reference_request.<move>` and `lifecycle.<move>`, but the cancel is
 * recorded as what happened (`reference_request.cancelled`).
 */
function recordedAs(move: Move): { audit: AuditAction; timeline: TimelineKind } {
  const name = RECORDED_NAMES[move] ?? move;
  // workflow.test.ts checks that every move's names are in the event catalogue.
  return {
    audit: `reference_request.${name}` as AuditAction,
    timeline: `lifecycle.${name}` as TimelineKind,
  };
}

/** Moves recorded as what happened rather than under their own name. */
const RECORDED_NAMES: Partial<Record<Move, string>> = {
  cancel: 'cancelled',
  report_approved: 'completed',
  report_redrafted: 'reopened',
};

/**
 * A participant's event uses the transition of its own name, except where
 * this says otherwise: the candidate consents by completing intake, also on
 * the link of the consent e-mail (`consent_requested`), where completing
 * intake is the `grant_candidate_consent` transition (recorded as
 * `intake_completed`).
 */
const EVENT_TRANSITIONS: Partial<Record<WorkflowEvent, Partial<Record<RequestState, Move>>>> = {
  intake_completed: { consent_requested: 'grant_candidate_consent' },
};

/** A move as it is made from one state: everything the service and the SQL statement do. */
export interface PlannedMove {
  move: Move;
  from: RequestState;
  to: RequestState;
  /** The row of MOVES whose rule applies, when not the move's own (recorded as `metadata.transition`). */
  transition: Move | null;
  guard: MoveGuard | null;
  effects: readonly MoveEffect[];
  /** Whose pending reminders the move ends: whoever `from` waited on, unless `to` still does. */
  endsRemindersOf: Participant | null;
  /** The audit action and timeline kind it is recorded as, and the timeline's line. */
  audit: AuditAction;
  timeline: TimelineKind;
  summary: string;
}

/**
 * The one planner of the workflow: what `move` does from `state`, or null
 * when the state does not allow it. The service (applyMove), the statement
 * that makes a move in SQL (its table is built from this) and the tests all
 * call it, so a transition lives in one place: MOVES and EVENT_TRANSITIONS.
 */
export function planMove(state: RequestState, move: Move): PlannedMove | null {
  const used = EVENT_TRANSITIONS[move as WorkflowEvent]?.[state] ?? move;
  const rule = MOVES[used];
  if (!rule.from.includes(state)) return null;
  return {
    move,
    from: state,
    to: rule.to,
    transition: used === move ? null : used,
    guard: rule.guard ?? null,
    effects: rule.effects,
    endsRemindersOf: remindersEndedBy(state, rule.to),
    ...recordedAs(move),
    summary: MOVES[move].summary,
  };
}

/** The recruiter's actions allowed from `state` (for the view and 409 `invalid_transition` answers). */
export function allowedActions(state: RequestState): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => planMove(state, action) !== null);
}

/**
 * The states in which referees can still be added (and pending ones
 * removed): outreach has not finished. In `outreach_queued` and
 * `collecting` an added referee is invited at once.
 */
export const CONTACTS_EDITABLE_STATES: readonly RequestState[] = REQUEST_STATES.filter(
  (state) => state !== 'review_requested' && state !== 'completed' && state !== 'cancelled',
);

/** Whether referees added in `state` are invited right away (outreach is under way). */
export function invitesOnAdd(state: RequestState): boolean {
  return WAITING_ON[state] === 'referees';
}

/** The states in which a request waits on `participant` (their reminders run only there). */
export function statesWaitingOn(participant: Participant): RequestState[] {
  return REQUEST_STATES.filter((state) => WAITING_ON[state] === participant);
}

/** Whose reminders a move from `from` to `to` ends: whoever `from` waited on, unless `to` still does. */
function remindersEndedBy(from: RequestState, to: RequestState): Participant | null {
  const before = WAITING_ON[from];
  return before && before !== WAITING_ON[to] ? before : null;
}

/** How a request starts in each launch mode, and what its creation sends. */
export const LAUNCH: Record<
  'candidate_intake' | 'manual_references',
  { state: RequestState; emailsCandidate: boolean }
> = {
  candidate_intake: { state: 'intake_pending', emailsCandidate: true },
  manual_references: { state: 'created', emailsCandidate: false },
};
