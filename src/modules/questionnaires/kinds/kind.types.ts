import type { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import type { participantCopy } from '../../../core/participant-copy.ts';
import type { Purpose } from './purposes.ts';

/**
 * What a question kind means everywhere (ARCHITECTURE "One module per
 * question kind"): one object per kind, found through the registry
 * (kinds/index.ts). Nothing outside the kinds folder switches on a kind.
 */

/** The question kinds (CONTRACT "Questionnaires"), in the order the docs list them. */
export const QUESTION_KINDS = ['rating', 'text', 'yes_no', 'choice', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The optional fields a question may have; each kind names the ones it has. */
export type QuestionField = 'label' | 'options' | 'multiple' | 'min' | 'max';

/**
 * A question as stored and answered (the flat view every kind shares): the
 * fields of its kind only (QuestionKindModule.normalise), `purpose` where
 * it has one.
 */
export interface KindQuestion {
  key: string;
  kind: QuestionKind;
  prompt: string;
  required: boolean;
  label?: string | undefined;
  options?: string[] | undefined;
  multiple?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
  purpose?: Purpose | undefined;
}

/**
 * The participant's control for a question (CONTRACT "Typed answers":
 * `ask: { key, kind, prompt, required, options?, multiple? }`): data only,
 * the page renders it.
 */
export interface AskControl {
  key: string;
  kind: QuestionKind;
  prompt: string;
  required: boolean;
  options?: string[];
  multiple?: boolean;
}

/**
 * The input a page draws for a kind (the review step's form): each kind
 * names one, so a page switches on the control, never on the kind.
 * `value` says how the input's text becomes the answer.
 */
export interface ReviewControl {
  input: 'scale' | 'textarea' | 'decimal' | 'yes-no' | 'options';
  value: 'number' | 'boolean' | 'string' | 'list';
}

/** A reading of free text: the value with how sure the reader is (ARCHITECTURE "Readers say how sure they are"). */
export interface Reading<V> {
  value: V;
  /** Only a certain value is stored; an uncertain one is confirmed by the participant. */
  certain: boolean;
}

/** What a number measures, when its words say: a length of time, or people. */
export type QuantityUnit = 'day' | 'week' | 'month' | 'year' | 'person';

/** One amount a message says, with what its words say around it. */
export interface Quantity {
  value: number;
  /** The unit said with it ("2 years"), null for a bare figure. */
  unit: QuantityUnit | null;
  start: number;
  end: number;
  /** "about 2 years", "24 months or so". */
  approximate: boolean;
  /** A limit, not the amount: "over 10", "almost 2 years", "10+", "not even a year". */
  bound: boolean;
  /** No figure: "a few", "a couple of", "nobody". */
  vague: boolean;
  /** A time since, not a length: "5 years ago". */
  ago: boolean;
  /** A year of the calendar ("in 2012"), not an amount. */
  calendar: boolean;
  /** Left open between two: "4 or 5", "2-3 years" (value: the lower). */
  range: boolean;
  /** Picked in so many words: "go with 4", "let's say 18". */
  settled: boolean;
  /** Worked out from dates ("from 2012 to 2015"): a length only roughly. */
  fromDates?: boolean;
  /** A figure that reads two ways ("2,5" in English, "1,000" in German: core/figures.ts; "1/2" alone). */
  ambiguous?: boolean;
  /** A fraction with no exact decimal ("⅓", "2/3"): offered rounded, unless it comes out whole. */
  inexact?: boolean;
  /** Lengths in several units added up ("3 years and 4 months"): converted, like a unit stated. */
  compound?: boolean;
  /** The word written just before it ("collaboration 4"), lower case. */
  labelledBy: string | null;
}

/**
 * The language's primitive readers a kind's reader combines (English:
 * participants/interviewer/lexicon.ts; the others from their words,
 * kinds/lexicons/). Passed in, so the kinds depend on no interviewer, and
 * a language brings its own (numbers in words, yes and no, skips,
 * corrections, negation, units).
 */
export interface Lexicon {
  /** A 1–5 rating said in words or figures, null when none is. */
  rating(text: string): number | null;
  /** The rating with how it was said, null when none is. */
  ratingSaid(text: string): RatingSaid | null;
  /** Yes or no, null when neither is said. */
  yesNo(text: string): boolean | null;
  /** Every yes and no said, in order ("yes and no": [true, false]). */
  yesNos(text: string): boolean[];
  /** A question back ("is 5 the best?", "what does 3 mean"), not an answer. */
  asksBack(text: string): boolean;
  /** Letters or digits (an emoji alone says nothing). */
  hasWords(text: string): boolean;
  /** Every sentence is a question. */
  isOnlyQuestions(text: string): boolean;
  /** The part of the message that counts: what follows its last correction ("no - wait, I meant yes" → "yes"). */
  settled(text: string): string;
  /** The message without what is not an answer: a pasted signature, "Sent from my iPhone", links. */
  withoutNoise(text: string): string;
  /** A skip, "I don't know", a refusal to answer or to give the reference: no answer. */
  isNonAnswer(text: string): boolean;
  /**
   * A refusal or a decline anywhere in the message ("on a bossé 2 ans, mais je préfère ne pas
   * donner mon avis"): a figure in it is never an answer, not even one to confirm.
   */
  refuses(text: string): boolean;
  /** Nothing said as an answer: "no", "nothing really", "no thanks", "good luck to her!", "gotta go", an instruction to the interviewer. */
  saysNothing(text: string): boolean;
  /** Words of doubt: "probably", "I think", "maybe", "-ish", a trailing "?". */
  isHedged(text: string): boolean;
  /** An answer held to a condition: "yes but only…", "depends", "unless…". */
  isQualified(text: string): boolean;
  /** Two negations in one clause ("I wouldn't not hire her"). */
  isDoubleNegative(text: string): boolean;
  /** The amounts said (numbers in figures or words, with their units). */
  quantities(text: string): Quantity[];
  /** A length in another time unit, null when the units measure different things. */
  convert(value: number, from: QuantityUnit, to: QuantityUnit): number | null;
  /** The unit a question asks in ("in months", "how many people"), null when none is named. */
  unitAsked(prompt: string): QuantityUnit | null;
  /** The question asks for a rough figure ("Roughly how long…"). */
  asksRoughly(prompt: string): boolean;
  /** The text without what it says is not meant ("not a peer", "except office"), and those parts. */
  negated(text: string): { kept: string; negated: string[] };
  /** Words that name nothing ("a", "the", "their", "or", "was", "say"). */
  isFunctionWord(word: string): boolean;
  /** "the first one", "second", "the last": a place in a list (0-based; -1 the last), null when none. */
  place(text: string): number | null;
  /** "2 and 4", "1, 3": places in a list said as figures only (0-based), empty when the message is more. */
  places(text: string): number[];
  /** "all of them", "both", "every one". */
  saysAll(text: string): boolean;
  /** "neither", "none of them", "none of these". */
  saysNoneOf(text: string): boolean;
  /**
   * Every word of the text is one the language's readers know (or one of
   * `own`, the question's options): a reading of it may be certain. English
   * knows all; another language's message with a word its lexicon does not
   * know ("hace dos años": two years ago) is read, then confirmed.
   */
  understands(text: string, own?: readonly string[]): boolean;
  /** The text in its words' English sense, for checks written in English ("no sé" → "I don't know"). */
  inEnglish(text: string): string;
  /**
   * The text with the language's dialect or borrowed words as its standard ones ("ele era
   * cariste" → "ele era operador de empilhador"), the rest as written; absent where none are.
   */
  inStandard?(text: string): string;
}

/** A rating as said: its value, picked in so many words ("go with 4"), or converted from another scale. */
export interface RatingSaid {
  value: number;
  /** "let's say 4", "go with 4": the one meant, over any other figure. */
  settled: boolean;
  /** From another scale ("8/10", "⭐⭐⭐⭐"): a conversion, not the referee's figure. */
  converted: boolean;
  /** How many different 1–5 figures the text holds. */
  figures: number;
}

/** One answer to a question with its referee, as the report aggregates it. */
export interface RefereeAnswer<V> {
  refereeName: string;
  value: V;
}

/** What aggregation needs besides the answers. */
export interface AggregateContext {
  /** Closing small talk ("nothing else, thanks"): not quoted. */
  isSmallTalk(text: string): boolean;
}

/**
 * A question's results as a person reads them, the same on the report page,
 * in the PDF, the console, the CLI and the MCP resource: quotes with their
 * referee, lines of text, or rows of a label and a value.
 */
export type DisplayBlock =
  | { quotes: { text: string; refereeName: string }[] }
  | { line: string; muted?: boolean }
  | { rows: { label: string; value: string }[] };

type Copy = ReturnType<typeof participantCopy>;
/** The report's words (core/copy): the display functions take them as an argument. */
export type ReportWords = Copy['report'];
export type FormatScore = (value: number | null | undefined) => string;

/** The fields every question result of the report has. */
export interface ResultBase {
  key: string;
  prompt: string;
  required: boolean;
  purpose?: Purpose | undefined;
  summarisedIn: 'highlights' | 'concerns' | 'referees' | null;
  count: number;
}

/**
 * One question kind. `V` is its answer value, `R` its report result (without
 * the base fields every result has).
 */
export interface QuestionKindModule<
  K extends QuestionKind,
  V,
  R extends { kind: K },
  I extends z.ZodObject = z.ZodObject,
> {
  kind: K;
  /** One line for the docs and the OpenAPI description of `kind`. */
  describe: string;
  /** Its name in the console's kind select ("Rating 1–5"). */
  title: string;
  /** The optional fields of its questions (any other field is refused on create). */
  fields: readonly QuestionField[];
  /** The question of a create or PATCH body (strict: a field of another kind is refused). */
  input: I;
  /** The question as stored and answered: its fields only, defaults filled in, in one order. */
  normalise(question: KindQuestion): KindQuestion;
  /** One answer of its kind, as `complete` and typed answers take it. */
  answer(question: KindQuestion): z.ZodType<V>;
  /**
   * A stored answer as its kind's value for the report, or undefined when
   * it is none (tolerant of older forms: a report never fails on one).
   */
  stored(question: KindQuestion, value: unknown): V | undefined;
  /** What a provider interviewer extracts (loosely; `answer` holds it after). */
  extract(question: KindQuestion): z.ZodType;
  /** The participant's control (the `ask` of the state). */
  ask(question: KindQuestion): AskControl;
  /** The review step's input. */
  control: ReviewControl;
  /** The message read as an answer of its kind, with its certainty; undefined when it is none. */
  read(question: KindQuestion, text: string, lexicon: Lexicon): Reading<V> | undefined;
  /** The interviewer's words for it, in the request's language. */
  say: {
    hint(question: KindQuestion, locale: Locale): string;
    unread(question: KindQuestion, locale: Locale): string;
    /** The acknowledgement of a stored answer; `lexicon` reads the prompt (a number's unit). */
    noted(question: KindQuestion, value: V, locale: Locale, lexicon: Lexicon): string;
  };
  /** Its results for the report from the answers of its kind, with how many it counts. */
  aggregate(
    question: KindQuestion,
    answers: RefereeAnswer<V>[],
    context: AggregateContext,
  ): R & { count: number };
  /** The zod shape of its report result (without the base fields). */
  result: z.ZodRawShape;
  /** The OpenAPI id of its report result. */
  resultId: string;
  /**
   * Its results as a person reads them. Self-contained (it uses only its
   * arguments): the report page is served its source (web.routes.ts).
   */
  display(result: R & ResultBase, words: ReportWords, formatScore: FormatScore): DisplayBlock[];
  /** Its results in one short line (Greenhouse's `metadata` on the candidate's profile); never called without answers. */
  summary(result: R & ResultBase, words: ReportWords, formatScore: FormatScore): string;
}
