import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { candidateParams } from '../candidates/candidates.schemas.ts';
import { tenantRequestParams } from '../requests/requests.schemas.ts';
import { getMilestones } from './milestones.ts';
import {
  activityEntrySchema,
  activityQuery,
  candidateWorkspaceSchema,
  dashboardSchema,
  milestonesSchema,
  reviewSchema,
  workspaceSchema,
} from './views.schemas.ts';
import {
  getActivity,
  getCandidateWorkspace,
  getDashboard,
  getReview,
  getWorkspace,
} from './views.service.ts';

const TAGS = ['Recruiter views'];

/** Read-only recruiter screens under `/v1/tenants/:tenantId`, with a tenant session. */
export const recruiterViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);
  const requestRoute = '/v1/tenants/:tenantId/reference-requests/:requestId';

  app.get(
    '/v1/tenants/:tenantId/candidates/:candidateId',
    {
      config: { role: 'viewer' },
      schema: {
        tags: ['Candidates'],
        summary: 'Candidate workspace: the candidate and their reference requests',
        params: candidateParams,
        querystring: environmentQuery,
        response: { 200: candidateWorkspaceSchema },
      },
    },
    async (request) =>
      getCandidateWorkspace(app.ctx, actingFor(request), request.params.candidateId),
  );

  app.get(
    `${requestRoute}/review`,
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Review a request: responses, ratings per competency, trust signals',
        params: tenantRequestParams,
        querystring: environmentQuery,
        response: { 200: reviewSchema },
      },
    },
    async (request) => getReview(app.ctx, actingFor(request), request.params.requestId),
  );

  app.get(
    `${requestRoute}/activity`,
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: "A request's activity timeline, newest first",
        params: tenantRequestParams,
        querystring: activityQuery,
        response: { 200: listSchema(activityEntrySchema) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return getActivity(app.ctx, actingFor(request), request.params.requestId, {
        limit,
        cursor,
      });
    },
  );

  app.get(
    `${requestRoute}/milestones`,
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: "A request's milestones",
        params: tenantRequestParams,
        querystring: environmentQuery,
        response: { 200: milestonesSchema },
      },
    },
    async (request) => getMilestones(app.ctx, actingFor(request), request.params.requestId),
  );

  app.get(
    '/v1/tenants/:tenantId/workspace',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Workspace snapshot: counts, recent requests, open trust signals',
        params: tenantParams,
        querystring: environmentQuery,
        response: { 200: workspaceSchema },
      },
    },
    async (request) => getWorkspace(app.ctx, actingFor(request)),
  );

  app.get(
    '/v1/tenants/:tenantId/dashboard',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Dashboard: counts by status, completion rate, median time to complete',
        params: tenantParams,
        querystring: environmentQuery,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getDashboard(app.ctx, actingFor(request)),
  );
};
