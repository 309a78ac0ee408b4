import { z } from 'zod';
import { LOCALES } from '../../core/locale.ts';
import { paginationQuery } from '../../core/pagination.ts';
import { atLeastOneField } from '../../core/schema-rules.ts';
import {
  EXAMPLE_TIME,
  environmentQuery,
  idString,
  oneLineText,
  tenantParams,
  timestamp,
  timestampString,
} from '../../core/schemas.ts';
import { pinnedQuestionnaireSchema } from '../questionnaires/questionnaires.schemas.ts';
import { LIFECYCLE_ACTIONS, REQUEST_ACTIONS, REQUEST_STATES } from './workflow.ts';

export const LAUNCH_MODES = ['candidate_intake', 'manual_references'] as const;
export const CONTACT_STATUSES = ['pending', 'invited', 'opened', 'completed', 'declined'] as const;

const name = oneLineText().min(1).max(200);
const email = z.email().max(320);

const phone = z.string().trim().min(1).max(40);

/** A referee in the create body. Phones are normalised to E.164 by the service (tenant's country). */
export const contactInput = z
  .object({
    firstName: name.optional().describe("The referee's first name"),
    lastName: name.optional().describe("The referee's last name"),
    email: email.optional().describe('Where the invitation goes; required for `manual_references`'),
    phone: phone
      .optional()
      .describe(
        "Required for `manual_references`; normalised to E.164 in the tenant's default country",
      ),
    relationship: oneLineText()
      .max(200)
      .optional()
      .describe('How the referee knows the candidate, e.g. `Former manager`'),
  })
  .meta({ id: 'NewReferenceContact' });
export type ContactInput = z.infer<typeof contactInput>;

/** Missing where the launch mode needs it: said in the launch mode's words. */
const REQUIRED_FOR_MANUAL = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required for manual_references' : undefined,
};

/**
 * A referee of a `manual_references` request: the spec's rule ("each contact
 * must include both an email and a phone"), in the schema, so a generated
 * client knows it too.
 */
export const manualContactInput = contactInput
  .extend({
    email: z
      .email(REQUIRED_FOR_MANUAL)
      .max(320)
      .describe('Where the invitation goes; required for `manual_references`'),
    phone: z
      .string(REQUIRED_FOR_MANUAL)
      .trim()
      .min(1)
      .max(40)
      .describe(
        "Required for `manual_references`; normalised to E.164 in the tenant's default country",
      ),
  })
  .meta({ id: 'NewManualReferenceContact' });

/** The contact schema of each launch mode: the create body's, and the rule for referees added later. */
export const CONTACT_INPUT_OF = {
  candidate_intake: contactInput,
  manual_references: manualContactInput,
} as const satisfies Record<(typeof LAUNCH_MODES)[number], z.ZodType>;

/** `PATCH …/contacts/:contactId`: the fields to correct (the create rules of the request's launch mode still hold). */
export const updateContactBody = atLeastOneField(contactInput.partial().strict()).meta({
  id: 'ReferenceContactUpdate',
  examples: [{ email: 'daniel.meyer@example.com', phone: '+14155550123' }],
});
export type UpdateContactInput = z.infer<typeof updateContactBody>;

/** Stripe's `metadata` rules (CONTRACT "Reference request metadata"). */
export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX_CHARS = 40;
export const METADATA_VALUE_MAX_CHARS = 500;

/** A metadata key: 1–40 characters, no square brackets (they delimit it in `?metadata[key]=`). */
export const metadataKey = z
  .string()
  .min(1)
  .max(METADATA_KEY_MAX_CHARS)
  .regex(/^[^[\]]+$/, 'must not contain square brackets');
const metadataValue = z.string().max(METADATA_VALUE_MAX_CHARS);

/**
 * Metadata as a create or PATCH sends it: a key set to `null` or `""` is
 * removed (on create: not stored). At most 20 keys in one body; the stored
 * set is checked again after the merge.
 */
export const metadataInput = z
  .record(metadataKey, metadataValue.nullable())
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, {
    message: `must have at most ${METADATA_MAX_KEYS} keys`,
  })
  .describe(
    `Your own key-value pairs, as Stripe's \`metadata\`: up to ${METADATA_MAX_KEYS} keys of at most ` +
      `${METADATA_KEY_MAX_CHARS} characters (no \`[\` or \`]\`) with string values of at most ` +
      `${METADATA_VALUE_MAX_CHARS}; a key set to \`null\` or \`""\` is removed`,
  )
  .meta({ id: 'MetadataUpdate', examples: [{ ats_application_id: '26234709', team: 'platform' }] });
