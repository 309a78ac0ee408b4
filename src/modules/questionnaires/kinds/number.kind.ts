import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { base, baseInput, bound, DESCRIBE, MAX_NUMBER, withPurpose } from './fields.ts';
import type {
  KindQuestion,
  Lexicon,
  Quantity,
  QuantityUnit,
  QuestionKindModule,
  Reading,
} from './kind.types.ts';
import { answerPart, isMostlyElse, namesAnother } from './reading.ts';

/** The questionnaire hints of the interviewer, in a locale. */
const askIn = (locale: Locale) => participantCopy(locale).refereeAgent.questionnaire;

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
  read: readNumberAnswer,
  say: {
    hint: (_q, locale) => askIn(locale).numberHint,
    unread: (_q, locale) => askIn(locale).needNumber,
    noted: (q, value, locale, lexicon) =>
      fill(askIn(locale).noted, { value: amountInWords(q, value, locale, lexicon) }, locale),
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

/**
 * A number answer as the participant reads it back: in the unit its prompt
 * asks in, which is the unit the reader stored it in ("24 months" for "2
 * years" or a bare "24" to a question in months), or as a number alone when
 * the prompt names none. A bare "24" acknowledged "Noted: 24." leaves the
 * referee to guess what was kept; the unit says it. Digits and plurals are
 * the language's (the catalogue's ICU `units`).
 */
export function amountInWords(
  question: KindQuestion,
  value: number,
  locale: Locale,
  lexicon: Lexicon,
): string {
  const unit = lexicon.unitAsked(question.prompt);
  if (unit === null) return new Intl.NumberFormat(locale).format(value);
  return fill(askIn(locale).units[unit], { count: value }, locale);
}

/**
 * A number, certain only when the words give one amount without doubt, in
 * the question's unit or one stated and converted exactly ("2 years" for a
 * question in months: 24). Uncertain when hedged, left open ("4 or 5",
 * "2-3 years"), a limit ("over 10", "not even one"), vague ("a few"),
 * approximate where the question does not ask for a rough figure, a bare
 * figure that could be in another unit, converted with a remainder, worked
 * out from dates, a time since ("5 years ago"), written after another
 * question's name, or lost in a long message. None for an amount of
 * another kind (people for a length), calendar years, several amounts with
 * none picked ("craft 5, collaboration 4"), or a non-answer.
 */
function readNumberAnswer(
  question: KindQuestion,
  text: string,
  lexicon: Lexicon,
): Reading<number> | undefined {
  const said = answerPart(text, lexicon);
  if (said === undefined) return undefined;
  const asked = lexicon.unitAsked(question.prompt);
  const amounts = lexicon
    .quantities(said)
    .filter((q) => !q.calendar && fits(q.unit, asked, lexicon))
    // "Communication 5" beside "two years": a bare figure under another question's name is that question's.
    .filter((q) => q.unit !== null || !namesAnother(question, q.labelledBy, lexicon));
  const picked =
    amounts.filter((q) => q.settled).at(-1) ?? (amounts.length === 1 ? amounts[0] : undefined);
  if (!picked) return undefined;
  const exact =
    picked.unit && asked ? lexicon.convert(picked.value, picked.unit, asked)! : picked.value;
  const value = Math.round(exact);
  if (value < (question.min ?? 0) || value > (question.max ?? MAX_NUMBER)) return undefined;
  const certain =
    value === exact &&
    lexicon.understands(said) &&
    !lexicon.isHedged(said) &&
    !doubtful(picked, lexicon.asksRoughly(question.prompt)) &&
    !(picked.unit === null && couldBeAnotherUnit(value, asked)) &&
    !(picked.unit !== null && asked === null) &&
    !(picked.unit === null && isMostlyElse(said));
  return { value, certain };
}

/** An amount that can answer the question: a bare figure, or one in a unit convertible to the question's. */
function fits(unit: QuantityUnit | null, asked: QuantityUnit | null, lexicon: Lexicon): boolean {
  if (unit === null || asked === null) return true;
  return lexicon.convert(1, unit, asked) !== null;
}

/** What its words say around the amount that makes it no figure to store as said. */
function doubtful(amount: Quantity, roughAsked: boolean): boolean {
  if (amount.settled && !amount.bound && !amount.vague) return false;
  return (
    amount.range ||
    amount.bound ||
    amount.vague ||
    amount.ago ||
    amount.fromDates === true ||
    (amount.approximate && !roughAsked)
  );
}

/**
 * A bare figure that may be in the next unit: under 12 for a question in
 * months (years are counted in such figures too), 12 or more for one in
 * years (months are), any for weeks or days.
 */
function couldBeAnotherUnit(value: number, asked: QuantityUnit | null): boolean {
  if (asked === 'month') return value < 12;
  if (asked === 'year') return value >= 12;
  return asked === 'week' || asked === 'day';
}
