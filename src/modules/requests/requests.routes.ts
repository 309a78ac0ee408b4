import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemResponses } from '../../core/problem.ts';
import { actingFor, principalOf, recruiterActingFor } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { cancelReferenceRequest } from './cancel.service.ts';
import { addReferenceContacts, removeReferenceContact } from './contacts.service.ts';
import {
  addContactsBody,
  cancelBody,
  contactIdParams,
  createReferenceRequestBody,
  createReferenceRequestResponse,
  environmentQuery,
  lifecycleBody,
  listReferenceRequestsQuery,
  referenceRequestSchema,
  requestIdParams,
  tenantContactParams,
  tenantRequestParams,
  testLinksResponse,
  updateContactBody,
  updateReferenceRequestBody,
} from './requests.schemas.ts';
import {
  createReferenceRequest,
  getReferenceRequest,
  listReferenceRequests,
  runLifecycleAction,
  updateReferenceRequest,
} from './requests.service.ts';
import { resendToCandidate, resendToContact, updateReferenceContact } from './resend.service.ts';
import { issueTestLinks } from './test-links.service.ts';

const TAGS = ['Reference requests'];
const CANCEL_DESCRIPTION =
  'Moves the request to `cancelled` (final) from any other state: every participant link ' +
  'answers 410 from then on, and e-mails and reminders not yet sent are dropped. The record ' +
  'stays readable. Cancelling again answers 409 `invalid_transition`. Body and `reason` are optional.';
const ADD_CONTACTS_DESCRIPTION =
  'Adds referees under the rules of the create body, until outreach has finished (409 ' +
  '`invalid_transition` in `review_requested` or `cancelled`). During outreach (`outreach_queued`, ' +
  '`collecting`) each new referee with an e-mail is invited at once.';

const UPDATE_REQUEST_DESCRIPTION =
  "Changes the request's `metadata`, the only field it takes, as Stripe does: each key given is " +
  'set, a key set to `null` or `""` is removed, and keys not named stay. The result may hold at ' +
  'most 20 keys (else 400 `validation_failed`). Allowed in every state.';

/**
 * `?metadata[key]=value` (Stripe's form, OpenAPI's `deepObject`): the query
 * parser keeps `metadata[key]` as a name of its own, so the pairs are gathered
 * into `metadata` before the querystring schema validates them.
 */
async function gatherMetadataQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  const pairs: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const match = /^metadata\[(.*)\]$/s.exec(name);
    if (!match) continue;
    pairs[match[1]!] = Array.isArray(value) ? value.at(-1) : value;
    delete query[name];
  }
  if (Object.keys(pairs).length > 0) query.metadata = pairs;
}

const UPDATE_CONTACT_DESCRIPTION =
  "Corrects a referee's name, e-mail, phone or relationship until they have completed or declined " +
  '(409 `invalid_transition` after that, or once the request is cancelled or completed). A new ' +
  'e-mail or phone ends the links already sent; once outreach is queued, the referee is invited again.';
const RESEND_CONTACT_DESCRIPTION =
  'Sends the referee a fresh link now, by e-mail and (with a phone) text message, during outreach ' +
  '(`outreach_queued`, `collecting`) while they have not finished; else 409 `invalid_transition`. ' +
  '409 `resend_too_soon` within 10 minutes of the last resend (the first invitation does not count). No body.';
const RESEND_CANDIDATE_DESCRIPTION =
  "Sends the candidate's intake (`intake_pending`) or consent (`consent_requested`) link again, " +
  'fresh; else 409 `invalid_transition`. 409 `resend_too_soon` within 10 minutes of the last resend. No body.';

