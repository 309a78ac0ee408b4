import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, TIMELINE_KINDS } from '../../core/events.ts';
import {
  allowedActions,
  CONTACTS_EDITABLE_STATES,
  invitesOnAdd,
  LAUNCH,
  LIFECYCLE_ACTIONS,
  MOVES as MOVE_TABLE,
  type Move,
  planMove,
  REQUEST_ACTIONS,
  REQUEST_STATES,
  type RequestState,
  statesWaitingOn,
  WORKFLOW_EVENTS,
} from './workflow.ts';

/**
 * The planner is what applyMove and the one-statement move both run
 * (move-request.test.ts holds the statement's table to it), so these
 * cases test the transitions production makes.
 */

/** CONTRACT's table, written out independently of the implementation. */
const EXPECTED: Record<RequestState, Partial<Record<Move, RequestState>>> = {
  intake_pending: {
    intake_completed: 'consent_granted',
    intake_abandoned: 'intake_abandoned',
    cancel: 'cancelled',
  },
  intake_abandoned: {
    request_candidate_consent: 'consent_requested',
    grant_candidate_consent: 'consent_granted',
    cancel: 'cancelled',
  },
  created: {
    request_candidate_consent: 'consent_requested',
    grant_candidate_consent: 'consent_granted',
    cancel: 'cancelled',
  },
  // The candidate consents by completing intake on the consent e-mail's link too.
  consent_requested: {
    grant_candidate_consent: 'consent_granted',
    intake_completed: 'consent_granted',
    cancel: 'cancelled',
  },
  consent_granted: { queue_outreach: 'outreach_queued', cancel: 'cancelled' },
  outreach_queued: {
    referee_opened: 'collecting',
    request_recruiter_review: 'review_requested',
    referees_answered: 'review_requested',
    report_approved: 'completed',
    cancel: 'cancelled',
  },
  collecting: {
    request_recruiter_review: 'review_requested',
    referees_answered: 'review_requested',
    report_approved: 'completed',
    cancel: 'cancelled',
  },
  review_requested: { report_approved: 'completed', cancel: 'cancelled' },
  completed: { report_redrafted: 'review_requested', cancel: 'cancelled' },
  cancelled: {},
};

const MOVES: Move[] = [...REQUEST_ACTIONS, ...WORKFLOW_EVENTS];

describe('lifecycle table', () => {
  for (const state of REQUEST_STATES) {
    for (const move of MOVES) {
      const expected = EXPECTED[state][move] ?? null;
      it(`${state} × ${move} → ${expected ?? 'refused'}`, () => {
        expect(planMove(state, move)?.to ?? null).toBe(expected);
      });
    }
    it(`allowedActions(${state}) lists exactly the recruiter actions that move it`, () => {
      const expected = REQUEST_ACTIONS.filter((action) => EXPECTED[state][action] !== undefined);
      expect(allowedActions(state)).toEqual(expected);
    });
  }

  it('covers 10 states and 11 moves', () => {
    expect(REQUEST_STATES).toHaveLength(10);
    expect(MOVES).toHaveLength(11);
  });

  it('records every move under names of the event catalogue', () => {
    for (const state of REQUEST_STATES) {
      for (const move of MOVES) {
        const plan = planMove(state, move);
        if (!plan) continue;
        expect(Object.keys(AUDIT_ACTIONS)).toContain(plan.audit);
        expect(Object.keys(TIMELINE_KINDS)).toContain(plan.timeline);
      }
    }
    expect(planMove('review_requested', 'report_approved')?.audit).toBe(
      'reference_request.completed',
    );
    expect(planMove('completed', 'report_redrafted')?.audit).toBe('reference_request.reopened');
  });

  it('the approval ends the referees’ links and reminders; the last answer needs its guard', () => {
    expect(planMove('collecting', 'report_approved')).toMatchObject({
      effects: ['end_referee_links'],
      endsRemindersOf: 'referees',
    });
    expect(planMove('review_requested', 'report_approved')?.endsRemindersOf).toBeNull();
    expect(planMove('collecting', 'referees_answered')?.guard).toBe('referees_answered');
  });

  it('review_requested and completed can only be cancelled by a recruiter, and cancelled is final', () => {
    expect(allowedActions('review_requested')).toEqual(['cancel']);
    expect(allowedActions('completed')).toEqual(['cancel']);
    expect(allowedActions('cancelled')).toEqual([]);
  });

  it('the lifecycle endpoint does not take cancel (it has its own route)', () => {
    expect(LIFECYCLE_ACTIONS).not.toContain('cancel');
  });

  it('cancel is recorded as reference_request.cancelled, other moves under their own name', () => {
    expect(planMove('created', 'cancel')).toMatchObject({
      audit: 'reference_request.cancelled',
      timeline: 'lifecycle.cancelled',
    });
    expect(planMove('consent_granted', 'queue_outreach')?.audit).toBe(
      'reference_request.queue_outreach',
    );
  });

  it('contacts can change until outreach finishes; referees added during outreach are invited', () => {
    expect(CONTACTS_EDITABLE_STATES).not.toContain('review_requested');
    expect(CONTACTS_EDITABLE_STATES).not.toContain('completed');
    expect(CONTACTS_EDITABLE_STATES).not.toContain('cancelled');
    expect(CONTACTS_EDITABLE_STATES).toContain('collecting');
    expect(REQUEST_STATES.filter(invitesOnAdd)).toEqual(['outreach_queued', 'collecting']);
  });

  it('starts candidate_intake in intake_pending and manual_references in created', () => {
    expect(LAUNCH.candidate_intake.state).toBe('intake_pending');
    expect(LAUNCH.manual_references.state).toBe('created');
  });
});

