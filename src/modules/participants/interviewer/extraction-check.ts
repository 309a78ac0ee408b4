import { isDeepStrictEqual } from 'node:util';
import {
  type KindQuestion,
  kindOf,
  type Lexicon,
  type Reading,
} from '../../questionnaires/kinds/index.ts';
import { ENGLISH } from './lexicon.ts';

/**
 * A provider model's extraction held to the rules the built-in readers keep
 * (CONTRACT "Never a guess"; issue 40): a model's value is certain only
 * when it is a valid answer of the question's kind AND the built-in reader
 * of that kind reads the same value from the message with certainty (units,
 * negation, corrections, hedges, consent). Anything else is at most a
 * reading to confirm; a value made out of a skip, "I don't know" or a
 * decline, or one the kind refuses, is none.
 *
 * `asked` says whether the question is the one asked: another question's
 * value is certain only when the message names it (its label, or an amount
 * in its unit), never filed under it from a message about something else.
 */
export function validateExtraction(
  question: KindQuestion,
  extracted: unknown,
  message: string,
  asked = true,
  lexicon: Lexicon = ENGLISH,
): Reading<unknown> | undefined {
  if (extracted === null || extracted === undefined) return undefined;
  const kind = kindOf(question);
  const parsed = kind.answer(question).safeParse(extracted);
  if (!parsed.success) return undefined;
  const value = parsed.data;
  const words = lexicon.withoutNoise(message);
  if (lexicon.isNonAnswer(words)) return undefined;
  const reading = kind.read(question, message, lexicon);
  const named = asked || namesQuestion(question, words, lexicon);
  if (question.kind === 'text') {
    // A text answer is the referee's words: the model's text must be found in the message.
    if (reading && saidIn(String(value), words)) return { value, certain: named };
    // Said before, if at all: offered for another question, none for the one asked (its answer
    // is this message, never a paraphrase of it).
    return asked ? undefined : { value, certain: false };
  }
  if (!reading) return { value, certain: false };
  if (!sameAnswer(reading.value, value)) {
    // The built-in rules read otherwise: what they read is offered, nothing is taken.
    return { value: reading.certain ? reading.value : value, certain: false };
  }
  return { value, certain: reading.certain && named };
}

/** The same answer: a list of options in any order. */
function sameAnswer(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown) => (Array.isArray(v) ? [...v].sort() : v);
  return isDeepStrictEqual(sorted(a), sorted(b));
}

/** Lower case, letters and digits only, single spaces. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function saidIn(value: string, message: string): boolean {
  const said = plain(value);
  return said !== '' && ` ${plain(message)} `.includes(` ${said} `);
}

/**
 * The message names the question: its label ("craft 5"), or, for a number,
 * an amount in a unit of its own ("two years" for a question in months).
 */
function namesQuestion(question: KindQuestion, message: string, lexicon: Lexicon): boolean {
  const label = question.label ? plain(question.label) : '';
  if (label && ` ${plain(message)} `.includes(` ${label} `)) return true;
  if (question.kind !== 'number') return false;
  const unit = lexicon.unitAsked(question.prompt);
  return lexicon
    .quantities(message)
    .some((q) => q.unit !== null && unit !== null && lexicon.convert(1, q.unit, unit) !== null);
}
