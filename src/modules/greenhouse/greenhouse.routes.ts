import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingFor, principalOf, recruiterActingFor } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  environmentQuery,
  greenhouseSettingsParams,
  greenhouseSettingsResponse,
  listTestsResponse,
  responseErrorBody,
  responseErrorResponse,
  sendTestBody,
  sendTestResponse,
  testStatusQuery,
  testStatusResponse,
} from './greenhouse.schemas.ts';
import {
  GREENHOUSE_PREFIX,
  greenhouseSettings,
  listTests,
  recordResponseError,
  sendTest,
  testStatus,
} from './greenhouse.service.ts';

/** Greenhouse sends its partner key with HTTP Basic: a 401 says so (RFC 7617). */
const BASIC_CHALLENGE = 'Basic realm="Refcheck"';

/**
 * Greenhouse's Assessment Partner API, hosted by Refcheck
 * (CONTRACT "Greenhouse (assessment partner)"): four routes whose bodies are
 * Greenhouse's, behind HTTP Basic with a Refcheck API key as the user name.
 * The key decides tenant, environment, scopes and role, and its calls have
 * usage records, as on `/v1/api`. Not in the published OpenAPI document (the
 * contract is `/v1/api`); docs/integrations.md describes them.
 */
export const greenhouseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The error handler answers 401 with a Bearer challenge; these routes ask for Basic.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', BASIC_CHALLENGE);
    return payload;
  });
  const TAGS = ['Greenhouse'];

  app.get(
    `${GREENHOUSE_PREFIX}list_tests`,
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read', 'basic'),
      schema: {
        tags: TAGS,
        summary: 'List Tests: the active questionnaires, the default first',
        response: { 200: listTestsResponse },
      },
    },
    async (request) => listTests(app.ctx, principalOf(request)),
  );

  app.post(
    `${GREENHOUSE_PREFIX}send_test`,
    {
      config: { role: 'recruiter' },
      onRequest: requireApiKey('references:write', 'basic'),
      schema: {
        tags: TAGS,
        summary: 'Send Test: a candidate_intake request pinned to the questionnaire',
        body: sendTestBody,
        response: { 200: sendTestResponse },
      },
    },
    async (request) =>
      sendTest(app.ctx, unitOfWorkOf(request), recruiterActingFor(request), request.body),
  );

  app.get(
    `${GREENHOUSE_PREFIX}test_status`,
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read', 'basic'),
      schema: {
        tags: TAGS,
        summary: "Test Status: the request's state; once completed, the report's link and score",
        querystring: testStatusQuery,
        response: { 200: testStatusResponse },
      },
    },
    async (request) => testStatus(app.ctx, actingFor(request), request.query.partner_interview_id),
  );

  app.post(
    `${GREENHOUSE_PREFIX}response_error`,
    {
      config: { role: 'recruiter' },
      onRequest: requireApiKey('references:read', 'basic'),
      schema: {
        tags: TAGS,
        summary: 'Response Error: an ops message and an audit event',
        body: responseErrorBody,
        response: { 200: responseErrorResponse },
      },
    },
    async (request) =>
      recordResponseError(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );
};

/** The console's Settings → Integrations → Greenhouse (a tenant session, `?environment=`). */
export const greenhouseTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);
  app.get(
    '/v1/tenants/:tenantId/integrations/greenhouse',
    {
      config: { role: 'viewer' },
      schema: {
        tags: ['Greenhouse'],
        summary: "What to send Greenhouse, and the last calls it made (this environment's keys)",
        params: greenhouseSettingsParams,
        querystring: environmentQuery,
        response: { 200: greenhouseSettingsResponse },
      },
    },
    async (request) => greenhouseSettings(app.ctx, principalOf(request)),
  );
};
