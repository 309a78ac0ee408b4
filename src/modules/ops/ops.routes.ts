import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../core/problem.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  createOpsMessageBody,
  opsFeedQuery,
  opsFeedSchema,
  opsMessageSchema,
  tenantOpsFeedQuery,
} from './ops.schemas.ts';
import { createOpsMessage, readOpsFeed } from './ops.service.ts';

const TAGS = ['Ops feed'];
const FEED_DESCRIPTION =
  'Coordination messages of the key’s tenant and environment, newest first (`?limit=`, `?cursor=`). ' +
  'They are not workflow state. With the development setting ENABLE_PREVIEW_FALLBACK=1 an empty ' +
  'feed answers sample messages marked `preview: true`.';

/** `/v1/api/ops/…` with an API key (published in OpenAPI). */
export const opsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/api/ops/feed',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: TAGS,
        summary: 'Read the ops feed',
        description: FEED_DESCRIPTION,
        operationId: 'getOpsFeed',
        querystring: opsFeedQuery,
        response: { 200: opsFeedSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => readOpsFeed(app.ctx, actingFor(request), request.query),
  );

  app.post(
    '/v1/api/ops/messages',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('references:write'),
      schema: {
        tags: TAGS,
        summary: 'Post an ops message',
        description:
          'Posts a coordination message; the author is the API key. Supports `Idempotency-Key`.',
        operationId: 'createOpsMessage',
        body: createOpsMessageBody,
        response: { 200: opsMessageSchema, ...problemResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) =>
      createOpsMessage(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );
};

/** `/v1/tenants/:tenantId/ops/…` with a tenant session (`?environment=`). */
export const opsTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/ops/feed',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read the ops feed (recruiter)',
        params: tenantParams,
        querystring: tenantOpsFeedQuery,
        response: { 200: opsFeedSchema },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return readOpsFeed(app.ctx, actingFor(request), { limit, cursor });
    },
  );

  app.post(
    '/v1/tenants/:tenantId/ops/messages',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Post an ops message (recruiter)',
        params: tenantParams,
        querystring: environmentQuery,
        body: createOpsMessageBody,
        response: { 200: opsMessageSchema },
      },
    },
    async (request) =>
      createOpsMessage(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );
};
