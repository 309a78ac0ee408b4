import { listSchema } from '../../src/core/pagination.ts';
import type { Environment } from '../../src/core/tenancy.ts';
import { unitOfWork } from '../../src/db/tx.ts';
import { agentResponseSchema } from '../../src/modules/agent/agent.schemas.ts';
import { candidateSchema } from '../../src/modules/candidates/candidates.schemas.ts';
import { createCandidate } from '../../src/modules/candidates/candidates.service.ts';
import { apiKeySchema } from '../../src/modules/keys/keys.schemas.ts';
import { opsFeedSchema, opsMessageSchema } from '../../src/modules/ops/ops.schemas.ts';
import { createOpsMessage } from '../../src/modules/ops/ops.service.ts';
import { questionnaireSchema } from '../../src/modules/questionnaires/questionnaires.schemas.ts';
import { createQuestionnaire } from '../../src/modules/questionnaires/questionnaires.service.ts';
import {
  createdShareLinkSchema,
  latestValuationSchema,
  reportStateSchema,
  valuationDraftSchema,
} from '../../src/modules/reports/reports.schemas.ts';
import { approveReport, draftValuation } from '../../src/modules/reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../../src/modules/reports/reports.test-helper.ts';
import {
  createReferenceRequestResponse,
  referenceRequestSchema,
  testLinksResponse,
} from '../../src/modules/requests/requests.schemas.ts';
import {
  createIntakeRequestFor,
  createRequestFor,
  createRequestInOutreach,
  manualRequestBody,
} from '../../src/modules/requests/requests.test-helper.ts';
import { apiEventSchema } from '../../src/modules/usage-audit/usage-audit.schemas.ts';
import type { TestApp } from '../helpers/app.ts';
import type { ApiKeyRouteUnderTest } from '../helpers/common-route-tests.ts';
import type { TestTenant } from '../helpers/factories.ts';

/**
 * Every `/v1/api` route of the app, one row each. test/security/api-routes.test.ts
 * runs the common API-key security suite (describeApiKeyRouteSecurity) over
 * every row, and fails when the app registers a `/v1/api/` route missing
 * here: a new route adds its row.
 */
/** A referee's path from `<requestId> <contactId>` (the table's pattern passes one `:id`). */
function contactPath(id: string): string {
  const [requestId, contactId = requestId] = id.split(' ');
  return `/v1/api/reference-requests/${requestId}/contacts/${contactId}`;
}

