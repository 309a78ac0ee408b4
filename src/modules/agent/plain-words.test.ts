import { describe, expect, it } from 'vitest';
import { REQUEST_STATES } from '../requests/workflow.ts';
import { inPlainWords, stateWords } from './plain-words.ts';

describe('the console’s words for states and actions', () => {
  it('says every state in words', () => {
    for (const state of REQUEST_STATES) expect(stateWords(state)).not.toMatch(/_/);
  });

  it('rewrites state and action names, and leaves ordinary words alone', () => {
    expect(inPlainWords('- Ada: status review_requested; report draft.')).toBe(
      '- Ada: ready for your review; report draft.',
    );
    expect(inPlainWords('Ben: status created.')).toBe('Ben: not started.');
    expect(inPlainWords('1 reference request is created, not started.')).toBe(
      '1 reference request is created, not started.',
    );
    expect(inPlainWords('3 are collecting references; 1 of 2 referees completed')).toBe(
      '3 are collecting references; 1 of 2 referees completed',
    );
    expect(inPlainWords('2 in consent_granted: request_candidate_consent, cancel')).toBe(
      '2 consent given, referees not invited yet: ask the candidate for consent, cancel',
    );
  });
});
