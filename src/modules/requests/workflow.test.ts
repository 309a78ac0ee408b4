import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  initialState,
  LIFECYCLE_ACTIONS,
  type Move,
  nextState,
  REQUEST_STATES,
  type RequestState,
  WORKFLOW_EVENTS,
} from './workflow.ts';

/** CONTRACT's table, written out independently of the implementation. */
const EXPECTED: Record<RequestState, Partial<Record<Move, RequestState>>> = {
  intake_pending: { intake_completed: 'consent_granted', intake_abandoned: 'intake_abandoned' },
  intake_abandoned: {
    request_candidate_consent: 'consent_requested',
    grant_candidate_consent: 'consent_granted',
  },
  created: {
    request_candidate_consent: 'consent_requested',
    grant_candidate_consent: 'consent_granted',
  },
  consent_requested: { grant_candidate_consent: 'consent_granted' },
  consent_granted: { queue_outreach: 'outreach_queued' },
  outreach_queued: { referee_opened: 'collecting', request_recruiter_review: 'review_requested' },
  collecting: { request_recruiter_review: 'review_requested' },
  review_requested: {},
};

const MOVES: Move[] = [...LIFECYCLE_ACTIONS, ...WORKFLOW_EVENTS];

describe('lifecycle table', () => {
  for (const state of REQUEST_STATES) {
    for (const move of MOVES) {
      const expected = EXPECTED[state][move] ?? null;
      it(`${state} × ${move} → ${expected ?? 'refused'}`, () => {
        expect(nextState(state, move)).toBe(expected);
      });
    }
    it(`allowedActions(${state}) lists exactly the lifecycle actions that move it`, () => {
      const expected = LIFECYCLE_ACTIONS.filter((action) => EXPECTED[state][action] !== undefined);
      expect(allowedActions(state)).toEqual(expected);
    });
  }

  it('covers 8 states and 7 moves', () => {
    expect(REQUEST_STATES).toHaveLength(8);
    expect(MOVES).toHaveLength(7);
  });

  it('review_requested is terminal', () => {
    expect(allowedActions('review_requested')).toEqual([]);
  });

  it('starts candidate_intake in intake_pending and manual_references in created', () => {
    expect(initialState('candidate_intake')).toBe('intake_pending');
    expect(initialState('manual_references')).toBe('created');
  });
});
