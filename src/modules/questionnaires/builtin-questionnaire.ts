import { LOCALES, type Locale } from '../../core/locale.ts';
import { type ParticipantCopy, participantCopy } from '../../core/participant-copy.ts';
import type { Question, QuestionnaireView } from './questionnaires.schemas.ts';

/**
 * The built-in questionnaire: what referees were asked before tenants could
 * write their own, with the answer keys referees' answers have always had
 * (participants/referee-answers.ts), so existing clients keep working.
 *
 * It is a constant, not a row: every tenant has it, in both environments,
 * under the same id, with nothing to create when a tenant appears and no
 * backfill for the tenants that exist. It cannot be changed or archived
 * (409 `invalid_transition`); it can be copied, and it is the default of a
 * scope that has made none of its own the default.
 *
 * A change to these questions is a new entry of BUILTIN_VERSIONS (never an
 * edit of a published one): requests pinned the version they were created
 * with.
 */
export const BUILTIN_QUESTIONNAIRE_ID = 'qst_builtin';
export const BUILTIN_NAME = 'Standard reference check';
/** When the built-in's first version was published (it has no row to carry a time). */
const BUILTIN_PUBLISHED_AT = '2026-11-26T00:00:00.000Z';

/**
 * The six competencies rated 1–5, in the order they are asked and shown.
 * The same keys as participants/referee-answers.ts COMPETENCY_NAMES
 * (builtin-questionnaire.test.ts holds them equal: that module depends on
 * requests, which depends on this one, so it cannot be imported here).
 */
export const BUILTIN_COMPETENCIES = [
  'communication',
  'technical_skill',
  'teamwork',
  'reliability',
  'problem_solving',
  'leadership',
] as const;

/** The built-in's words in one language: the participant catalogue's. */
type BuiltinWords = Pick<ParticipantCopy, 'builtinQuestions' | 'competencies'>;

/** Version 1's questions, worded in `words` (the keys, kinds and rules are the same in every language). */
function versionOne({ builtinQuestions: ask, competencies }: BuiltinWords): Question[] {
  const ratings: Question[] = BUILTIN_COMPETENCIES.map((key) => ({
    key,
    kind: 'rating',
    prompt: ask.ratings[key],
    required: false,
    label: competencies[key],
  }));
  return [
    {
      key: 'relationship',
      kind: 'text',
      prompt: ask.relationship,
      required: false,
      purpose: 'relationship',
    },
    ...ratings,
    {
      key: 'strengths',
      kind: 'text',
      prompt: ask.strengths,
      required: false,
      purpose: 'strengths',
    },
    {
      key: 'improvements',
      kind: 'text',
      prompt: ask.improvements,
      required: false,
      purpose: 'concerns',
    },
    {
      key: 'wouldRehire',
      kind: 'yes_no',
      prompt: ask.wouldRehire,
      required: false,
      purpose: 'rehire',
    },
    {
      // Today's answer is a whole number of months: no other kind holds it (docs/questionnaires.md).
      key: 'monthsKnown',
      kind: 'number',
      prompt: ask.monthsKnown,
      required: false,
      purpose: 'tenure',
      min: 0,
      max: 1200,
    },
    {
      key: 'comments',
      kind: 'text',
      prompt: ask.comments,
      required: false,
    },
  ];
}

/**
 * Every published version of the built-in's questions, oldest first (index =
 * version - 1). Version 1's purposes (CONTRACT "Purposes") were added after
 * it was published: they change nothing a referee is asked, only what its
 * reports read each question as, so requests pinned to it report as before.
 */
const BUILTIN_VERSIONS: readonly ((words: BuiltinWords) => Question[])[] = [versionOne];

export const BUILTIN_CURRENT_VERSION = BUILTIN_VERSIONS.length;

/**
 * Every version's questions in every participant language, made once. The
 * recruiter's side (the API's view, the console, the report) reads English;
 * the participant reads the request's locale.
 */
const BUILTIN_QUESTIONS: Readonly<Record<Locale, readonly (readonly Question[])[]>> =
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      BUILTIN_VERSIONS.map((version) => version(participantCopy(locale))),
    ]),
  ) as Record<Locale, Question[][]>;

/**
 * The built-in's questions at `version` (default: the current one) as a
 * participant reads them in `locale`: the same keys, kinds, rules and
 * purposes as the English ones, only the prompts and labels in the
 * language. Undefined for a version never published.
 */
export function builtinQuestionsIn(
  locale: Locale,
  version = BUILTIN_CURRENT_VERSION,
): Question[] | undefined {
  const questions = BUILTIN_QUESTIONS[locale][version - 1];
  if (!Number.isInteger(version) || !questions) return undefined;
  return structuredClone(questions) as Question[];
}

/**
 * The built-in questionnaire as the API answers it, at `version` (default:
 * the current one); undefined for a version never published. It is the
 * default when the scope has made none of its own the default.
 */
export function builtinQuestionnaire(
  isDefault: boolean,
  version = BUILTIN_CURRENT_VERSION,
): QuestionnaireView | undefined {
  const questions = builtinQuestionsIn('en', version);
  if (!questions) return undefined;
  return {
    id: BUILTIN_QUESTIONNAIRE_ID,
    object: 'questionnaire',
    name: BUILTIN_NAME,
    description:
      'Six competencies rated 1 to 5, then strengths, areas to develop, would-rehire and how long ' +
      'you worked together, as referees have always been asked. Copy it to make your own.',
    locale: 'en',
    version,
    status: 'active',
    isDefault,
    builtIn: true,
    questions,
    createdAt: BUILTIN_PUBLISHED_AT,
    updatedAt: BUILTIN_PUBLISHED_AT,
  };
}
