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
export function answersSchemaFor(questions: readonly Question[], options = { strict: true }) {
  const shape = Object.fromEntries(
    questions.map((q) => [q.key, q.required ? answerSchema(q) : answerSchema(q).optional()]),
  );
  // The built-in's body always ignored keys it does not know: existing clients keep working.
  return options.strict ? z.strictObject(shape) : z.object(shape);
}

/**
 * The built-in's answers are stored as they always were, the ratings nested
 * under `ratings` (participants/referee-answers.ts): `complete` takes them
 * nested (today's body) or flat (by question key, as for any questionnaire).
 * Flat for validation; nested again to store.
 */
export function flattenBuiltinAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const { ratings, ...rest } = answers;
  const nested = ratings && typeof ratings === 'object' ? ratings : {};
  return { ...nested, ...rest };
}

export function nestBuiltinAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const ratings: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if ((BUILTIN_COMPETENCIES as readonly string[]).includes(key)) ratings[key] = value;
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
  const flat = builtin ? flattenBuiltinAnswers(answers) : answers;
  const parsed = answersSchemaFor(questions, { strict: !builtin }).safeParse(flat);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.flatMap((issue) => issuePaths(issue).map(toIssue(issue))),
    };
  }
  const data = parsed.data as Record<string, unknown>;
  return { ok: true, answers: builtin ? nestBuiltinAnswers(data) : data };
}

/** The keys an issue is about: its path, or the unknown keys it lists. */
function issuePaths(issue: z.core.$ZodIssue): string[] {
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
  return keys.map((key) => (key ? `answers.${key}` : 'answers'));
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