export type MetadataInput = z.infer<typeof metadataInput>;

/** Metadata as the request object carries it. */
export const metadataSchema = z
  .record(z.string(), z.string())
  .describe(
    'Your own key-value pairs (set on create or with PATCH); `{}` when none, and emptied by erasure',
  )
  .meta({ id: 'Metadata', examples: [{ ats_application_id: '26234709', team: 'platform' }] });
export type Metadata = z.infer<typeof metadataSchema>;

/** The stored metadata after `changes`: null or `""` removes a key, any other value sets it. */
export function mergedMetadata(current: Metadata, changes: MetadataInput): Metadata {
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** `PATCH …/reference-requests/:requestId`: metadata only. */
export const updateReferenceRequestBody = z
  .object({
    metadata: metadataInput.describe(
      'The keys to set, or to remove with `null` or `""`; keys not named stay',
    ),
  })
  .strict()
  .meta({
    id: 'ReferenceRequestUpdate',
    examples: [{ metadata: { team: 'platform', ats_stage: null } }],
  });
export type UpdateReferenceRequestInput = z.infer<typeof updateReferenceRequestBody>;

/** Referees one request holds at most, however they were added (recruiter or candidate). */
export const MAX_CONTACTS_PER_REQUEST = 30;

/** The fields of the create body that mean the same in both launch modes. */
const requestFields = {
  roleTitle: z.string().trim().max(200).optional().describe('The role the candidate is hired for'),
  candidate: z
    .object({
      firstName: name.describe("The candidate's first name"),
      lastName: name.describe("The candidate's last name"),
      email: email.describe(
        'Identifies the candidate: an existing candidate with this e-mail is reused, else one is created',
      ),
      stage: z
        .string()
        .trim()
        .max(100)
        .optional()
        .describe('Hiring stage of a new candidate, e.g. `final_interview`'),
    })
    .meta({ id: 'NewReferenceRequestCandidate' })
    .describe('The candidate, found or created by e-mail'),
  notes: z.string().max(10_000).optional().describe('Internal notes; never shown to participants'),
  questionnaireId: idString
    .optional()
    .describe(
      "What referees are asked: an active questionnaire (`qst_…`, or `qst_builtin`); the tenant's default without it. " +
        'The request pins its current version. An unknown or archived one answers 400 naming `questionnaireId`',
    ),
  locale: z
    .enum(LOCALES)
    .optional()
    .describe(
      "The language participants are served in (pages, chats, e-mails, text messages): `en`, `es`, `de`, `fr` or `pt`. Without it, the questionnaire's language when it is one of these, else the tenant setting `defaultLocale`",
    ),
  metadata: metadataInput
    .optional()
    .describe("Your own key-value pairs (up to 20), as Stripe's `metadata`"),
};

const launchModeOf = <M extends (typeof LAUNCH_MODES)[number]>(mode: M, description: string) =>
  z.literal(mode).describe(description);

/**
 * The spec's reference request body, one branch per launch mode: its
 * `contacts` differ (each needs an e-mail and a phone for
 * `manual_references`; every field is optional for `candidate_intake`,
 * whose candidate completes them), and the schema says so, so a generated
 * client refuses what the server refuses. `type: object` on the union: tool
 * schemas (MCP, AI providers) must be objects at the root.
 */
export const createReferenceRequestBody = z
  .discriminatedUnion('launchMode', [
    z
      .object({
        launchMode: launchModeOf(
          'candidate_intake',
          '`candidate_intake`: the candidate is e-mailed an intake link to consent and name referees',
        ),
        ...requestFields,
        contacts: z
          .array(contactInput)
          .max(20)
          .optional()
          .describe(
            'Referees already known, up to 20; every field optional (the candidate completes them at intake)',
          ),
      })
      .meta({ id: 'CreateCandidateIntakeRequest' }),
    z
      .object({
        launchMode: launchModeOf(
          'manual_references',
          '`manual_references`: you give the referees now',
        ),
        ...requestFields,
        contacts: z
          .array(manualContactInput)
          .max(20)
          .optional()
          .describe('Referees, up to 20, each with an e-mail and a phone'),
      })
      .meta({ id: 'CreateManualReferencesRequest' }),
  ])
  .meta({
    id: 'CreateReferenceRequest',
    type: 'object',
    examples: [
      {
        launchMode: 'manual_references',
        roleTitle: 'Senior Backend Engineer',
        candidate: {
          firstName: 'Amara',
          lastName: 'Okafor',
          email: 'amara.okafor@example.com',
          stage: 'final_interview',
        },
        contacts: [
          {
            firstName: 'Daniel',
            lastName: 'Meyer',
            email: 'daniel.meyer@example.com',
            phone: '+14155550123',
            relationship: 'Former manager',
          },
          {
            firstName: 'Priya',
            lastName: 'Raman',
            email: 'priya.raman@example.org',
            phone: '+442071838750',
            relationship: 'Peer',
          },
        ],
        notes: 'Focus on system design and mentoring.',
      },
    ],
  });
export type CreateReferenceRequestInput = z.infer<typeof createReferenceRequestBody>;

/** The lifecycle body: an unknown action is a 400 `validation_failed` naming `action`. */
export const lifecycleBody = z
  .object({
    action: z
      .enum(LIFECYCLE_ACTIONS)
      .describe('The move to make; `allowedActions` of the request lists those allowed now'),
    reason: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .describe("Why, kept in the audit event's metadata"),
  })
  .meta({
    id: 'LifecycleAction',
    examples: [{ action: 'grant_candidate_consent', reason: 'Consent collected by phone' }],
  });
export type LifecycleInput = z.infer<typeof lifecycleBody>;

/** `POST …/cancel`: the reason is optional, and so is the body (none arrives as null). */
export const cancelBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .describe("Why, kept in the audit event's metadata"),
  })
  .meta({ id: 'CancelReferenceRequest', examples: [{ reason: 'The candidate withdrew' }] })
  .nullish();
