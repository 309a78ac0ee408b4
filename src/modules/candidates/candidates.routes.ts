import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import {
  candidateParams,
  candidateSchema,
  createCandidateBody,
  listCandidatesQuery,
  updateCandidateBody,
} from './candidates.schemas.ts';
import {
  createCandidate,
  deleteCandidate,
  listTenantCandidates,
  updateCandidateProfile,
} from './candidates.service.ts';

const TAGS = ['Candidates'];

/** `/v1/tenants/:tenantId/candidates…` with a tenant session (`?environment=`). */
export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/candidates',
    {
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
      schema: {
        tags: TAGS,
        summary: 'Create a candidate',
        params: tenantParams,
        querystring: environmentQuery,
        body: createCandidateBody,
        response: { 200: candidateSchema },
      },
    },
    async (request) => createCandidate(app.ctx, actingFor(request), request.body),
  );

  app.patch(
    '/v1/tenants/:tenantId/candidates/:candidateId/profile',
    {
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
      updateCandidateProfile(app.ctx, actingFor(request), request.params.candidateId, request.body),
  );

  app.delete(
    '/v1/tenants/:tenantId/candidates/:candidateId',
    {
      schema: {
        tags: TAGS,
        summary: 'Soft-delete a candidate (history is kept)',
        params: candidateParams,
        querystring: environmentQuery,
        response: { 200: candidateSchema },
      },
    },
    async (request) => deleteCandidate(app.ctx, actingFor(request), request.params.candidateId),
  );
};