/** The orchestration decisions the table makes, checked without a database. */
describe('who the workflow waits on', () => {
  it('waits on the candidate during intake and consent, on referees during outreach', () => {
    expect(statesWaitingOn('candidate')).toEqual(['intake_pending', 'consent_requested']);
    expect(statesWaitingOn('referees')).toEqual(['outreach_queued', 'collecting']);
  });

  it("a participant's own event only comes from a state that waits on them", () => {
    for (const move of WORKFLOW_EVENTS) {
      const { triggeredBy, from } = MOVE_TABLE[move];
      if (triggeredBy === 'report') continue;
      const waiting = statesWaitingOn(triggeredBy === 'candidate' ? 'candidate' : 'referees');
      for (const state of from) expect(waiting).toContain(state);
    }
  });

  it('ends reminders exactly when a move leaves a waiting state', () => {
    const ends = (state: RequestState, move: Move) => planMove(state, move)!.endsRemindersOf;
    expect(ends('intake_pending', 'intake_completed')).toBe('candidate');
    expect(ends('intake_pending', 'intake_abandoned')).toBe('candidate');
    expect(ends('consent_requested', 'grant_candidate_consent')).toBe('candidate');
    expect(ends('consent_requested', 'intake_completed')).toBe('candidate');
    expect(ends('outreach_queued', 'referee_opened')).toBeNull();
    expect(ends('collecting', 'request_recruiter_review')).toBe('referees');
    expect(ends('created', 'request_candidate_consent')).toBeNull();
    expect(ends('collecting', 'cancel')).toBe('referees');
    expect(ends('intake_pending', 'cancel')).toBe('candidate');
  });

  it('completing intake on the consent link is the grant_candidate_consent transition', () => {
    expect(planMove('consent_requested', 'intake_completed')).toMatchObject({
      to: 'consent_granted',
      transition: 'grant_candidate_consent',
      audit: 'reference_request.intake_completed',
    });
    expect(planMove('intake_pending', 'intake_completed')?.transition).toBeNull();
    expect(planMove('consent_granted', 'queue_outreach')?.transition).toBeNull();
  });

  it('guards and effects: outreach needs an e-mail, the approval ends the referees’ part', () => {
    expect(MOVE_TABLE.queue_outreach.guard).toBe('contact_with_email');
    expect(MOVE_TABLE.report_approved.effects).toEqual(['end_referee_links']);
    expect(MOVE_TABLE.queue_outreach.effects).toEqual(['invite_referees']);
    expect(MOVE_TABLE.request_candidate_consent.effects).toEqual(['email_candidate_consent']);
    expect(MOVE_TABLE.cancel.effects).toEqual(['end_participation']);
    for (const move of WORKFLOW_EVENTS) {
      if (move !== 'report_approved') expect(MOVE_TABLE[move].effects).toEqual([]);
    }
  });
});
