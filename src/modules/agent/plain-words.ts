import type { RequestAction, RequestState } from '../requests/workflow.ts';

/**
 * A request's state and actions as a recruiter says them: the assistant
 * never shows `consent_granted` or `queue_outreach` (its replies are read by
 * people; the API's objects keep the names).
 */
const STATE_WORDS: Record<RequestState, string> = {
  created: 'not started',
  intake_pending: 'waiting for the candidate to name referees',
  intake_abandoned: 'intake abandoned by the candidate',
  consent_requested: 'waiting for the candidate’s consent',
  consent_granted: 'consent given, referees not invited yet',
  outreach_queued: 'inviting referees',
  collecting: 'collecting references',
  review_requested: 'ready for your review',
  completed: 'completed',
  cancelled: 'cancelled',
};

const ACTION_WORDS: Record<RequestAction, string> = {
  request_candidate_consent: 'ask the candidate for consent',
  grant_candidate_consent: 'record the candidate’s consent',
  queue_outreach: 'invite the referees',
  request_recruiter_review: 'move it to review',
  cancel: 'cancel it',
};

export function stateWords(state: string): string {
  return STATE_WORDS[state as RequestState] ?? state.replaceAll('_', ' ');
}

export function actionWords(action: string): string {
  return ACTION_WORDS[action as RequestAction] ?? action.replaceAll('_', ' ');
}

/** "ask the candidate for consent, record the candidate’s consent or cancel it". */
export function actionsInWords(actions: readonly string[]): string {
  const words = actions.map(actionWords);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

// A state name with an underscore anywhere; a one-word state ("created",
// "collecting") only after "status", since it is also an ordinary word.
const STATES = Object.keys(STATE_WORDS);
const STATE_NAME = new RegExp(
  `\\b(?:status |in )?(${STATES.filter((state) => state.includes('_')).join('|')})\\b|\\bstatus (${STATES.filter((state) => !state.includes('_')).join('|')})\\b`,
  'g',
);
const ACTION_NAME = new RegExp(
  `\\b(${Object.keys(ACTION_WORDS)
    .filter((a) => a.includes('_'))
    .join('|')})\\b`,
  'g',
);

/**
 * A reply of the general rules as the console shows it: state and action
 * names in words ("status consent_granted" → "consent given, referees not
 * invited yet"). Ids stay: the console turns them into links.
 */
export function inPlainWords(reply: string): string {
  return reply
    .replace(STATE_NAME, (_, named?: string, word?: string) => stateWords(named ?? word ?? ''))
    .replace(ACTION_NAME, (_, action: string) => actionWords(action));
}
