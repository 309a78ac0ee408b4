import { z } from 'zod';
import { BUILTIN_COMPETENCIES, BUILTIN_QUESTIONNAIRE_ID } from './builtin-questionnaire.ts';
import { answerSchema } from './kinds/index.ts';
import type { Question } from './questionnaires.schemas.ts';

/**
 * The answers a referee may give to one questionnaire version, as one zod
 * schema built from its questions (CONTRACT "Questionnaires"): each key
 * with its kind's value, required where the question is. The single source
 * for the referee `complete` body and for what a provider interviewer
 * extracts from the chat, so both refuse the same things.
 */

/** One answer of a question's kind (its kind's module says which). */
export { answerSchema } from './kinds/index.ts';

/**
 * The answers to `questions`, keyed by question key: an unknown key, a
 * value of the wrong kind or a required question left out fails, naming
 * the key.
 */
export function answersSchemaFor(questions: readonly Question[]) {
  return z.strictObject(
    Object.fromEntries(
      questions.map((q) => [q.key, q.required ? answerSchema(q) : answerSchema(q).optional()]),
    ),
  );
}

const isCompetency = (key: string) => (BUILTIN_COMPETENCIES as readonly string[]).includes(key);

/**
 * The built-in's body: every question by its key, and its ratings also
 * nested under `ratings`, as they have always been sent. Strict at both
 * levels (CONTRACT "Questionnaires"): an unknown key, or an unknown
 * competency inside `ratings`, is refused, never dropped.
 */
function builtinAnswersSchema(questions: readonly Question[]) {
  const ratings = questions.filter((q) => isCompetency(q.key));
  return z.strictObject({
    ...answersSchemaFor(questions).shape,
    ratings: answersSchemaFor(ratings).nullish(),
  });
}

/**
 * The built-in's answers are stored as they always were, the ratings nested
 * under `ratings` (participants/referee-answers.ts): `complete` takes them
 * nested (today's body) or flat (by question key, as for any questionnaire).
 * A rating given both ways is refused: which one was meant is unknown.
 */
function builtinIssues(answers: Record<string, unknown>): AnswerIssue[] {
  const nested = (answers.ratings ?? {}) as Record<string, unknown>;
  return Object.keys(nested)
    .filter((key) => answers[key] !== undefined)
    .map((key) => ({
      path: `answers.ratings.${key}`,
      message: `is also given as \`answers.${key}\`: give it once`,
    }));
}

export function flattenBuiltinAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const { ratings, ...rest } = answers;
  return { ...((ratings ?? {}) as Record<string, unknown>), ...rest };
}

export function nestBuiltinAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const ratings: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (isCompetency(key)) ratings[key] = value;
    else rest[key] = value;
  }
  return { ...rest, ratings };
}

/** Whether the answers are to the built-in questionnaire (stored with `ratings` nested). */
export function isBuiltin(questionnaireId: string): boolean {
  return questionnaireId === BUILTIN_QUESTIONNAIRE_ID;
}

export interface AnswerIssue {
  path: string;
  message: string;
}

/**
 * Validates answers against a questionnaire version: the answers as they
 * are stored, or the issues, each naming its key (`answers.<key>`).
 */
export function checkAnswers(
  questionnaireId: string,
  questions: readonly Question[],
  answers: Record<string, unknown>,
): { ok: true; answers: Record<string, unknown> } | { ok: false; issues: AnswerIssue[] } {
  const builtin = isBuiltin(questionnaireId);
  const schema = builtin ? builtinAnswersSchema(questions) : answersSchemaFor(questions);
  const parsed = schema.safeParse(answers);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.flatMap((issue) => issuePaths(issue).map(toIssue(issue))),
    };
  }
  const data = parsed.data as Record<string, unknown>;
  if (!builtin) return { ok: true, answers: data };
  const issues = builtinIssues(data);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, answers: nestBuiltinAnswers(flattenBuiltinAnswers(data)) };
}

/** The keys an issue is about: its path, or the unknown keys it lists. */
function issuePaths(issue: z.core.$ZodIssue): string[] {
  const paths =
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path, key].join('.'))
      : [issue.path.join('.')];
  return paths.map((path) => (path ? `answers.${path}` : 'answers'));
}

function toIssue(issue: z.core.$ZodIssue) {
  return (path: string): AnswerIssue => ({
    path,
    message:
      issue.code === 'unrecognized_keys'
        ? 'is not a question of this questionnaire'
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'is required'
          : issue.message,
  });
}
