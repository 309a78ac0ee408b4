import { z } from 'zod';
import { oneLineText } from '../../../core/schemas.ts';
import type { KindQuestion } from './kind.types.ts';
import { KEY_PATTERN, PURPOSES } from './purposes.ts';

/**
 * The fields of a question of a create or PATCH body that every kind shares,
 * and the ones some kinds add: each kind's `input` is these, strict.
 */
export const MAX_TEXT = 5000;

export const DESCRIBE = {
  key: 'The answer key: `^[A-Za-z][A-Za-z0-9_]{0,39}$`, unique in the questionnaire, stable across versions',
  prompt: 'What the referee is asked, 1–500 characters',
  required: 'Whether the referee must answer it',
  purpose:
    'What the report reads it as: `rehire` (a yes_no: the would-rehire headline), `strengths` and `concerns` (a text: the highlights and concerns), `relationship` (a text or choice: shown beside each quote), `tenure` (any kind: how long the referee knew the candidate); each at most once',
  label: 'The name of the rating in the report, up to 100 characters',
  options: '2–10 distinct options',
  multiple: 'Several options may be picked',
  min: 'The smallest answer: any finite number, decimals and negatives too; left out, that side is open (and the question carries no `min`)',
  max: 'The largest answer: any finite number, not below `min`; left out, that side is open (and the question carries no `max`)',
} as const;

export const baseInput = {
  key: z
    .string()
    .regex(
      KEY_PATTERN,
      'must start with a letter and hold only letters, digits and `_`, 40 characters at most',
    )
    .describe(DESCRIBE.key),
  prompt: oneLineText().min(1).max(500).describe(DESCRIBE.prompt),
  required: z.boolean().default(false).describe(`${DESCRIBE.required}; false by default`),
  purpose: z.enum(PURPOSES).optional().describe(DESCRIBE.purpose),
};

export const label = oneLineText().min(1).max(100);
export const option = oneLineText().min(1).max(200);
/**
 * A number question's `min` or `max`: any finite JSON number, decimals and
 * negatives too (zod's number refuses NaN and ±Infinity, which JSON cannot
 * carry). Questions are stored as jsonb, whose numbers are PostgreSQL
 * `numeric`: every finite double is kept and read back exactly.
 */
export const bound = z.number();

/** The fields every kind's question has, in their order. */
export function base(q: KindQuestion): KindQuestion {
  return { key: q.key, kind: q.kind, prompt: q.prompt, required: q.required ?? false };
}

/** The question with its purpose last, when it has one (a question without one has no such field). */
export function withPurpose(q: KindQuestion, normalised: KindQuestion): KindQuestion {
  return q.purpose === undefined ? normalised : { ...normalised, purpose: q.purpose };
}
