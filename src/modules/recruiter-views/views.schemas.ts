import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { environmentQuery } from '../../core/schemas.ts';
import { candidateSchema } from '../candidates/candidates.schemas.ts';
import { questionResultSchema } from '../reports/reports.schemas.ts';
import { LAUNCH_MODES, referenceRequestSchema } from '../requests/requests.schemas.ts';
import { REQUEST_STATES } from '../requests/workflow.ts';
import { consentGrantSchema } from '../reuse-permissions/reuse-permissions.schemas.ts';
import { trustSignalSchema } from '../trust-signals/trust-signals.schemas.ts';

export const referenceResponseSchema = z.object({
  id: z.string(),
  object: z.literal('reference_response'),
  contactId: z.string(),
  referee: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    relationship: z.string().nullable(),
  }),
  status: z.enum(['completed', 'declined']),
  /** The referee's structured answers (src/modules/participants/referee-answers.ts). */
  answers: z.record(z.string(), z.unknown()).nullable(),
  declineReason: z.string().nullable(),
  source: z.enum(['chat', 'structured']),
  startedAt: z.string().nullable(),
  completedAt: z.string(),
  createdAt: z.string(),
});

/**
 * An earlier completed response of the same candidate that the candidate
 * allowed this request to reuse (consent workflow, docs/consent.md), with
 * where it comes from. Appears only once the candidate approved.
 */
export const reusedResponseSchema = z.object({
  id: z.string(),
  object: z.literal('reference_response'),
  contactId: z.string(),
  referee: referenceResponseSchema.shape.referee,
  status: z.literal('completed'),
  answers: z.record(z.string(), z.unknown()).nullable(),
  completedAt: z.string(),
  reused: z.literal(true),
  source: z.object({
    referenceRequestId: z.string(),
    consentGrantId: z.string(),
    accessGrantId: z.string(),
  }),
});

export const competencyRatingSchema = z.object({
  competency: z.string(),
  label: z.string(),
  /** Mean of the referees' 1–5 ratings, 2 decimals; null when nobody rated it. */
  average: z.number().nullable(),
  count: z.number().int(),
  byReferee: z.array(z.object({ contactId: z.string(), rating: z.number().int() })),
});

export const reviewSchema = z.object({
  object: z.literal('reference_request_review'),
  referenceRequest: referenceRequestSchema,
  responses: z.array(referenceResponseSchema),
  /** Reused earlier responses (consent workflow); counted in `ratings` and `wouldRehire`. */
  reusedResponses: z.array(reusedResponseSchema),
  /** The built-in's competencies (kept for clients that read them; every rating is in `questions`). */
  ratings: z.array(competencyRatingSchema),
  /** The answers to the question with the `rehire` purpose; all zero when the pinned version has none. */
  wouldRehire: z.object({ yes: z.number().int(), no: z.number().int(), unknown: z.number().int() }),
  /** One result per question of the pinned version, in its order, as the report computes it. */
  questions: z.array(questionResultSchema),
  /** The mean of the rating questions' means, unrounded (null: nothing rated). */
  overall: z.object({
    score: z.number().nullable(),
    competenciesRated: z.number().int(),
  }),
  trustSignals: z.array(trustSignalSchema),
});

export const activityEntrySchema = z.object({
  id: z.string(),
  object: z.literal('activity_entry'),
  kind: z.string(),
  summary: z.string(),
  actorKind: z.string(),
  actorId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const activityQuery = paginationQuery.extend({
  environment: environmentQuery.shape.environment,
});

/**
 * One step of a request: `done` (with `at`), `pending`, `declined` (a
 * referee said no) or `skipped` (a step the request went past without it).
 */
export const milestoneSchema = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(['done', 'pending', 'declined', 'skipped']),
  at: z.string().nullable(),
  contactId: z.string().nullable(),
  detail: z.string().nullable(),
});

export const milestonesSchema = z.object({
  object: z.literal('milestones'),
  referenceRequestId: z.string(),
  status: z.enum(REQUEST_STATES),
  milestones: z.array(milestoneSchema),
});
export type Milestone = z.infer<typeof milestoneSchema>;

const statusCounts = z.record(z.enum(REQUEST_STATES), z.number().int());

export const requestSummarySchema = z.object({
  id: z.string(),
  object: z.literal('reference_request'),
  status: z.enum(REQUEST_STATES),
  launchMode: z.enum(LAUNCH_MODES),
  roleTitle: z.string().nullable(),
  candidate: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const personName = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/**
 * A message that bounced (e-mail) or failed (text message) for good and was
 * not followed by another one to the same person on the same channel: the
 * address still needs fixing, or the message resending.
 */
export const undeliveredMessageSchema = z.object({
  deliveryId: z.string().describe('The failed delivery (`dlv_…`)'),
  referenceRequestId: z.string(),
  recipient: personName
    .extend({
      role: z.enum(['referee', 'candidate']),
      contactId: z.string().nullable().describe("The referee's contact id; null for the candidate"),
    })
    .describe('Who the message was for'),
  candidate: personName.extend({ id: z.string() }).describe("The request's candidate"),
  channel: z.enum(['email', 'sms']),
  kind: z.enum(['invitation', 'reminder', 'resend']),
  status: z.enum(['bounced', 'failed']),
  error: z.string().nullable().describe('Why, as the mail server or SMS provider answered'),
  at: z.string().describe('When it bounced or failed'),
});

export const workspaceSchema = z.object({
  object: z.literal('workspace'),
  tenantId: z.string(),
  environment: z.enum(['live', 'test']),
  counts: z.object({
    candidates: z.number().int(),
    referenceRequests: z.number().int(),
    byStatus: statusCounts,
    openTrustSignals: z.number().int(),
  }),
  recentRequests: z.array(requestSummarySchema),
  openTrustSignals: z.array(
    trustSignalSchema.extend({
      candidate: z
        .object({
          id: z.string(),
          firstName: z.string().nullable(),
          lastName: z.string().nullable(),
        })
        .nullable()
        .describe("The candidate of the signal's request"),
    }),
  ),
  undeliveredMessages: z
    .array(undeliveredMessageSchema)
    .describe(
      'Messages of open requests that bounced or failed for good, to people still to answer, ' +
        'with no later message to them on that channel: the newest 10, newest first',
    ),
});

export const dashboardSchema = z.object({
  object: z.literal('dashboard'),
  environment: z.enum(['live', 'test']),
  referenceRequests: z.object({ total: z.number().int(), byStatus: statusCounts }),
  referees: z.object({
    invited: z.number().int(),
    completed: z.number().int(),
    declined: z.number().int(),
  }),
  /** Completed referees / invited referees (0–1, 3 decimals); null before any invitation. */
  completionRate: z.number().nullable(),
  /** Median hours from a referee's invitation to their completed reference; null before any. */
  medianTimeToCompleteHours: z.number().nullable(),
});

export const candidateRequestSummary = z.object({
  id: z.string(),
  object: z.literal('reference_request'),
  status: z.enum(REQUEST_STATES),
  launchMode: z.enum(LAUNCH_MODES),
  roleTitle: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The candidate workspace: the candidate and their reference requests, newest first. */
export const candidateWorkspaceSchema = z.object({
  object: z.literal('candidate_workspace'),
  candidate: candidateSchema,
  referenceRequests: z.array(candidateRequestSummary),
  /** Reuse permissions asked of the candidate (docs/consent.md), newest first; the 100 newest (all: GET …/consent-grants). */
  consentGrants: z.array(consentGrantSchema),
});
