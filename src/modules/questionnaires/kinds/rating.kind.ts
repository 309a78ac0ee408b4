import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { base, baseInput, DESCRIBE, label, withPurpose } from './fields.ts';
import type { KindQuestion, Lexicon, QuestionKindModule, Reading } from './kind.types.ts';
import { answerPart, isMostlyElse, namesAnother, withoutClockTimes } from './reading.ts';

/** What the interviewer says, in a locale. */
const sayIn = (locale: Locale) => participantCopy(locale).refereeAgent;

export interface RatingResult {
  kind: 'rating';
  label: string;
  mean: number | null;
  stdDev: number | null;
  min: number | null;
  max: number | null;
}

const nullableNum = z.number().nullable();

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

const input = z
  .strictObject({
    ...baseInput,
    kind: z.literal('rating').describe('An integer from 1 to 5'),
    label: label.optional().describe(DESCRIBE.label),
  })
  .meta({ id: 'NewRatingQuestion' });

/** An integer from 1 (poor) to 5 (outstanding); `label` names it in the report. */
export const ratingKind: QuestionKindModule<'rating', number, RatingResult, typeof input> = {
  kind: 'rating',
  describe: '`rating`: an integer from 1 (poor) to 5 (outstanding); `label` names it in the report',
  title: 'Rating 1–5',
  fields: ['label'],
  input,
  normalise: (q: KindQuestion) =>
    withPurpose(q, { ...base(q), ...(q.label === undefined ? {} : { label: q.label }) }),
  answer: () => z.int().min(1).max(5),
  stored: (_q, value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
      ? (value as number)
      : undefined,
  extract: () => z.number().describe('an integer from 1 to 5'),
  ask: (q: KindQuestion) => ({
    key: q.key,
    kind: 'rating',
    prompt: q.prompt,
    required: q.required,
  }),
  control: { input: 'scale', value: 'number' },
  read: readRatingAnswer,
  say: {
    hint: (_q, locale) => sayIn(locale).questionnaire.ratingHint,
    unread: (_q, locale) => sayIn(locale).needRating,
    noted: (_q, value, locale) => {
      const ask = sayIn(locale).questionnaire;
      return fill(ask.noted, { value: fill(ask.rating, { rating: value }, locale) }, locale);
    },
  },
  aggregate(q, answers) {
    const values = answers.map((a) => a.value);
    const some = values.length > 0;
    const m = some ? mean(values) : null;
    return {
      kind: 'rating',
      count: values.length,
      label: q.label ?? q.prompt,
      mean: m,
      stdDev: m === null ? null : Math.sqrt(mean(values.map((v) => (v - m) ** 2))),
      min: some ? Math.min(...values) : null,
      max: some ? Math.max(...values) : null,
    };
  },
  result: {
    kind: z.literal('rating').describe('The question kind'),
    label: z.string().describe('Its name in the report (the prompt when it has no label)'),
    mean: nullableNum.describe('Mean rating, 1–5, unrounded; null when nobody rated it'),
    stdDev: nullableNum.describe('Population standard deviation of the ratings (the spread)'),
    min: nullableNum.describe('Lowest rating'),
    max: nullableNum.describe('Highest rating'),
  },
  resultId: 'RatingQuestionResult',
  summary: (r, words, formatScore) =>
    `${formatScore(r.mean)} / 5 (${fill(words.answeredCount, { count: r.count })})`,
  display(r, words, formatScore) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    return [
      {
        rows: [
          { label: words.mean, value: formatScore(r.mean) },
          { label: words.spread, value: formatScore(r.stdDev) },
          { label: words.ratings, value: String(r.count) },
        ],
      },
    ];
  },
};

