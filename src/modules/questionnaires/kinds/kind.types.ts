import type { z } from 'zod';
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
  input: 'scale' | 'textarea' | 'whole-number' | 'yes-no' | 'options';
  value: 'number' | 'boolean' | 'string' | 'list';
}

/** A reading of free text: the value with how sure the reader is (ARCHITECTURE "Readers say how sure they are"). */
export interface Reading<V> {
  value: V;
  /** Only a certain value is stored; an uncertain one is confirmed by the participant. */
  certain: boolean;
}

/**
 * The language's primitive readers a kind's reader combines (English today:
 * participants/interviewer/referee-reading.ts). Passed in, so the kinds
 * depend on no interviewer, and a language brings its own.
 */
export interface Lexicon {
  /** A 1–5 rating said in words or figures, null when none is. */
  rating(text: string): number | null;
  /** Yes or no, null when neither is said. */
  yesNo(text: string): boolean | null;
  /** A question back ("is 5 the best?"), not an answer. */
  asksBack(text: string): boolean;
  /** Letters or digits (an emoji alone says nothing). */
  hasWords(text: string): boolean;
  /** Every sentence is a question. */
  isOnlyQuestions(text: string): boolean;
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
  /** The interviewer's words for it. */
  say: {
    hint(question: KindQuestion): string;
    unread(question: KindQuestion): string;
    noted(question: KindQuestion, value: V): string;
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
