import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemResponses } from '../../core/problem.ts';
import { tenantParams } from '../../core/schemas.ts';
import { actingFor, principalOf } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  apiGetQuestionnaireQuery,
  apiListQuestionnairesQuery,
  apiQuestionnaireParams,
  createQuestionnaireBody,
  environmentQuery,
  getQuestionnaireQuery,
  listQuestionnairesQuery,
  questionnaireParams,
  questionnaireSchema,
  updateQuestionnaireBody,
} from './questionnaires.schemas.ts';
import {
  archiveQuestionnaire,
  changeQuestionnaire,
  createQuestionnaire,
  getQuestionnaire,
  listTenantQuestionnaires,
  makeDefaultQuestionnaire,
} from './questionnaires.service.ts';

const TAGS = ['Questionnaires'];

const DESCRIBE = {
  list:
    "The key's tenant and environment, newest first; the built-in questionnaire (`qst_builtin`) " +
    'comes last. `status` filters by state.',
  get:
    'The current version, or `?version=N` for an earlier one (404 if never published). ' +
    '`qst_builtin` is the built-in questionnaire.',
  create:
    'Creates a questionnaire from `questions` (1–30; keys unique), or copies one with `copyFrom` ' +
    '(its current questions; the built-in too). Version 1. Supports `Idempotency-Key`.',
  update:
    'Renames or re-describes it, or replaces its questions: new questions that differ from the ' +
    'current ones are published as the next `version` (requests keep the version they pinned). ' +
    'The built-in and archived questionnaires answer 409 `invalid_transition`. Supports ' +
    '`Idempotency-Key`.',
  archive:
    'No new request may choose it; requests that pinned it are unaffected. If it was the ' +
    'default, the built-in is the default again. Archiving again changes nothing. The built-in ' +
    'answers 409 `invalid_transition`. Supports `Idempotency-Key`.',
} as const;

/** `/v1/api/questionnaires…` with an API key (published in OpenAPI). */
export const questionnairesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/api/questionnaires',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: TAGS,
        summary: 'List questionnaires',
        description: DESCRIBE.list,
        operationId: 'listQuestionnaires',
        querystring: apiListQuestionnairesQuery,
        response: { 200: listSchema(questionnaireSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listTenantQuestionnaires(app.ctx, principalOf(request), request.query),
  );

  app.post(
    '/v1/api/questionnaires',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Create or copy a questionnaire',
        description: DESCRIBE.create,
        operationId: 'createQuestionnaire',
        body: createQuestionnaireBody,
        response: { 200: questionnaireSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      createQuestionnaire(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );

  app.get(
    '/v1/api/questionnaires/:questionnaireId',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: TAGS,
        summary: 'Read a questionnaire',
        description: DESCRIBE.get,
        operationId: 'getQuestionnaire',
        params: apiQuestionnaireParams,
        querystring: apiGetQuestionnaireQuery,
        response: { 200: questionnaireSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getQuestionnaire(
        app.ctx,
        principalOf(request),
        request.params.questionnaireId,
        request.query.version,
      ),
  );

  app.patch(
    '/v1/api/questionnaires/:questionnaireId',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Update a questionnaire',
        description: DESCRIBE.update,
        operationId: 'updateQuestionnaire',
        params: apiQuestionnaireParams,
        body: updateQuestionnaireBody,
        response: { 200: questionnaireSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeQuestionnaire(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.questionnaireId,
        request.body,
      ),
  );

  app.post(
    '/v1/api/questionnaires/:questionnaireId/archive',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Archive a questionnaire',
        description: DESCRIBE.archive,
        operationId: 'archiveQuestionnaire',
        params: apiQuestionnaireParams,
        response: { 200: questionnaireSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      archiveQuestionnaire(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.questionnaireId,
      ),
  );
};

/** `/v1/tenants/:tenantId/questionnaires…` with a tenant session (`?environment=`). */
export const questionnairesTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/questionnaires',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'List questionnaires, newest first, the built-in last',
        params: tenantParams,
        querystring: listQuestionnairesQuery,
        response: { 200: listSchema(questionnaireSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, status } = request.query;
      return listTenantQuestionnaires(app.ctx, actingFor(request), { limit, cursor, status });
    },
  );

  app.post(
    '/v1/tenants/:tenantId/questionnaires',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Create or copy a questionnaire',
        params: tenantParams,
        querystring: environmentQuery,
        body: createQuestionnaireBody,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      createQuestionnaire(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );

  app.get(
    '/v1/tenants/:tenantId/questionnaires/:questionnaireId',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read a questionnaire (`?version=N` for an earlier version)',
        params: questionnaireParams,
        querystring: getQuestionnaireQuery,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      getQuestionnaire(
        app.ctx,
        actingFor(request),
        request.params.questionnaireId,
        request.query.version,
      ),
  );

  app.patch(
    '/v1/tenants/:tenantId/questionnaires/:questionnaireId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Rename a questionnaire or change its questions (a new version)',
        params: questionnaireParams,
        querystring: environmentQuery,
        body: updateQuestionnaireBody,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      changeQuestionnaire(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.questionnaireId,
        request.body,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/questionnaires/:questionnaireId/archive',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Archive a questionnaire',
        params: questionnaireParams,
        querystring: environmentQuery,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      archiveQuestionnaire(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.questionnaireId,
      ),
  );

  app.post(
    '/v1/tenants/:tenantId/questionnaires/:questionnaireId/default',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: "Make a questionnaire the tenant's default for new requests",
        params: questionnaireParams,
        querystring: environmentQuery,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      makeDefaultQuestionnaire(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.questionnaireId,
      ),
  );
};