export type CancelInput = z.infer<typeof cancelBody>;

/** `POST …/contacts`: referees added later, under the rules of the create body. */
export const addContactsBody = z
  .object({
    contacts: z
      .array(contactInput)
      .min(1)
      .max(20)
      .describe('Referees to add, 1–20, under the rules of the create body'),
  })
  .meta({
    id: 'AddReferenceContacts',
    examples: [
      {
        contacts: [
          {
            firstName: 'Marcus',
            lastName: 'Chen',
            email: 'marcus.chen@example.net',
            phone: '+16175550142',
            relationship: 'Client',
          },
        ],
      },
    ],
  });
export type AddContactsInput = z.infer<typeof addContactsBody>;

export const requestIdParams = z.object({
  requestId: idString.describe('The reference request id (`rr_…`)'),
});
export const tenantRequestParams = tenantParams.extend({ requestId: idString });
export const tenantContactParams = tenantRequestParams.extend({ contactId: idString });
export const contactIdParams = requestIdParams.extend({
  contactId: idString.describe("The referee's contact id (`ct_…`)"),
});
export { environmentQuery };

export const deliverySchema = z
  .object({
    id: z
      .string()
      .describe(
        "The delivery id (`dlv_…`): the e-mail's Message-ID, the text message's idempotency key",
      ),
    channel: z.enum(['email', 'sms']).describe('`email` or `sms`'),
    kind: z.enum(['invitation', 'reminder', 'resend']).describe('What was sent'),
    status: z
      .enum(['queued', 'sent', 'sandboxed', 'failed', 'bounced'])
      .describe(
        '`queued` (not sent yet, or retrying), `sent`, `sandboxed` (test environment), `bounced` (e-mail refused for good) or `failed` (text message refused for good)',
      ),
    at: timestamp.describe('When it reached this status'),
    error: z.string().nullable().describe('Why it bounced, failed or is being retried'),
  })
  .meta({ id: 'Delivery' });

export const contactSchema = z
  .object({
    id: z.string().describe('The contact id (`ct_…`)'),
    object: z.literal('reference_contact').describe('Always `reference_contact`'),
    firstName: z.string().nullable().describe("The referee's first name; null once erased"),
    lastName: z.string().nullable().describe("The referee's last name; null once erased"),
    email: z.string().nullable().describe("The referee's e-mail, lowercased; null once erased"),
    phone: z.string().nullable().describe("The referee's phone, E.164; null if none or erased"),
    relationship: z
      .string()
      .nullable()
      .describe('How the referee knows the candidate; null if none or erased'),
    status: z
      .enum(CONTACT_STATUSES)
      .describe('`pending` (not invited yet), `invited`, `opened`, `completed` or `declined`'),
    source: z
      .enum(['recruiter', 'candidate'])
      .describe(
        'Who named the referee: the recruiter (or key) at creation, or the candidate at intake',
      ),
    invitedAt: timestamp.nullable().describe('When the invitation was sent'),
    openedAt: timestamp.nullable().describe('When the referee first opened their link'),
    completedAt: timestamp.nullable().describe('When the referee finished their reference'),
    declinedAt: timestamp.nullable().describe('When the referee declined'),
    erasedAt: timestamp
      .nullable()
      .describe("When the referee's personal data was erased; null while it is held"),
    createdAt: timestamp.describe('When the contact was added'),
    updatedAt: timestamp.describe('When the contact last changed'),
    deliveries: z
      .array(deliverySchema)
      .describe('The messages sent to the referee, newest first (at most 10)'),
  })
  .meta({ id: 'ReferenceContact' });

