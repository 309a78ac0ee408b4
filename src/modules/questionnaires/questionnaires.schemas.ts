import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { withFieldRules } from '../../core/schema-rules.ts';
import {
  EXAMPLE_LATER,
  EXAMPLE_TIME,
  environmentQuery,
  idString,
  oneLineText,
  tenantParams,
  timestamp,
} from '../../core/schemas.ts';
import {
  DESCRIBE as FIELDS,
  PURPOSE_KINDS,
  PURPOSES,
  purposeFits,
  QUESTION_KINDS,
  questionInputUnion,
  questionKinds,
} from './kinds/index.ts';

/**
 * What a question asks for (CONTRACT "Questionnaires"): each kind's module
 * (kinds/) says. `number` takes any number between its optional `min` and
 * `max`, decimals and negatives too; the built-in's `monthsKnown` is one
 * (docs/questionnaires.md).
 */
export { PURPOSES, type Purpose, QUESTION_KINDS, type QuestionKind } from './kinds/index.ts';
export const QUESTIONNAIRE_STATUSES = ['active', 'archived'] as const;

export const MAX_QUESTIONS = 30;
export { KEY_PATTERN } from './kinds/index.ts';

const DESCRIBE = {
  ...FIELDS,
  kind: Object.values(questionKinds)
    .map((m) => m.describe)
    .join('; '),
  label: `Rating questions only: ${FIELDS.label}`,
  options: `Choice questions only (and required there): ${FIELDS.options}`,
  multiple: `Choice questions only: ${FIELDS.multiple}`,
  min: `Number questions only: ${FIELDS.min}`,
  max: `Number questions only: ${FIELDS.max}`,
} as const;

/** One question as the API answers it: the fields of its kind, no others. */
export const questionSchema = z
  .object({
    key: z.string().describe(DESCRIBE.key),
    kind: z.enum(QUESTION_KINDS).describe(DESCRIBE.kind),
    prompt: z.string().describe(DESCRIBE.prompt),
    required: z.boolean().describe(DESCRIBE.required),
    label: z.string().optional().describe(DESCRIBE.label),
    options: z.array(z.string()).optional().describe(DESCRIBE.options),
    multiple: z.boolean().optional().describe(DESCRIBE.multiple),
    min: z.number().optional().describe(DESCRIBE.min),
    max: z.number().optional().describe(DESCRIBE.max),
    purpose: z.enum(PURPOSES).optional().describe(DESCRIBE.purpose),
  })
  .meta({
    id: 'QuestionnaireQuestion',
    examples: [
      {
        key: 'ownership',
        kind: 'rating',
        prompt: 'How much ownership did they take of their work, from 1 to 5?',
        required: true,
        label: 'Ownership',
      },
    ],
  });
export type Question = z.infer<typeof questionSchema>;

/**
 * One question of a create or PATCH body: a union split by `kind` (an
 * OpenAPI `discriminator`), each kind's fields only. The fields of another
 * kind (`options` on a rating, `label` on a choice) are refused, naming the
 * field, rather than dropped: they would mean the writer expected something.
 */
export const questionInput = questionInputUnion.meta({
  id: 'NewQuestionnaireQuestion',
  examples: [
    {
      key: 'workStyle',
      kind: 'choice',
      prompt: 'Which best describes how they work?',
      required: true,
      options: ['Independently', 'In a small team', 'Leading others'],
    },
  ],
});
export type QuestionInput = z.infer<typeof questionInput>;

/**
 * 1–30 questions whose keys are unique (a repeated key is named at its
 * second place), each purpose on a kind it fits and at most once (CONTRACT
 * "Purposes"; a repeat is named at its second place).
 */
const questionsInput = z
  .array(questionInput)
  .min(1)
  .max(MAX_QUESTIONS)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    const purposes = new Map<string, string>();
    questions.forEach((question, index) => {
      if (seen.has(question.key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `repeats the key \`${question.key}\``,
        });
      }
      seen.add(question.key);
      const purpose = question.purpose;
      if (purpose === undefined) return;
      if (!purposeFits(purpose, question.kind)) {
        const kinds = PURPOSE_KINDS[purpose];
        ctx.addIssue({
          code: 'custom',
          path: [index, 'purpose'],
          message: `\`${purpose}\` goes on a ${kinds === 'any' ? '' : kinds.join(' or ')} question, and \`${question.key}\` is a ${question.kind} question`,
        });
      }
      const first = purposes.get(purpose);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'purpose'],
          message: `\`${purpose}\` is already the purpose of \`${first}\`: each purpose at most once`,
        });
      } else purposes.set(purpose, question.key);
    });
  });

const name = oneLineText().min(1).max(200);
const description = z.string().trim().max(2000).nullable();
const locale = z
  .string()
  .max(35)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'is not a language tag such as `en` or `en-GB`');

const EXAMPLE_QUESTIONS = [
  {
    key: 'ownership',
    kind: 'rating',
    prompt: 'How much ownership did they take of their work, from 1 to 5?',
    required: true,
    label: 'Ownership',
  },
  {
    key: 'onCall',
    kind: 'yes_no',
    prompt: 'Did they take part in an on-call rotation?',
    required: false,
  },
  {
    key: 'workStyle',
    kind: 'choice',
    prompt: 'Which best describes how they work?',
    required: true,
    options: ['Independently', 'In a small team', 'Leading others'],
    multiple: false,
  },
  {
    key: 'strengths',
    kind: 'text',
    prompt: 'What are their main strengths?',
    required: false,
  },
];

