import type { QuestionKind } from './kind.types.ts';

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * What a question means to the report (CONTRACT "Questionnaires",
 * "Purposes"): every part of a report that means one of these reads the
 * question with that purpose, never a key.
 */
export const PURPOSES = ['rehire', 'strengths', 'concerns', 'relationship', 'tenure'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The kinds a purpose may sit on (`tenure`: any). */
export const PURPOSE_KINDS: Record<Purpose, readonly QuestionKind[] | 'any'> = {
  rehire: ['yes_no'],
  strengths: ['text'],
  concerns: ['text'],
  relationship: ['text', 'choice'],
  tenure: 'any',
};

/** Whether a purpose may sit on a question of this kind. */
export function purposeFits(purpose: Purpose, kind: QuestionKind): boolean {
  const kinds = PURPOSE_KINDS[purpose];
  return kinds === 'any' || kinds.includes(kind);
}

/** What each purpose does to the report, in one line (the console's questionnaire editor says it). */
export const PURPOSE_EXPLAINED: Record<Purpose, string> = {
  rehire: "Rehire — the headline 'Would rehire' reads this question",
  strengths: "Strengths — its answers are quoted under the report's Highlights",
  concerns: "Concerns — its answers are quoted under the report's Areas to develop",
  relationship: "Relationship — shown beside each referee's name",
  tenure: "Tenure — how long they worked together (a number: months on each referee's line)",
};
