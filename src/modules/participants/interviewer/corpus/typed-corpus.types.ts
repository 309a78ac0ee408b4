/**
 * The shape of the typed-answer corpora (issue 40): typed-referee-conversations.ts
 * and typed-intake-conversations.ts. Both were written BLIND, before anyone
 * read the interviewer's reading rules, from how people type on phones.
 *
 * A conversation is what the participant does, in order, after the
 * interviewer's opening. The interviewer assumed is a GOOD one that follows
 * CONTRACT "Participant links and messages" ("Typed answers", "Never a
 * guess"): it asks the questions in the questionnaire's order, never asks
 * again what was already answered, confirms (`confirm`) any reading it is not
 * certain of, asks again after a non-answer, never files an answer under a
 * question other than the one asked unless the message names that question.
 *
 * How a harness plays the participant:
 * - a string is typed and sent (`{ message }`);
 * - `{ tap: value }` is a tap on the control of the question now asked
 *   (`{ answer: { key, value } }`, `null` skips an optional one); an engine
 *   without controls gets the value typed in words instead;
 * - `{ tapConfirm: true | false }` answers a confirmation the interviewer is
 *   expected to ask here (a decline, a consent read from words); it is
 *   dropped when no confirmation is pending;
 * - `{ retry: text, key }` is sent only if the question `key` is still
 *   unanswered at this point (the interviewer asked again); it is dropped when
 *   the interviewer already settled it (stored it, or had it confirmed);
 * - whenever the interviewer asks to confirm a reading that no scripted
 *   `tapConfirm` answers, the participant taps yes if the reading equals what
 *   they meant (the expected record), else no, and then retypes what they
 *   meant plainly (the next `retry` for that key, else the expected value in
 *   words, or "skip" where they meant no answer).
 *
 * The expected record holds exactly what should be stored: an answer the
 * participant did not give with certainty is ABSENT.
 */

export type Say =
  | string
  | { tap: string | number | boolean | string[] | null }
  | { tapConfirm: boolean }
  | { retry: string; key: string };

/** A free-text answer: the exact text (trimmed), or fragments it must (not) contain, case-insensitively. */
export type TextExpectation = string | { has: string[]; not?: string[] };

/** Every failure class a conversation exercises (tags). */
export const TYPED_TAGS = [
  /** A sentence quoted in issue 40, verbatim or nearly. */
  'issue-quote',
  'typos',
  /** "4 or 5... go with 4", "3-4". */
  'range',
  /** "probably", "I'd say", "-ish", "maybe". */
  'hedge',
  /** Numbers in words ("two", "eighteen", "zwei"). */
  'words',
  /** A question back to the interviewer. */
  'question-back',
  'emoji',
  /** A pasted e-mail signature (with a phone number or a title in it). */
  'signature',
  'long',
  'short',
  /** "I don't know", "no idea", "can't say". */
  'dont-know',
  /** "skip that one, busy", "pass", "n/a". */
  'skip',
  /** A referee declines the reference, or refuses one question. */
  'decline',
  /** A correction in the same message ("no - wait, I meant yes"). */
  'correction',
  /** An answer to a different question than the one asked ("craft 5, collaboration 4" asked for years). */
  'wrong-question',
  /** "not even one", "no, don't". */
  'negation',
  /** A unit other than the question's ("around two years" asked in months). */
  'unit',
  /** A number inside a word or code ("Q4", "B2B", "24/7", "3rd"). */
  'number-in-word',
  /** Text that answers nothing. */
  'off-topic',
  /** A required question the participant cannot or will not answer. */
  'required-miss',
  /** Taps on controls. */
  'tap',
  /** Several answers in one message. */
  'multi-answer',
  /** A choice with several options (`multiple`). */
  'multiple',
  /** An optional question. */
  'optional',
  'spanish',
  'german',
  'french',
  'portuguese',
  // Intake only
  /** A consent refusal, or a consent with a condition. */
  'consent',
  /** A refusal that contains an e-mail address. */
  'consent-with-email',
  /** A numbered or bulleted list of referees. */
  'list',
  /** Several referees in one message. */
  'multi-referee',
  /** Filler words before a name ("Sure! So the best people would be… Erik"). */
  'filler',
  /** A phone number in another country's format. */
  'foreign-phone',
  /** The candidate says they are done, or stops early. */
  'done-phrase',
] as const;
export type TypedTag = (typeof TYPED_TAGS)[number];

/** Held out: every fifth conversation by position (index 4, 9, 14, …), fixed before any tuning. */
export const isHeldOut = (index: number): boolean => index % 5 === 4;
