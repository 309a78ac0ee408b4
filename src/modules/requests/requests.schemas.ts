import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { environmentQuery, idString, tenantParams } from '../../core/schemas.ts';
import { LIFECYCLE_ACTIONS, REQUEST_ACTIONS, REQUEST_STATES } from './workflow.ts';

export const LAUNCH_MODES = ['candidate_intake', 'manual_references'] as const;
export const CONTACT_STATUSES = ['pending', 'invited', 'opened', 'completed', 'declined'] as const;

const name = z.string().trim().min(1).max(200);
const email = z.email().max(320);

/** A referee in the create body. Phones are normalised to E.164 by the service (tenant's country). */
export const contactInput = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: email.optional(),
  phone: z.string().trim().min(1).max(40).optional(),
  relationship: z.string().trim().max(200).optional(),
});
export type ContactInput = z.infer<typeof contactInput>;

/** Referees one request holds at most, however they were added (recruiter or candidate). */
export const MAX_CONTACTS_PER_REQUEST = 30;

/** The spec's reference request body. */
export const createReferenceRequestBody = z.object({
  launchMode: z.enum(LAUNCH_MODES),
  roleTitle: z.string().trim().max(200).optional(),
  candidate: z.object({
    firstName: name,
    lastName: name,
    email,
    stage: z.string().trim().max(100).optional(),
  }),
  contacts: z.array(contactInput).max(20).optional(),
  notes: z.string().max(10_000).optional(),
});
export type CreateReferenceRequestInput = z.infer<typeof createReferenceRequestBody>;

/** The lifecycle body: an unknown action is a 400 `validation_failed` naming `action`. */
export const lifecycleBody = z.object({
  action: z.enum(LIFECYCLE_ACTIONS),
  reason: z.string().trim().max(2000).optional(),
});
export type LifecycleInput = z.infer<typeof lifecycleBody>;

/** `POST …/cancel`: the reason is optional, and so is the body (none arrives as null). */
export const cancelBody = z.object({ reason: z.string().trim().max(2000).optional() }).nullish();
export type CancelInput = z.infer<typeof cancelBody>;

/** `POST …/contacts`: referees added later, under the rules of the create body. */
export const addContactsBody = z.object({
  contacts: z.array(contactInput).min(1).max(20),
});
export type AddContactsInput = z.infer<typeof addContactsBody>;

export const requestIdParams = z.object({ requestId: idString });
export const tenantRequestParams = tenantParams.extend({ requestId: idString });
export const contactIdParams = requestIdParams.extend({ contactId: idString });
export const tenantContactParams = tenantRequestParams.extend({ contactId: idString });
export { environmentQuery };

export const contactSchema = z
  .object({
    id: z.string(),
    object: z.literal('reference_contact'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    /** E.164. */
    phone: z.string().nullable(),
    relationship: z.string().nullable(),
    /** pending (not invited yet) | invited | opened | completed | declined */
    status: z.enum(CONTACT_STATUSES),
    /** Who named the referee: the recruiter (or key) at creation, or the candidate at intake. */
    source: z.enum(['recruiter', 'candidate']),
    invitedAt: z.string().nullable(),
    openedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    declinedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ReferenceContact' });

export const requestCandidateSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  stage: z.string().nullable(),
});

/** The report summary; `null` until a report exists (reports module). */
export const reportSummarySchema = z
  .object({ status: z.string() })
  .catchall(z.unknown())
  .nullable();

/** The `reference_request` object of CONTRACT. */
export const referenceRequestSchema = z
  .object({
    id: z.string(),
    object: z.literal('reference_request'),
    /** State of CONTRACT's state machine (`cancelled` is final). */
    status: z.enum(REQUEST_STATES),
    launchMode: z.enum(LAUNCH_MODES),
    roleTitle: z.string().nullable(),
    notes: z.string().nullable(),
    candidate: requestCandidateSchema,
    contacts: z.array(contactSchema),
    report: reportSummarySchema,
    /** What the recruiter can do now: the lifecycle actions allowed, and `cancel` until cancelled. */
    allowedActions: z.array(z.enum(REQUEST_ACTIONS)),
    recruiterId: z.string(),
    environment: z.enum(['live', 'test']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ReferenceRequest' });
export type ReferenceRequestView = z.infer<typeof referenceRequestSchema>;

export const queuedJobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'running', 'done', 'dead', 'cancelled']),
});

/** CONTRACT: the create answer carries the jobs it queued. */
export const createReferenceRequestResponse = z
  .object({
    referenceRequest: referenceRequestSchema,
    workflow: z.object({ jobs: z.array(queuedJobSchema) }),
  })
  .meta({ id: 'CreatedReferenceRequest' });
export type CreateReferenceRequestResult = z.infer<typeof createReferenceRequestResponse>;

/** Fresh participant links of a test request (tenant route and API test-helpers route). */
export const testLinksResponse = z
  .object({
    data: z.array(
      z.object({
        participant: z.enum(['candidate', 'referee']),
        /** The referee's contact; null for the candidate. */
        contactId: z.string().nullable(),
        purpose: z.enum(['intake', 'referee']),
        url: z.string(),
      }),
    ),
  })
  .meta({ id: 'TestLinks' });

export type TestLinksView = z.infer<typeof testLinksResponse>;

/** `GET /v1/api/reference-requests`: the key fixes the environment. */
export const listReferenceRequestsQuery = paginationQuery.extend({
  status: z.enum(REQUEST_STATES).optional().describe('Only requests in this state'),
  candidateId: idString.optional().describe("Only this candidate's requests"),
});
