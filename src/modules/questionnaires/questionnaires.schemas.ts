import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { distinctItems, withFieldRules } from '../../core/schema-rules.ts';
import {
  EXAMPLE_LATER,
  EXAMPLE_TIME,
  environmentQuery,
  idString,
  oneLineText,
  tenantParams,
  timestamp,
} from '../../core/schemas.ts';

/**
 * What a question asks for (CONTRACT "Questionnaires"): `rating` an integer
 * 1–5, `text` up to 5,000 characters, `yes_no` a boolean, `choice` one of
 * its `options` (several with `multiple`). `number` (a whole number between
 * `min` and `max`) is beyond CONTRACT's four: the built-in's `monthsKnown`
 * has always been a number of months, and a copy of the built-in must be
 * able to keep it (docs/questionnaires.md).
 */
export const QUESTION_KINDS = ['rating', 'text', 'yes_no', 'choice', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTIONNAIRE_STATUSES = ['active', 'archived'] as const;

export const MAX_QUESTIONS = 30;
export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_NUMBER = 1_000_000;

const key = z
  .string()
  .regex(
    KEY_PATTERN,
    'must start with a letter and hold only letters, digits and `_`, 40 characters at most',
  );
const prompt = oneLineText().min(1).max(500);
const label = oneLineText().min(1).max(100);
const option = oneLineText().min(1).max(200);
const bound = z.int().min(0).max(MAX_NUMBER);

const DESCRIBE = {
  key: 'The answer key: `^[A-Za-z][A-Za-z0-9_]{0,39}$`, unique in the questionnaire, stable across versions',
  kind: '`rating` (integer 1–5), `text` (up to 5,000 characters), `yes_no` (boolean), `choice` (one of `options`, several with `multiple`), or `number` (a whole number from `min` to `max`)',
  prompt: 'What the referee is asked, 1–500 characters',
  required: 'Whether the referee must answer it',
  label: 'Rating questions only: the name of the rating in the report, up to 100 characters',
  options: 'Choice questions only (and required there): 2–10 distinct options',
  multiple: 'Choice questions only: several options may be picked',
  min: 'Number questions only: the smallest answer (0 by default)',
  max: `Number questions only: the largest answer (${MAX_NUMBER.toLocaleString('en')} by default)`,
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
    min: z.int().optional().describe(DESCRIBE.min),
    max: z.int().optional().describe(DESCRIBE.max),
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
 * One question of a create or PATCH body. The fields of another kind
 * (`options` on a rating, `label` on a choice) are refused, naming the field,
 * rather than dropped: they would mean the writer expected something.
 */
export const questionInput = z
  .object({
    key: key.describe(DESCRIBE.key),
    kind: z.enum(QUESTION_KINDS).describe(DESCRIBE.kind),
    prompt: prompt.describe(DESCRIBE.prompt),
    required: z.boolean().default(false).describe(`${DESCRIBE.required}; false by default`),
    label: label.optional().describe(DESCRIBE.label),
    options: distinctItems(z.array(option).min(2).max(10), 'repeats an option')
      .optional()
      .describe(DESCRIBE.options),
    multiple: z.boolean().optional().describe(`${DESCRIBE.multiple}; false by default`),
    min: bound.optional().describe(DESCRIBE.min),
    max: bound.optional().describe(DESCRIBE.max),
  })
  .superRefine((question, ctx) => {
    const only = (field: 'label' | 'options' | 'multiple' | 'min' | 'max', kind: QuestionKind) => {
      if (question[field] !== undefined && question.kind !== kind) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `only a ${kind} question has \`${field}\``,
        });
      }
    };
    only('label', 'rating');
    only('options', 'choice');
    only('multiple', 'choice');
    only('min', 'number');
    only('max', 'number');
    if (question.kind === 'choice' && question.options === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'a choice question needs 2–10 options',
      });
    }
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'is below `min`' });
    }
  })
  .meta({
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

/** 1–30 questions whose keys are unique (a repeated key is named at its second place). */
const questionsInput = z
  .array(questionInput)
  .min(1)
  .max(MAX_QUESTIONS)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `repeats the key \`${question.key}\``,
        });
      }
      seen.add(question.key);
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