export const requestCandidateSchema = z
  .object({
    id: z.string().describe('The candidate id (`cand_…`)'),
    firstName: z.string().nullable().describe("The candidate's first name; null once erased"),
    lastName: z.string().nullable().describe("The candidate's last name; null once erased"),
    email: z.string().nullable().describe("The candidate's e-mail, lowercased; null once erased"),
    stage: z.string().nullable().describe('Hiring stage, free text'),
    erasedAt: timestamp
      .nullable()
      .describe("When the candidate's personal data was erased; null while it is held"),
  })
  .meta({ id: 'ReferenceRequestCandidate' });

/** The report summary; `null` until a report exists (reports module). */
export const reportSummarySchema = z
  .object({
    status: z.string().describe('`draft` or `approved` (see the report)'),
  })
  .catchall(z.unknown())
  .meta({ id: 'ReportSummary' })
  .nullable()
  .describe(
    'Summary of the report (`id`, `status`, `version`, `approvedVersion`, `approvedAt`, ' +
      '`activeShareLinks`, `updatedAt`); null until a valuation draft exists',
  );

/** The fields of the `reference_request` object of CONTRACT (referenceRequestSchema names it). */
const referenceRequestFields = z.object({
  id: z.string().describe('The reference request id (`rr_…`)'),
  object: z.literal('reference_request').describe('Always `reference_request`'),
  status: z.enum(REQUEST_STATES).describe('The state of the workflow (`cancelled` is final)'),
  launchMode: z
    .enum(LAUNCH_MODES)
    .describe('How referees are named: by the candidate at intake, or by you at creation'),
  roleTitle: z.string().nullable().describe('The role the candidate is hired for'),
  notes: z.string().nullable().describe('Internal notes'),
  candidate: requestCandidateSchema.describe('The candidate checked'),
  contacts: z.array(contactSchema).describe('The referees, oldest first'),
  report: reportSummarySchema,
  questionnaire: pinnedQuestionnaireSchema.describe(
    'The questionnaire and version its referees are asked (pinned at creation)',
  ),
  locale: z
    .enum(LOCALES)
    .describe(
      'The language its candidate and referees are served in (chosen at creation; `en` for requests made before languages)',
    ),
  allowedActions: z
    .array(z.enum(REQUEST_ACTIONS))
    .describe('What you can do now: the lifecycle actions allowed, and `cancel` until cancelled'),
  recruiterId: z.string().describe('The recruiter who owns the request'),
  environment: z.enum(['live', 'test']).describe('`live` or `test`, as the key that created it'),
  createdAt: timestamp.describe('When the request was created'),
  updatedAt: timestamp.describe('When the request last changed'),
  erasedAt: timestamp
    .nullable()
    .describe(
      "When retention erased the request's personal data (tenant setting `retentionDays`); null while it is held",
    ),
  metadata: metadataSchema.describe('Your own key-value pairs; `{}` when none'),
});

/**
 * The request of the examples, typed by the object: a field the object gains
 * is a compile error here, not a stale example.
 */
