import { z } from 'zod';
import { NUMBER_WORDS } from '../../../core/number-words.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { base, baseInput, bound, DESCRIBE, MAX_NUMBER, withPurpose } from './fields.ts';
import type { KindQuestion, QuestionKindModule } from './kind.types.ts';

const ASK = participantCopy().refereeAgent.questionnaire;

export interface NumberResult {
  kind: 'number';
  values: { refereeName: string; value: number }[];
  mean: number | null;
  min: number | null;
  max: number | null;
}

const nullableNum = z.number().nullable();

const input = z
  .strictObject({
    ...baseInput,
    kind: z.literal('number').describe('A whole number from `min` to `max`'),
    min: bound.optional().describe(DESCRIBE.min),
    max: bound.optional().describe(DESCRIBE.max),
  })
  .superRefine((question, ctx) => {
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'is below `min`' });
    }
  })
  .meta({ id: 'NewNumberQuestion' });

/** A whole number between its `min` and `max`. */
export const numberKind: QuestionKindModule<'number', number, NumberResult, typeof input> = {
  kind: 'number',
  describe: '`number`: a whole number from `min` to `max`',
  title: 'Number',
  fields: ['min', 'max'],
  input,
  normalise: (q: KindQuestion) =>
    withPurpose(q, { ...base(q), min: q.min ?? 0, max: q.max ?? MAX_NUMBER }),
  answer: (q) =>
    z
      .int()
      .min(q.min ?? 0)
      .max(q.max ?? MAX_NUMBER),
  stored: (_q, value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  extract: () => z.number().describe('a whole number'),
  ask: (q) => ({ key: q.key, kind: 'number', prompt: q.prompt, required: q.required }),
  control: { input: 'whole-number', value: 'number' },
  read(_q, text) {
    const value = readNumber(text);
    return value === undefined ? undefined : { value, certain: true };
  },
  say: {
    hint: () => ASK.numberHint,
    unread: () => ASK.needNumber,
    noted: (_q, value) => fill(ASK.noted, { value }),
  },
  aggregate(_q, answers) {
    const numbers = answers.map((a) => a.value);
    const some = numbers.length > 0;
    return {
      kind: 'number',
      count: numbers.length,
      values: answers.map((a) => ({ refereeName: a.refereeName, value: a.value })),
      mean: some ? numbers.reduce((sum, v) => sum + v, 0) / numbers.length : null,
      min: some ? Math.min(...numbers) : null,
      max: some ? Math.max(...numbers) : null,
    };
  },
  result: {
    kind: z.literal('number').describe('The question kind'),
    values: z
      .array(
        z
          .object({
            refereeName: z.string().describe('The referee'),
            value: z.number().describe('The number given'),
          })
          .meta({ id: 'NumberAnswer' }),
      )
      .describe('Each answer with its referee'),
    mean: nullableNum.describe('Mean of the answers, unrounded'),
    min: nullableNum.describe('Smallest answer'),
    max: nullableNum.describe('Largest answer'),
  },
  resultId: 'NumberQuestionResult',
  summary: (r, words, formatScore) =>
    fill(words.numberMean, { mean: formatScore(r.mean), min: r.min ?? '–', max: r.max ?? '–' }),
  display(r, words, formatScore) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    return [
      { rows: r.values.map((v) => ({ label: v.refereeName, value: String(v.value) })) },
      {
        line: words.numberMean
          .replace('{mean}', formatScore(r.mean))
          .replace('{min}', r.min === null ? '' : String(r.min))
          .replace('{max}', r.max === null ? '' : String(r.max)),
        muted: true,
      },
    ];
  },
};

const NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}(?:,\\d{3})+|\\d+|${Object.keys(NUMBER_WORDS)
    .filter((word) => !['a', 'an'].includes(word))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\d])`,
  'iu',
);

/** "12", "about 1,500", "twelve", "a dozen": the first whole number said. */
function readNumber(text: string): number | undefined {
  if (/\b(?:a |one )?dozen\b/i.test(text) && !/\d/.test(text)) return 12;
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const raw = m[1]!.toLowerCase();
  return NUMBER_WORDS[raw] ?? Number(raw.replace(/,/g, ''));
}