/** A 1–5 figure and the word written before it ("collaboration 4", "craft: 5"). */
const LABELLED_FIGURE =
  /(\p{L}[\p{L}'-]*)\s*[:=-]?\s*(?:[1-5]|one|two|three|four|five)(?![\p{L}\p{N}]|[.,]\d)/giu;

/** What the message says after the question's own label ("craft 5, collaboration 4": " 5"). */
function afterOwnLabel(question: KindQuestion, text: string): string | null {
  const label = question.label?.trim();
  if (!label) return null;
  const escaped = escapeRegExp(label);
  const m = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])([^,;.!?\\n]*)`, 'iu').exec(text);
  if (!m) return null;
  // "4 for craft and 5 for collaboration": the figure said for it, before its name.
  const before = FOR_LABEL.exec(text.slice(0, m.index));
  if (before) return before[1]!;
  // What follows, up to a figure said for something else ("… and 5 for collaboration").
  return m[1]!.replace(/\s+(?:and\s+)?(?:an?\s+)?\S+\s+for\s+\p{L}+.*$/iu, '');
}

/** A figure said for the name that follows: "4 for craft", "a 5 for the craft". */
const FOR_LABEL = /(?:^|\s)(?:an?\s+)?(\d(?:\s*\/\s*5)?)\s+for\s+(?:(?:the|her|his|their)\s+)?$/i;

/**
 * A rating, certain only when the words give one figure without doubt:
 * "4", "a solid four", "4 or 5... go with 4", "craft 5, collaboration 4"
 * (its own label named). Uncertain when hedged ("probably a 4", "3ish"),
 * from another scale ("8/10", stars), among other figures, or written
 * after another question's name ("collaboration 4"). None for a range left
 * open ("4 or 5"), a half ("4.5"), a figure denied ("not a 2") or a non-answer.
 */
function readRatingAnswer(
  question: KindQuestion,
  text: string,
  lexicon: Lexicon,
): Reading<number> | undefined {
  const said = withoutScaleSaidBack(answerPart(withoutClockTimes(text), lexicon));
  if (said === undefined || lexicon.refuses(text)) return undefined;
  // "Note 1": a German school grade, where 1 is the best; no 1–5 rating to read.
  if (/\bschool grade\b/i.test(lexicon.inEnglish(said))) return undefined;
  const own = afterOwnLabel(question, said);
  const ownRating = own === null ? null : lexicon.ratingSaid(lexicon.negated(own).kept);
  const part = ownRating ? own! : lexicon.negated(said).kept;
  const rating = ownRating ?? lexicon.ratingSaid(part);
  if (!rating) return undefined;
  const elsewhere =
    !ownRating &&
    [...part.matchAll(LABELLED_FIGURE)].some((m) =>
      namesAnother(question, m[1]!.toLowerCase(), lexicon),
    );
  const counted = !ownRating && countsSomething(part, lexicon);
  const certain =
    lexicon.understands(said, [question.label ?? '']) &&
    !lexicon.isHedged(said) &&
    (rating.settled || ownRating !== null || (!counted && !isMostlyElse(said))) &&
    // "4+": between two ratings.
    !/\d\s*\+(?!\s*\d)/.test(part) &&
    // "+1": chat's "me too" (the same as before), no rating of 1.
    !/(?<!\p{N}\s*)\+\s*\d/u.test(part) &&
    !rating.converted &&
    (rating.settled || (rating.figures <= 1 && !elsewhere));
  return { value: rating.value, certain };
}

/** The scale said back ("de 1 a 5", "del 1 al 5", "von 1 bis 5", "1 to 5"), in the five languages. */
const SCALE_SAID_BACK =
  /(?<![\p{L}\p{N}])(?:(?:de|del|desde|von|from|entre)\s+)?1\s*(?:a|al|à|to|bis|até|ate|-|–)\s*5(?![\p{N}]|[.,]\p{N})/giu;

/**
 * "Ah, é de 1 a 5 né? 5 então": the scale said back is no figure of the answer ("entre 1 a 5"
 * alone gives none).
 */
function withoutScaleSaidBack(said: string | undefined): string | undefined {
  return said?.replace(SCALE_SAID_BACK, ' ');
}

/** A 1–5 figure and the word after it ("3 projects", "4 because"). */
const FIGURE_THEN_WORD = /(?<![\p{L}\p{N}.,])([1-5])\s+(\p{L}[\p{L}'-]*)/gu;

/** A figure that counts something ("she led 3 projects"): no rating. */
function countsSomething(text: string, lexicon: Lexicon): boolean {
  return [...text.matchAll(FIGURE_THEN_WORD)].some((m) => !lexicon.isFunctionWord(m[2]!));
}
