import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { tenantParams } from '../../core/schemas.ts';
import { recruiterActingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import {
  apiKeyParams,
  apiKeySchema,
  createApiKeyBody,
  createApiKeyResponse,
  listApiKeysQuery,
  optionalEnvironmentQuery,
  revokeApiKeyBody,
  scopesResponse,
} from './keys.schemas.ts';
import { createApiKey, listScopes, listTenantApiKeys, revokeApiKey } from './keys.service.ts';

const TAGS = ['API keys'];

/** Key management for recruiters: `/v1/tenants/:tenantId/api-keys` with a tenant session. */
export const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/api-keys',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an API key (the plaintext is returned once)',
        operationId: 'createApiKey',
        params: tenantParams,
        body: createApiKeyBody,
        response: { 200: createApiKeyResponse },
      },
    },
    async (request) => createApiKey(app.ctx, recruiterActingFor(request), request.body),
  );

  app.get(
    '/v1/tenants/:tenantId/api-keys',
    {
      schema: {
        tags: TAGS,
        summary: "List the tenant's API keys, newest first",
        operationId: 'listApiKeys',
        params: tenantParams,
        querystring: listApiKeysQuery,
        response: { 200: listSchema(apiKeySchema) },
      },
    },
    async (request) => {
      const { environment, limit, cursor } = request.query;
      return listTenantApiKeys(
        app.ctx,
        { tenantId: request.params.tenantId, environment },
        { limit, cursor },
      );
    },
  );

  // Registered before `/:apiKeyId` routes so `scopes` is never taken for a key id.
  app.get(
    '/v1/tenants/:tenantId/api-keys/scopes',
    {
      schema: {
        tags: TAGS,
        summary: 'List the supported scopes',
        operationId: 'listApiKeyScopes',
        params: tenantParams,
        response: { 200: scopesResponse },
      },
    },
    async () => ({ data: listScopes() }),
  );

  app.delete(
    '/v1/tenants/:tenantId/api-keys/:apiKeyId',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an API key (permanent, idempotent)',
        operationId: 'revokeApiKey',
        params: apiKeyParams,
        querystring: optionalEnvironmentQuery,
        body: revokeApiKeyBody,
        response: { 200: apiKeySchema },
      },
    },
    async (request) =>
      revokeApiKey(
        app.ctx,
        recruiterActingFor(request),
        { tenantId: request.params.tenantId, environment: request.query.environment },
        request.params.apiKeyId,
        request.body?.note ?? null,
      ),
  );
};