export const createQuestionnaireBody = withFieldRules(
  z.object({
    name: name
      .optional()
      .describe('1–200 characters; required unless `copyFrom` (a copy is named "<name> (copy)")'),
    description: description
      .optional()
      .describe('Up to 2,000 characters, for recruiters (referees never see it)'),
    locale: locale
      .optional()
      .describe('The language the prompts are written in, e.g. `en` (the default)'),
    questions: questionsInput
      .optional()
      .describe('1–30 questions; required unless `copyFrom`, and not allowed with it'),
    copyFrom: idString
      .optional()
      .describe(
        'Copy this questionnaire (its current questions; `qst_builtin` for the built-in): an unknown id answers 400 naming `copyFrom`',
      ),
  }),
  {
    exclusive: [['copyFrom', 'questions']],
    requiredWithout: { field: 'copyFrom', required: ['name', 'questions'] },
  },
).meta({
  id: 'CreateQuestionnaire',
  examples: [
    {
      name: 'Engineering references',
      description: 'For engineering roles',
      locale: 'en',
      questions: EXAMPLE_QUESTIONS,
    },
    { copyFrom: 'qst_builtin', name: 'Standard, our wording' },
  ],
});
export type CreateQuestionnaireInput = z.infer<typeof createQuestionnaireBody>;

export const updateQuestionnaireBody = z
  .object({
    name: name.optional().describe('A new name (no new version)'),
    description: description.optional().describe('A new description; null clears it'),
    locale: locale.optional().describe('A new language tag'),
    questions: questionsInput
      .optional()
      .describe(
        'The whole new list of questions, 1–30: when it differs from the current one, it is published as the next version',
      ),
  })
  .meta({
    id: 'UpdateQuestionnaire',
    examples: [{ name: 'Engineering references (2027)' }],
  });
export type UpdateQuestionnaireInput = z.infer<typeof updateQuestionnaireBody>;

export const questionnaireSchema = z
  .object({
    id: z.string().describe('The questionnaire id (`qst_…`; the built-in is `qst_builtin`)'),
    object: z.literal('questionnaire').describe('Always `questionnaire`'),
    name: z.string().describe('Its name'),
    description: z.string().nullable().describe('For recruiters; referees never see it'),
    locale: z.string().describe('The language its prompts are written in'),
    version: z
      .int()
      .describe(
        'The version of the questions shown (the current one unless `?version=` asked for another)',
      ),
    status: z
      .enum(QUESTIONNAIRE_STATUSES)
      .describe('`active`, or `archived` (no new request may choose it)'),
    isDefault: z.boolean().describe('Whether a new request without `questionnaireId` gets it'),
    builtIn: z
      .boolean()
      .describe('The built-in questionnaire, which can be copied but not changed'),
    questions: z.array(questionSchema).describe('The questions, in the order they are asked'),
    createdAt: timestamp.describe('When it was created'),
    updatedAt: timestamp.describe('When it last changed'),
  })
  .meta({
    id: 'Questionnaire',
    examples: [
      {
        id: 'qst_01kjpxd2w8m4f3r0s7n9t5y6zq',
        object: 'questionnaire',
        name: 'Engineering references',
        description: 'For engineering roles',
        locale: 'en',
        version: 2,
        status: 'active',
        isDefault: true,
        builtIn: false,
        questions: EXAMPLE_QUESTIONS,
        createdAt: EXAMPLE_TIME,
        updatedAt: EXAMPLE_LATER,
      },
    ],
  });
export type QuestionnaireView = z.infer<typeof questionnaireSchema>;

/** What a request pinned: the questionnaire, the version it was created with, and the name then. */
export const pinnedQuestionnaireSchema = z
  .object({
    id: z.string().describe('The questionnaire id (`qst_…`, or `qst_builtin`)'),
    version: z.int().describe('The version of its questions the request follows'),
    name: z.string().describe('Its name when the request was created'),
  })
  .meta({ id: 'PinnedQuestionnaire' });
export type PinnedQuestionnaire = z.infer<typeof pinnedQuestionnaireSchema>;

const status = z
  .enum(QUESTIONNAIRE_STATUSES)
  .optional()
  .describe('Only questionnaires in this state');

export const apiListQuestionnairesQuery = paginationQuery.extend({ status });
export const listQuestionnairesQuery = apiListQuestionnairesQuery.extend({
  environment: environmentQuery.shape.environment,
});

const versionQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(1_000_000)
  .optional()
  .describe('An earlier version of the questions (404 if never published); the current by default');
export const apiGetQuestionnaireQuery = z.object({ version: versionQuery });
export const getQuestionnaireQuery = apiGetQuestionnaireQuery.extend({
  environment: environmentQuery.shape.environment,
});

export const apiQuestionnaireParams = z.object({
  questionnaireId: idString.describe('The questionnaire id (`qst_…`, or `qst_builtin`)'),
});
export const questionnaireParams = tenantParams.extend({ questionnaireId: idString });
export { environmentQuery };