export const EXAMPLE_REQUEST = {
  id: 'rr_01kjpxc4vkreq5f4a75bmfnew5',
  object: 'reference_request',
  status: 'created',
  launchMode: 'manual_references',
  roleTitle: 'Senior Backend Engineer',
  notes: 'Focus on system design and mentoring.',
  candidate: {
    id: 'cand_01kjpxceb1ajzganzww0830yy3',
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara.okafor@example.com',
    stage: 'final_interview',
    erasedAt: null,
  },
  contacts: [
    {
      id: 'ct_01kjpxcsjaayrv6tstc2w0kp6z',
      object: 'reference_contact',
      firstName: 'Daniel',
      lastName: 'Meyer',
      email: 'daniel.meyer@example.com',
      phone: '+14155550123',
      relationship: 'Former manager',
      status: 'pending',
      source: 'recruiter',
      invitedAt: null,
      openedAt: null,
      completedAt: null,
      declinedAt: null,
      erasedAt: null,
      createdAt: EXAMPLE_TIME,
      updatedAt: EXAMPLE_TIME,
      deliveries: [],
    },
    {
      id: 'ct_01kjpxeap6r4x1csvv6h30x80f',
      object: 'reference_contact',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.org',
      phone: '+442071838750',
      relationship: 'Peer',
      status: 'pending',
      source: 'recruiter',
      invitedAt: null,
      openedAt: null,
      completedAt: null,
      declinedAt: null,
      erasedAt: null,
      createdAt: EXAMPLE_TIME,
      updatedAt: EXAMPLE_TIME,
      deliveries: [],
    },
  ],
  report: null,
  questionnaire: { id: 'qst_builtin', version: 1, name: 'Standard reference check' },
  locale: 'en',
  allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
  recruiterId: 'user_01kjpx9m2c8v4t6rbn3q7wzy5d',
  environment: 'test',
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_TIME,
  erasedAt: null,
  metadata: { ats_application_id: '26234709' },
} satisfies z.infer<typeof referenceRequestFields>;

/** The `reference_request` object of CONTRACT. */
export const referenceRequestSchema = referenceRequestFields.meta({
  id: 'ReferenceRequest',
  examples: [EXAMPLE_REQUEST],
});
export type ReferenceRequestView = z.infer<typeof referenceRequestSchema>;

export const queuedJobSchema = z
  .object({
    id: z.string().describe('The job id (`job_…`)'),
    type: z.string().describe('What the job does, e.g. `email.send` or `outreach.reminder`'),
    status: z
      .enum(['pending', 'running', 'done', 'dead', 'cancelled'])
      .describe('`pending` when just queued'),
  })
  .meta({ id: 'WorkflowJob' });

/** CONTRACT: the create answer carries the jobs it queued. */
export const createReferenceRequestResponse = z
  .object({
    referenceRequest: referenceRequestSchema.describe('The new reference request'),
    workflow: z
      .object({
        jobs: z
          .array(queuedJobSchema)
          .describe('Jobs queued by the creation (the intake invitation and its reminders)'),
      })
      .meta({ id: 'Workflow' })
      .describe('What the creation set in motion'),
  })
  .meta({
    id: 'CreatedReferenceRequest',
    examples: [{ referenceRequest: EXAMPLE_REQUEST, workflow: { jobs: [] } }],
  });
export type CreateReferenceRequestResult = z.infer<typeof createReferenceRequestResponse>;

/** Fresh participant links of a test request (tenant route and API test-helpers route). */
export const testLinksResponse = z
  .object({
    data: z
      .array(
        z
          .object({
            participant: z.enum(['candidate', 'referee']).describe('Whose link it is'),
            contactId: z
              .string()
              .nullable()
              .describe("The referee's contact id; null for the candidate"),
            purpose: z
              .enum(['intake', 'referee'])
              .describe('`intake` (the candidate) or `referee` (a reference)'),
            url: z.string().describe('The participant page, as the e-mail would carry it'),
          })
          .meta({ id: 'TestLink' }),
      )
      .describe(
        "A new link for each participant the request waits on: the candidate's intake link, or each invited or opened referee's",
      ),
  })
  .meta({
    id: 'TestLinks',
    examples: [
      {
        data: [
          {
            participant: 'referee',
            contactId: 'ct_01kjpxcsjaayrv6tstc2w0kp6z',
            purpose: 'referee',
            url: 'https://refcheck.example.com/referee/q8ZtV3nR5kLw0yXc7bHd2mPs9fGj4aTe1uKo6iNv-Qx',
          },
        ],
      },
    ],
  });

export type TestLinksView = z.infer<typeof testLinksResponse>;

/** `GET /v1/api/reference-requests`: the key fixes the environment. */
export const listReferenceRequestsQuery = paginationQuery.extend({
  status: z.enum(REQUEST_STATES).optional().describe('Only requests in this state'),
  candidateId: idString.optional().describe("Only this candidate's requests (`cand_…`)"),
  search: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      "Only requests whose candidate's name or e-mail, or whose role, contains this text (case-insensitive)",
    ),
  createdAfter: timestampString
    .optional()
    .describe('Only requests created at or after this time (ISO 8601)'),
  createdBefore: timestampString
    .optional()
    .describe('Only requests created before this time (ISO 8601)'),
  metadata: z
    .record(metadataKey, metadataValue)
    .optional()
    .describe(
      'Only requests whose metadata holds every one of these pairs: `?metadata[key]=value` (repeat for more keys)',
    ),
});
