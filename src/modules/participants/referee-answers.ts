import { z } from 'zod';
import { participantCopy } from '../../core/participant-copy.ts';

/**
 * The competencies a referee rates from 1 (poor) to 5 (outstanding). The
 * referee agent asks about each; the valuation scores them.
 */
export const COMPETENCY_NAMES = [
  'communication',
  'technical_skill',
  'teamwork',
  'reliability',
  'problem_solving',
  'leadership',
] as const;

export type Competency = (typeof COMPETENCY_NAMES)[number];
/** Their labels, as participants read them (the participant copy catalogue). */
export const COMPETENCIES: Readonly<Record<Competency, string>> = participantCopy().competencies;

export const ratingSchema = z.number().int().min(1).max(5);

/**
 * What a referee said, structured: extracted from the chat by the referee
 * agent, or sent directly to `POST /v1/public/referee/:token/complete` as
 * `{ answers }`. Stored on reference_responses.answers.
 */
export const refereeAnswersSchema = z.object({
  /** How they know the candidate, in their words (e.g. "I managed her at Acme"). */
  relationship: z.string().max(2000).optional(),
  /** How long they worked together, in months (a number question: "2.5" is one, issue 41). */
  monthsKnown: z.number().min(0).max(1200).optional(),
  strengths: z.string().max(10_000).optional(),
  improvements: z.string().max(10_000).optional(),
  /** 1–5 per competency; a referee may skip some. */
  ratings: z.partialRecord(z.enum(COMPETENCY_NAMES), ratingSchema).default({}),
  wouldRehire: z.boolean().optional(),
  /** Anything else they wanted to add. */
  comments: z.string().max(10_000).optional(),
});

export type RefereeAnswers = z.infer<typeof refereeAnswersSchema>;