export const API_ROUTES: ApiKeyRouteUnderTest[] = [
  // Reference requests (src/modules/requests/requests.routes.ts)
  {
    method: 'POST',
    path: () => '/v1/api/reference-requests',
    scope: 'references:write',
    role: 'recruiter',
    body: manualRequestBody(),
    createResource: async () => 'unused',
    response: createReferenceRequestResponse,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/reference-requests/${id}`,
    scope: 'references:read',
    role: 'viewer',
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: referenceRequestSchema,
  },
  {
    method: 'PATCH',
    path: (id) => `/v1/api/reference-requests/${id}`,
    scope: 'references:write',
    role: 'recruiter',
    body: { metadata: { ats_id: '42' } },
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: referenceRequestSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/lifecycle`,
    scope: 'references:write',
    role: 'recruiter',
    body: { action: 'request_candidate_consent' },
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    // The move is allowed once per request.
    singleUse: true,
    response: referenceRequestSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/contacts`,
    scope: 'references:write',
    role: 'recruiter',
    body: {
      contacts: [{ firstName: 'Mary', email: 'mary@example.org', phone: '+12125550123' }],
    },
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: referenceRequestSchema,
  },
  {
    method: 'PATCH',
    // The id is `<requestId> <contactId>`: a referee of the request.
    path: (id) => contactPath(id),
    scope: 'references:write',
    role: 'recruiter',
    body: { relationship: 'Former manager' },
    createResource: async (t, tenant, environment) => {
      const request = await createRequestFor(t, tenant, environment);
      return `${request.id} ${request.contacts[0]!.id}`;
    },
    response: referenceRequestSchema,
  },
  {
    method: 'POST',
    path: (id) => `${contactPath(id)}/resend`,
    scope: 'references:write',
    role: 'recruiter',
    singleUse: true,
    createResource: async (t, tenant, environment) => {
      const request = await createRequestInOutreach(t, tenant, environment);
      return `${request.id} ${request.contacts[0]!.id}`;
    },
    response: referenceRequestSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/candidate/resend`,
    scope: 'references:write',
    role: 'recruiter',
    singleUse: true,
    createResource: async (t, tenant, environment) =>
      (await createIntakeRequestFor(t, tenant, environment)).id,
    response: referenceRequestSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/cancel`,
    scope: 'references:write',
    role: 'recruiter',
    body: { reason: 'Security suite' },
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    // A request is cancelled once.
    singleUse: true,
    response: referenceRequestSchema,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/test-helpers/reference-requests/${id}/links`,
    scope: 'references:read',
    role: 'viewer',
    // Test keys only: a live key gets 404 for every request.
    environment: 'test',
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: testLinksResponse,
  },

  {
    method: 'GET',
    path: () => '/v1/api/reference-requests',
    scope: 'references:read',
    role: 'viewer',
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: listSchema(referenceRequestSchema),
  },

  // Reports (src/modules/reports/reports.routes.ts)
  {
    method: 'GET',
    path: (id) => `/v1/api/reference-requests/${id}/report`,
    scope: 'reports:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'approved'),
    response: reportStateSchema,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/reference-requests/${id}/report/pdf`,
    scope: 'reports:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'approved'),
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/share/revoke`,
    scope: 'reports:write',
    role: 'recruiter',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'approved'),
    response: reportStateSchema,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/reference-requests/${id}/valuation`,
    scope: 'valuations:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'drafted'),
    response: latestValuationSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/valuation/draft`,
    scope: 'valuations:write',
    role: 'recruiter',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'answered'),
    response: valuationDraftSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/valuation/approve`,
    scope: 'valuations:write',
    role: 'recruiter',
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'drafted'),
    // Approve succeeds once per draft.
    singleUse: true,
    response: reportStateSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/reference-requests/${id}/share`,
    scope: 'reports:write',
    role: 'recruiter',
    body: { expiresInDays: 3 },
    createResource: (t, tenant, environment) => requestAt(t, tenant, environment, 'approved'),
    response: createdShareLinkSchema,
  },

  // Candidates (src/modules/candidates/candidates.routes.ts)
  {
    method: 'GET',
    path: () => '/v1/api/candidates',
    scope: 'candidates:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => candidateOf(t, tenant, environment),
    response: listSchema(candidateSchema),
  },
  {
    method: 'POST',
    path: () => '/v1/api/candidates',
    scope: 'candidates:write',
    role: 'recruiter',
    // A fresh e-mail per call: the same e-mail twice is 409 conflict.
    get body() {
      return { firstName: 'Grace', lastName: 'Hopper', email: `grace.${++emailSeq}@example.com` };
    },
    createResource: async () => 'none',
    response: candidateSchema,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/candidates/${id}`,
    scope: 'candidates:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => candidateOf(t, tenant, environment),
    response: candidateSchema,
  },
  {
    method: 'PATCH',
    path: (id) => `/v1/api/candidates/${id}`,
    scope: 'candidates:write',
    role: 'recruiter',
    body: { stage: 'onsite', profile: { headline: 'Rear admiral' } },
    createResource: (t, tenant, environment) => candidateOf(t, tenant, environment),
    response: candidateSchema,
  },

  // Questionnaires (src/modules/questionnaires/questionnaires.routes.ts)
  {
    method: 'GET',
    path: () => '/v1/api/questionnaires',
    scope: 'references:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => questionnaireOf(t, tenant, environment),
    response: listSchema(questionnaireSchema),
  },
  {
    method: 'POST',
    path: () => '/v1/api/questionnaires',
    scope: 'references:write',
    role: 'recruiter',
    body: {
      name: 'Security suite',
      questions: [{ key: 'ownership', kind: 'rating', prompt: 'Rate their ownership' }],
    },
    createResource: async () => 'none',
    response: questionnaireSchema,
  },
  {
    method: 'GET',
    path: (id) => `/v1/api/questionnaires/${id}`,
    scope: 'references:read',
    role: 'viewer',
    createResource: (t, tenant, environment) => questionnaireOf(t, tenant, environment),
    response: questionnaireSchema,
  },
  {
    method: 'PATCH',
    path: (id) => `/v1/api/questionnaires/${id}`,
    scope: 'references:write',
    role: 'recruiter',
    body: { name: 'Renamed by the security suite' },
    createResource: (t, tenant, environment) => questionnaireOf(t, tenant, environment),
    response: questionnaireSchema,
  },
  {
    method: 'POST',
    path: (id) => `/v1/api/questionnaires/${id}/archive`,
    scope: 'references:write',
    role: 'recruiter',
    createResource: (t, tenant, environment) => questionnaireOf(t, tenant, environment),
    response: questionnaireSchema,
  },

  // Events and the calling key (src/modules/usage-audit, src/modules/keys)
  {
    method: 'GET',
    path: () => '/v1/api/events',
    scope: 'references:read',
    role: 'viewer',
    createResource: async (t, tenant, environment) =>
      (await createRequestFor(t, tenant, environment)).id,
    response: listSchema(apiEventSchema),
  },
  {
    method: 'GET',
    path: () => '/v1/api/whoami',
    scope: null,
    role: 'viewer',
    createResource: async () => 'none',
    response: apiKeySchema,
  },

  // Ops (src/modules/ops/ops.routes.ts)
  {
    method: 'GET',
    path: () => '/v1/api/ops/feed',
    scope: 'references:read',
    role: 'viewer',
    createResource: async (t, tenant, environment) =>
      (
        await createOpsMessage(
          t.app.ctx,
          unitOfWork(t.app.ctx.db),
          recruiterActing(tenant, environment),
          {
            title: 'seeded',
            body: 'seeded body',
          },
        )
      ).id,
    response: opsFeedSchema,
  },
  {
    method: 'POST',
    path: () => '/v1/api/ops/messages',
    scope: 'references:write',
    role: 'recruiter',
    body: { title: 'Heads up', body: 'Security suite message' },
    createResource: async () => 'none',
    response: opsMessageSchema,
  },

  // Agent (src/modules/agent/agent.routes.ts)
  {
    method: 'POST',
    path: () => '/v1/api/agent',
    scope: 'references:read',
    role: 'recruiter',
    body: { message: 'read the ops feed' },
    createResource: async () => 'none',
    response: agentResponseSchema,
  },
];

let emailSeq = 0;

async function candidateOf(t: TestApp, tenant: TestTenant, environment: Environment) {
  const candidate = await createCandidate(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    recruiterActing(tenant, environment),
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${++emailSeq}@example.com`,
    },
  );
  return candidate.id;
}

async function questionnaireOf(t: TestApp, tenant: TestTenant, environment: Environment) {
  const questionnaire = await createQuestionnaire(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    recruiterActing(tenant, environment),
    {
      name: 'Seeded',
      questions: [
        { key: 'teamwork', kind: 'rating', prompt: 'Rate their teamwork', required: false },
      ],
    },
  );
  return questionnaire.id;
}

const recruiterActing = (tenant: TestTenant, environment: Environment) => ({
  tenantId: tenant.tenantId,
  environment,
  recruiterId: tenant.recruiterId,
  actor: { kind: 'recruiter' as const, id: tenant.recruiterId },
  traceId: null,
});

/** A request with answers, moved to `stage` through the services. */
async function requestAt(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment,
  stage: 'answered' | 'drafted' | 'approved',
): Promise<string> {
  const { requestId } = await seedRequest(t, tenant, { environment, referees: TWO_ANSWERS });
  const acting = recruiterActing(tenant, environment);
  if (stage !== 'answered')
    await draftValuation(t.app.ctx, unitOfWork(t.app.ctx.db), acting, requestId);
  if (stage === 'approved')
    await approveReport(t.app.ctx, unitOfWork(t.app.ctx.db), acting, requestId);
  return requestId;
}
