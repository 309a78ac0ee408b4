import { z } from 'zod';
import { oneLineText } from '../../core/schemas.ts';
import { withoutInvisibles } from '../../core/text.ts';
import { questionSchema } from '../questionnaires/questionnaires.schemas.ts';
import {
  askControlSchema,
  intakeStateSchema,
  pendingConfirmSchema,
  refereeStateSchema,
} from './interviewer/agent.types.ts';
import { refereeAnswersSchema } from './referee-answers.ts';

/*
 * Every participant body is a strict object (issue 39): a key it does not
 * know is refused with 400 `validation_failed` naming it, never dropped, so
 * a misspelt field (`anwsers`, `contact`) cannot turn into an empty answer.
 */

/** The participant token of a link, in the path. Malformed tokens are 404 like unknown ones. */
export const tokenParams = z.object({ token: z.string().max(200) });

/** `POST …/messages`: one participant message; the answer is an SSE stream. */
export const messageBody = z.strictObject({
  message: z.string().overwrite(withoutInvisibles).trim().min(1).max(4000),
});

/**
 * `POST /v1/public/intake/:token/messages`: a message in words, or a tap on
 * the intake's controls (CONTRACT "Typed answers"): `{ answer: { key, value } }`
 * with the key of the state's `ask` (`consent`: a boolean; `referee`:
 * `{ name, email, phone?, relationship? }`; `firstName`, `relationship`,
 * `wrongDetail`: one of the ask's `options`), or `{ confirm }` on a pending
 * confirmation. Exactly one of the three. The value is checked by its key
 * (intake.service.ts), 400 `validation_failed` naming `answer.<key>`.
 */
export const intakeMessageBody = z
  .strictObject({
    message: messageBody.shape.message.optional(),
    answer: z
      .strictObject({
        key: z.string().min(1).max(64),
        value: z
          .unknown()
          .describe(
            '`consent`: `true` or `false`; `referee`: `{ name, email, phone?, relationship? }`; `firstName`, `relationship`, `wrongDetail`: one of the `options` of the state’s `ask`',
          ),
      })
      .optional(),
    confirm: z.boolean().optional(),
  })
  .superRefine((body, check) => {
    const given = (['message', 'answer', 'confirm'] as const).filter((k) => body[k] !== undefined);
    if (given.length !== 1)
      check.addIssue({
        code: 'custom',
        path: given.length === 0 ? ['message'] : [given[1]!],
        message: 'give exactly one of `message`, `answer` and `confirm`',
      });
  });
export type IntakeMessageBody = z.infer<typeof intakeMessageBody>;

/**
 * `POST /v1/public/referee/:token/messages` (CONTRACT "Typed answers"): a
 * message in words, a tap on a control (`answer`, its `value` of the
 * question's kind, `null` to skip an optional question), or the referee's
 * yes or no to a pending confirmation (`confirm`). A typed answer is
 * checked as `complete` checks it (400 `validation_failed` naming the key).
 */
export const refereeMessageBody = z
  .union([
    messageBody,
    z.strictObject({
      answer: z
        .strictObject({
          key: z.string().min(1).max(64).describe('The question key (the state’s `ask.key`)'),
          value: z
            .json()
            .describe(
              "A value of the question's kind (as `complete` takes it), or null to skip an optional question",
            ),
        })
        .meta({ examples: [{ key: 'communication', value: 4 }] }),
    }),
    z.strictObject({
      confirm: z.boolean().describe('Yes or no to the reading the state’s `confirm` asks about'),
    }),
  ])
  .meta({ id: 'RefereeMessageBody' });
export type RefereeMessageBody = z.infer<typeof refereeMessageBody>;

/** A referee the candidate names when completing intake with a structured result. */
export const nominationInput = z.strictObject({
  firstName: oneLineText().min(1).max(200),
  lastName: oneLineText().max(200).optional(),
  email: z.email().max(320),
  /** Any format; normalised to E.164 with the tenant's default country. */
  phone: z.string().trim().max(40).optional(),
  /** e.g. manager, colleague, peer, report, client. */
  relationship: oneLineText().max(200).optional(),
  /** The recruiter's referee this completes (one named without an e-mail, listed in the intake's state). */
  contactId: z.string().max(64).optional(),
});

/**
 * `POST /v1/public/intake/:token/complete`: without a body the agent's
 * collected state is used; with one, consent must be `true` and at least one
 * referee (with an e-mail) given, unless the request already has referees.
 */
export const intakeCompleteBody = z
  .strictObject({
    consent: z.literal(true),
    /** At least one, unless the request already has referees (a consent link). */
    contacts: z.array(nominationInput).max(10).default([]),
  })
  .nullish();
export type IntakeCompleteBody = z.infer<typeof intakeCompleteBody>;

/** A blank form field is no value. */
const draftField = (max: number) =>
  oneLineText()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** A referee as the candidate types it into the intake page's list: any field may still be missing. */
export const refereeDraftInput = z.strictObject({
  firstName: draftField(200),
  lastName: draftField(200),
  email: z
    .union([z.literal(''), z.email().max(320)])
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullish(),
  /** Any format; normalised to E.164 with the tenant's default country. */
  phone: draftField(40),
  relationship: draftField(200),
  /** The recruiter's referee this entry completes, as the intake's state lists it. */
  contactId: z.string().max(64).nullish(),
});

/**
 * `PUT /v1/public/intake/:token/referees`: the candidate's referee list as
 * the page edits it (add, change, remove), and their consent; the chat
 * continues from the same list.
 */
export const intakeRefereesBody = z.strictObject({
  consent: z.literal(true).optional(),
  contacts: z.array(refereeDraftInput).max(10),
});
export type IntakeRefereesBody = z.infer<typeof intakeRefereesBody>;