/** `/v1/api/reference-requests…` with an API key (published in OpenAPI). */
export const requestsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/api/reference-requests',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Create a reference request',
        description:
          'Finds or creates the candidate by e-mail and starts the workflow. `manual_references` ' +
          'needs e-mail and phone on every contact; phones are normalised to E.164 in the ' +
          "tenant's default country. Supports `Idempotency-Key`.",
        operationId: 'createReferenceRequest',
        body: createReferenceRequestBody,
        response: {
          200: createReferenceRequestResponse,
          ...problemResponses(400, 401, 403, 409, 413),
        },
      },
    },
    async (request) =>
      createReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        recruiterActingFor(request),
        request.body,
      ),
  );

  app.get(
    '/v1/api/reference-requests',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      preValidation: gatherMetadataQuery,
      schema: {
        tags: TAGS,
        summary: 'List reference requests',
        description:
          "The key's tenant and environment, newest first; each item is the full request " +
          'object. Filter by `status`, `candidateId`, `search` (candidate name or e-mail, role), ' +
          '`createdAfter`/`createdBefore` and `metadata[key]=value`; page with `cursor` (`nextCursor`).',
        operationId: 'listReferenceRequests',
        querystring: listReferenceRequestsQuery,
        response: { 200: listSchema(referenceRequestSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listReferenceRequests(app.ctx, principalOf(request), request.query),
  );

  app.get(
    '/v1/api/reference-requests/:requestId',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: TAGS,
        summary: 'Read a reference request',
        operationId: 'getReferenceRequest',
        params: requestIdParams,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getReferenceRequest(app.ctx, actingFor(request), request.params.requestId),
  );

  app.patch(
    '/v1/api/reference-requests/:requestId',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: "Update a reference request's metadata",
        description: `${UPDATE_REQUEST_DESCRIPTION} Supports \`Idempotency-Key\`.`,
        operationId: 'updateReferenceRequest',
        params: requestIdParams,
        body: updateReferenceRequestBody,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.get(
    '/v1/api/test-helpers/reference-requests/:requestId/links',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: TAGS,
        summary: 'Fresh participant links of a test request (test keys only)',
        description:
          "Test-environment e-mails reach only the tenant's recruiters, so a test flow reads its participant links here. Each call issues new links. A live key gets 404.",
        operationId: 'getTestParticipantLinks',
        params: requestIdParams,
        response: { 200: testLinksResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      issueTestLinks(app.ctx, unitOfWorkOf(request), actingFor(request), request.params.requestId),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/lifecycle',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Advance the lifecycle of a reference request',
        description:
          'A move not allowed in the current state answers 409 `invalid_transition` with ' +
          '`allowedActions`. Supports `Idempotency-Key`.',
        operationId: 'advanceReferenceRequestLifecycle',
        params: requestIdParams,
        body: lifecycleBody,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      runLifecycleAction(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/contacts',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Add referees to a reference request',
        description: ADD_CONTACTS_DESCRIPTION,
        operationId: 'addReferenceContacts',
        params: requestIdParams,
        body: addContactsBody,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      addReferenceContacts(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.patch(
    '/v1/api/reference-requests/:requestId/contacts/:contactId',
    {
      ...idempotentApiKeyRoute('references:write'),
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: "Correct a referee's details",
        description: UPDATE_CONTACT_DESCRIPTION,
        operationId: 'updateReferenceContact',
        params: contactIdParams,
        body: updateContactBody,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateReferenceContact(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.params.contactId,
        request.body,
      ),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/contacts/:contactId/resend',
    {
      ...idempotentApiKeyRoute('references:write'),
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Send a referee a fresh link now',
        description: RESEND_CONTACT_DESCRIPTION,
        operationId: 'resendReferenceContact',
        params: contactIdParams,
        response: { 200: referenceRequestSchema, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      resendToContact(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.params.contactId,
      ),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/candidate/resend',
    {
      ...idempotentApiKeyRoute('references:write'),
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: "Send the candidate's link again",
        description: RESEND_CANDIDATE_DESCRIPTION,
        operationId: 'resendCandidateLink',
        params: requestIdParams,
        response: { 200: referenceRequestSchema, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      resendToCandidate(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
      ),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/cancel',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Cancel a reference request',
        description: CANCEL_DESCRIPTION,
        operationId: 'cancelReferenceRequest',
        params: requestIdParams,
        body: cancelBody,
        response: { 200: referenceRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );
};

/** `/v1/tenants/:tenantId/reference-requests…` with a tenant session (`?environment=`). */
export const requestsTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/reference-requests',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Create a reference request (recruiter)',
        params: tenantRequestParams.pick({ tenantId: true }),
        querystring: environmentQuery,
        body: createReferenceRequestBody,
        response: { 200: createReferenceRequestResponse },
      },
    },
    async (request) =>
      createReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        recruiterActingFor(request),
        request.body,
      ),
  );

  app.get(
    '/v1/tenants/:tenantId/reference-requests',
    {
      config: { role: 'viewer' },
      preValidation: gatherMetadataQuery,
      schema: {
        tags: TAGS,
        summary: 'List reference requests (recruiter)',
        params: tenantRequestParams.pick({ tenantId: true }),
        querystring: listReferenceRequestsQuery.extend(environmentQuery.shape),
        response: { 200: listSchema(referenceRequestSchema) },
      },
    },
    async (request) => {
      const { environment: _environment, ...filters } = request.query;
      return listReferenceRequests(app.ctx, principalOf(request), filters);
    },
  );

  app.get(
    '/v1/tenants/:tenantId/reference-requests/:requestId',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read a reference request (recruiter)',
        params: tenantRequestParams,
        querystring: environmentQuery,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) => getReferenceRequest(app.ctx, actingFor(request), request.params.requestId),
  );

  app.patch(
    '/v1/tenants/:tenantId/reference-requests/:requestId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: "Update a reference request's metadata (recruiter)",
        description: UPDATE_REQUEST_DESCRIPTION,
        params: tenantRequestParams,
        querystring: environmentQuery,
        body: updateReferenceRequestBody,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      updateReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/lifecycle',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Advance the lifecycle (recruiter)',
        params: tenantRequestParams,
        querystring: environmentQuery,
        body: lifecycleBody,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      runLifecycleAction(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/cancel',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Cancel a reference request (recruiter)',
        description: CANCEL_DESCRIPTION,
        params: tenantRequestParams,
        querystring: environmentQuery,
        body: cancelBody,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      cancelReferenceRequest(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/contacts',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Add referees (recruiter)',
        description: ADD_CONTACTS_DESCRIPTION,
        params: tenantRequestParams,
        querystring: environmentQuery,
        body: addContactsBody,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      addReferenceContacts(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.patch(
    '/v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: "Correct a referee's details (recruiter)",
        description: UPDATE_CONTACT_DESCRIPTION,
        params: tenantContactParams,
        querystring: environmentQuery,
        body: updateContactBody,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      updateReferenceContact(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.params.contactId,
        request.body,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId/resend',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Send a referee a fresh link now (recruiter)',
        description: RESEND_CONTACT_DESCRIPTION,
        params: tenantContactParams,
        querystring: environmentQuery,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      resendToContact(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.params.contactId,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/candidate/resend',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: "Send the candidate's link again (recruiter)",
        description: RESEND_CANDIDATE_DESCRIPTION,
        params: tenantRequestParams,
        querystring: environmentQuery,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      resendToCandidate(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
      ),
  );

  app.delete(
    '/v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Remove a referee not yet invited (recruiter)',
        params: tenantContactParams,
        querystring: environmentQuery,
        response: { 200: referenceRequestSchema },
      },
    },
    async (request) =>
      removeReferenceContact(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.params.contactId,
      ),
  );

  // A POST, not a GET: each call mints new tokens (only their hashes are
  // stored, so earlier links cannot be read back), and under a SameSite=Lax
  // cookie a cross-site top-level navigation may send a GET; a POST must be
  // same-origin (CSRF rule).
  app.post(
    '/v1/tenants/:tenantId/reference-requests/:requestId/test-links',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Issue fresh participant links of a test request (recruiter; 404 in live)',
        description:
          'Each call issues new links (earlier ones keep working until they expire or are used). No body.',
        params: tenantRequestParams,
        querystring: environmentQuery,
        response: { 200: testLinksResponse },
      },
    },
    async (request) =>
      issueTestLinks(app.ctx, unitOfWorkOf(request), actingFor(request), request.params.requestId),
  );
};
