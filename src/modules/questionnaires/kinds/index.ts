import { z } from 'zod';
import { choiceKind } from './choice.kind.ts';
import type {
  AskControl,
  DisplayBlock,
  FormatScore,
  KindQuestion,
  QuestionKind,
  QuestionKindModule,
  ReportWords,
  ResultBase,
} from './kind.types.ts';
import { numberKind } from './number.kind.ts';
import { ratingKind } from './rating.kind.ts';
import { textKind } from './text.kind.ts';
import { yesNoKind } from './yes_no.kind.ts';

export type { ChoiceResult } from './choice.kind.ts';
export { DESCRIBE, MAX_TEXT } from './fields.ts';
export * from './kind.types.ts';
export type { NumberResult } from './number.kind.ts';
export * from './purposes.ts';
export type { RatingResult } from './rating.kind.ts';
export type { TextResult } from './text.kind.ts';
export type { YesNoResult } from './yes_no.kind.ts';

/**
 * The registry: every question kind's module by its kind (ARCHITECTURE "One
 * module per question kind"). A kind missing here is a compile error; a new
 * kind is its module plus one line here (docs/questionnaires.md).
 */
export const questionKinds = {
  rating: ratingKind,
  text: textKind,
  yes_no: yesNoKind,
  choice: choiceKind,
  number: numberKind,
  // biome-ignore lint/suspicious/noExplicitAny: each module fixes its own answer and result types
} satisfies { [K in QuestionKind]: QuestionKindModule<K, any, any> };

type Registry = typeof questionKinds;
/** A kind's answer value. */
export type AnswerOf<K extends QuestionKind> = z.infer<ReturnType<Registry[K]['answer']>>;
/** A kind's report result, with the fields every result has. */
export type ResultOf<K extends QuestionKind> = ReturnType<Registry[K]['aggregate']> & ResultBase;
/** Any question's report result. */
export type QuestionResult = { [K in QuestionKind]: ResultOf<K> }[QuestionKind];

/**
 * A kind's module with its types widened to any question: what the callers
 * that hold a question of some kind (not a known one) use.
 */
// biome-ignore lint/suspicious/noExplicitAny: a lookup by a kind known only at run time
type AnyKindModule = QuestionKindModule<QuestionKind, any, any>;
export function kindOf(question: { kind: QuestionKind }): AnyKindModule {
  return questionKinds[question.kind] as AnyKindModule;
}

/** One answer of the question's kind (the `complete` body's value for its key). */
export function answerSchema(question: KindQuestion): z.ZodType {
  return kindOf(question).answer(question);
}

/** The participant's control for a question (CONTRACT "Typed answers"). */
export function askFor(question: KindQuestion): AskControl {
  return kindOf(question).ask(question);
}

/** A question as stored and answered: its kind's fields only, in one order. */
export function normaliseQuestion(question: KindQuestion): KindQuestion {
  return kindOf(question).normalise(question);
}

/** A question result as a person reads it (report page, PDF, console, CLI, MCP). */
export function displayResult(
  result: QuestionResult,
  words: ReportWords,
  formatScore: FormatScore,
): DisplayBlock[] {
  return kindOf(result).display(result, words, formatScore);
}

/** A question result in one short line: its kind's summary, or the words for no answers. */
export function summariseResult(
  result: QuestionResult,
  words: ReportWords,
  formatScore: FormatScore,
): string {
  if (result.count === 0) return words.noAnswers;
  return kindOf(result).summary(result, words, formatScore);
}

/** The question of a create or PATCH body: a union split by `kind` (OpenAPI `discriminator`). */
type AnyInput = Registry[QuestionKind]['input'];
export const questionInputUnion = z.discriminatedUnion(
  'kind',
  Object.values(questionKinds).map((m) => m.input) as [AnyInput, ...AnyInput[]],
);

/**
 * The kinds' data a participant page needs (served as kinds.js): each
 * kind's review control and its report display, so a page never switches
 * on a kind.
 */
export function kindsScript(): string {
  const entries = Object.values(questionKinds).map(
    (m) =>
      `  ${JSON.stringify(m.kind)}: { control: ${JSON.stringify(m.control)}, ${m.display.toString()} },`,
  );
  return `// Generated from src/modules/questionnaires/kinds.\nwindow.RefcheckKinds = {\n${entries.join('\n')}\n};\n`;
}