/**
 * `POST /v1/public/referee/:token/complete`: `{ answers }` for clients that
 * skip the chat, keyed by the question keys of the questionnaire version the
 * request pinned and checked against it by key and kind (400
 * `validation_failed` naming the key). The built-in's ratings may also come
 * nested under `ratings`, as they always have.
 */
export const refereeCompleteBody = z
  .strictObject({
    answers: z
      .record(z.string(), z.unknown())
      .describe(
        "Answers keyed by the pinned questionnaire's question keys: a rating an integer 1–5, text a string, yes_no a boolean, choice one of its options (an array of them with `multiple`), number an integer. For the built-in questionnaire the ratings may be nested under `ratings` (e.g. `{ strengths, ratings: { communication: 4 } }`).",
      )
      .meta({
        examples: [
          {
            relationship: 'I managed her at Acme',
            monthsKnown: 24,
            strengths: 'Clear writer',
            ratings: { communication: 5, teamwork: 4 },
            wouldRehire: true,
          },
        ],
      }),
  })
  .nullish();
export type RefereeCompleteBody = z.infer<typeof refereeCompleteBody>;

/** `POST …/abandon`: an optional reason, kept for the recruiter. */
export const abandonBody = z
  .strictObject({ reason: z.string().trim().max(2000).optional() })
  .nullish();
export type AbandonBody = z.infer<typeof abandonBody>;

export const transcriptMessageSchema = z.object({
  id: z.string(),
  object: z.literal('conversation_message'),
  role: z.enum(['agent', 'participant']),
  text: z.string(),
  createdAt: z.string(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const intakeSessionSchema = z.object({
  object: z.literal('intake_session'),
  referenceRequestId: z.string(),
  /** The request's state (intake_pending, or consent_requested for a consent link). */
  status: z.string(),
  roleTitle: z.string().nullable(),
  tenantName: z.string(),
  candidate: z.object({ firstName: z.string() }),
  /** Who reads the referees' answers, told before consent (participant-copy.ts). */
  readers: z.string(),
  transcript: z.array(transcriptMessageSchema),
  state: intakeStateSchema,
  /** What still blocks `complete` (same as state.missing). */
  missing: z.array(z.string()),
  /**
   * The referees the recruiter already named with an e-mail (a consent link
   * on a `manual_references` request): names and relationships only, shown
   * beside the candidate's own list before they consent. Those named
   * without an e-mail are on `state.contacts`, for the candidate to complete.
   */
  recruiterReferees: z.array(
    z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      relationship: z.string().nullable(),
    }),
  ),
  expiresAt: z.string(),
});
export type IntakeSession = z.infer<typeof intakeSessionSchema>;

/**
 * The referee's state as the API shows it (the session and every `done`
 * event): `ask`, the question now asked as its control, and `confirm`, a
 * reading waiting for the referee's yes or no (CONTRACT "Typed answers").
 */
const refereeSessionStateSchema = refereeStateSchema
  .extend({
    ask: askControlSchema
      .nullable()
      .describe('The question now asked, as its control; null when nothing is asked'),
    confirm: pendingConfirmSchema
      .nullable()
      .describe('A reading the interviewer asks the referee to confirm; else null'),
  })
  .meta({ id: 'RefereeState' });

/** The `done` event of a referee message's stream. */
export const refereeDoneEventSchema = z
  .object({
    messageId: z.string(),
    text: z.string(),
    state: refereeSessionStateSchema,
  })
  .meta({ id: 'RefereeDoneEvent' });

export const refereeSessionSchema = z.object({
  object: z.literal('referee_session'),
  referenceRequestId: z.string(),
  contactId: z.string(),
  tenantName: z.string(),
  roleTitle: z.string().nullable(),
  candidate: z.object({ firstName: z.string(), lastName: z.string() }),
  referee: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  relationship: z.string().nullable(),
  /** Who reads the answers, told before the first question (participant-copy.ts). */
  readers: z.string(),
  /** The competencies rated, in the order the review shows them. */
  competencies: z.array(z.object({ key: z.string(), label: z.string() })),
  /**
   * The pinned version's questions when the request pinned a tenant's
   * questionnaire (the review step lists them, each with its kind's input);
   * null for the built-in one (`competencies` and the built-in answers).
   */
  questionnaire: z.object({ questions: z.array(questionSchema) }).nullable(),
  transcript: z.array(transcriptMessageSchema),
  state: refereeSessionStateSchema,
  expiresAt: z.string(),
});
export type RefereeSession = z.infer<typeof refereeSessionSchema>;

export const intakeContactSchema = z.object({
  id: z.string(),
  object: z.literal('reference_contact'),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const intakeResultSchema = z.object({
  object: z.literal('intake_result'),
  referenceRequestId: z.string(),
  outcome: z.enum(['completed', 'abandoned', 'declined']),
  /** The request's state afterwards. */
  status: z.string(),
  contacts: z.array(intakeContactSchema),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

export const referenceResponseSchema = z.object({
  id: z.string(),
  object: z.literal('reference_response'),
  referenceRequestId: z.string(),
  contactId: z.string(),
  status: z.enum(['completed', 'declined']),
  source: z.enum(['chat', 'structured']),
  /**
   * The built-in questionnaire's answers (ratings nested under `ratings`),
   * or a tenant questionnaire's, keyed by its question keys.
   */
  answers: z.union([refereeAnswersSchema, z.record(z.string(), z.unknown())]).nullable(),
  declineReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReferenceResponseView = z.infer<typeof referenceResponseSchema>;
