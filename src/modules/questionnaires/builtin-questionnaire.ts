import { participantCopy } from '../../core/participant-copy.ts';
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

function versionOne(): Question[] {
  const copy = participantCopy();
  const ratings: Question[] = BUILTIN_COMPETENCIES.map((key) => ({
    key,
    kind: 'rating',
    prompt: `How would you rate their ${copy.competencies[key].toLowerCase()}, from 1 (poor) to 5 (outstanding)?`,
    required: false,
    label: copy.competencies[key],
  }));
  return [
    {
      key: 'relationship',
      kind: 'text',
      prompt: 'How do you know the candidate, and in what role did you work together?',
      required: false,
      purpose: 'relationship',
    },
    ...ratings,
    {
      key: 'strengths',
      kind: 'text',
      prompt: 'What would you say are their main strengths?',
      required: false,
      purpose: 'strengths',
    },
    {
      key: 'improvements',
      kind: 'text',
      prompt: 'Which areas could they improve or develop further?',
      required: false,
      purpose: 'concerns',
    },
    {
      key: 'wouldRehire',
      kind: 'yes_no',
      prompt: 'Would you hire or work with them again?',
      required: false,
      purpose: 'rehire',
    },
    {
      // Today's answer is a whole number of months: no other kind holds it (docs/questionnaires.md).
      key: 'monthsKnown',
      kind: 'number',
      prompt: 'Roughly how long did you work together, in months?',
      required: false,
      purpose: 'tenure',
      min: 0,
      max: 1200,
    },
    {
      key: 'comments',
      kind: 'text',
      prompt: 'Is there anything else you would like to add?',
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
const BUILTIN_VERSIONS: readonly (readonly Question[])[] = [versionOne()];

export const BUILTIN_CURRENT_VERSION = BUILTIN_VERSIONS.length;

/**
 * The built-in questionnaire as the API answers it, at `version` (default:
 * the current one); undefined for a version never published. It is the
 * default when the scope has made none of its own the default.
 */
export function builtinQuestionnaire(
  isDefault: boolean,
  version = BUILTIN_CURRENT_VERSION,
): QuestionnaireView | undefined {
  const questions = BUILTIN_VERSIONS[version - 1];
  if (!Number.isInteger(version) || !questions) return undefined;
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
    questions: structuredClone(questions) as Question[],
    createdAt: BUILTIN_PUBLISHED_AT,
    updatedAt: BUILTIN_PUBLISHED_AT,
  };
}
