import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemResponses } from '../../core/problem.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor, principalOf } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  apiCandidateParams,
  apiListCandidatesQuery,
  candidateParams,
  candidateSchema,
  createCandidateBody,
  listCandidatesQuery,
  updateCandidateBody,
} from './candidates.schemas.ts';
import {
  createCandidate,
  deleteCandidate,
  getCandidate,
  listTenantCandidates,
  updateCandidateProfile,
} from './candidates.service.ts';

const TAGS = ['Candidates'];

/** `/v1/api/candidates…` with an API key (published in OpenAPI). */
export const candidatesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/api/candidates',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('candidates:read'),
      schema: {
        tags: TAGS,
        summary: 'List candidates',
        description:
          "The key's tenant and environment, newest first. `search` matches name or e-mail " +
          '(case-insensitive, substring).',
        operationId: 'listCandidates',
        querystring: apiListCandidatesQuery,
        response: { 200: listSchema(candidateSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor, search } = request.query;
      return listTenantCandidates(app.ctx, principalOf(request), { limit, cursor, search });
    },
  );

  app.post(
    '/v1/api/candidates',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('candidates:write'),
      schema: {
        tags: TAGS,
        summary: 'Create a candidate',
        description:
          "The phone is normalised to E.164 in the tenant's default country. A live candidate " +
          'with the same e-mail answers 409 `conflict` with its `candidateId`. Supports ' +
          '`Idempotency-Key`.',
        operationId: 'createCandidate',
        body: createCandidateBody,
        response: { 200: candidateSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      createCandidate(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );

  app.get(
    '/v1/api/candidates/:candidateId',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('candidates:read'),
      schema: {
        tags: TAGS,
        summary: 'Read a candidate',
        operationId: 'getCandidate',
        params: apiCandidateParams,
        response: { 200: candidateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCandidate(app.ctx, principalOf(request), request.params.candidateId),
  );

  app.patch(
    '/v1/api/candidates/:candidateId',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('candidates:write'),
      schema: {
        tags: TAGS,
        summary: 'Update a candidate',
        description:
          'Sets the fields given; `phone` and `stage` may be null to clear them. `profile` keys ' +
          'are merged into the stored profile, and a key set to null is removed. The e-mail ' +
          'cannot change (it identifies the candidate). Supports `Idempotency-Key`.',
        operationId: 'updateCandidate',
        params: apiCandidateParams,
        body: updateCandidateBody,
        response: { 200: candidateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCandidateProfile(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.candidateId,
        request.body,
      ),
  );
};

/** `/v1/tenants/:tenantId/candidates…` with a tenant session (`?environment=`). */
export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/candidates',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'List candidates, newest first (search by name or e-mail)',
        params: tenantParams,
        querystring: listCandidatesQuery,
        response: { 200: listSchema(candidateSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, search } = request.query;
      return listTenantCandidates(app.ctx, actingFor(request), { limit, cursor, search });
    },
  );

  app.post(
    '/v1/tenants/:tenantId/candidates',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Create a candidate',
        params: tenantParams,
        querystring: environmentQuery,
        body: createCandidateBody,
        response: { 200: candidateSchema },
      },
    },
    async (request) =>
      createCandidate(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );

  app.patch(
    '/v1/tenants/:tenantId/candidates/:candidateId/profile',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Update a candidate profile',
        params: candidateParams,
        querystring: environmentQuery,
        body: updateCandidateBody,
        response: { 200: candidateSchema },
      },
    },
    async (request) =>
      updateCandidateProfile(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.candidateId,
        request.body,
      ),
  );

  app.delete(
    '/v1/tenants/:tenantId/candidates/:candidateId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Soft-delete a candidate (history is kept)',
        params: candidateParams,
        querystring: environmentQuery,
        response: { 200: candidateSchema },
      },
    },
    async (request) =>
      deleteCandidate(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.candidateId,
      ),
  );
};
