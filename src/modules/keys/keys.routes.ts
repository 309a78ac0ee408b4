import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemSchema } from '../../core/problem.ts';
import { tenantParams } from '../../core/schemas.ts';
import { principalOf, recruiterActingFor } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
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
import {
  createApiKey,
  describeCallingKey,
  listScopes,
  listTenantApiKeys,
  revokeApiKey,
  roleToRevoke,
} from './keys.service.ts';

const TAGS = ['API keys'];

/** `GET /v1/api/whoami`: any valid key may ask who it is. */
export const keysApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/api/whoami',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey(null),
      schema: {
        tags: TAGS,
        summary: 'Describe the calling API key',
        description:
          'The key that made the call: its id, name, prefix, environment, scopes, tenant, ' +
          'issuing recruiter and expiry. Needs no scope beyond a valid key.',
        operationId: 'whoami',
        response: { 200: apiKeySchema, 401: problemSchema },
      },
    },
    async (request) => describeCallingKey(app.ctx, principalOf(request)),
  );
};

/** Key management for recruiters: `/v1/tenants/:tenantId/api-keys` with a tenant session. */
export const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/api-keys',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Create an API key (the plaintext is returned once)',
        operationId: 'createApiKey',
        params: tenantParams,
        body: createApiKeyBody,
        response: { 200: createApiKeyResponse },
      },
    },
    async (request) =>
      createApiKey(app.ctx, unitOfWorkOf(request), recruiterActingFor(request), request.body),
  );

  app.get(
    '/v1/tenants/:tenantId/api-keys',
    {
      config: { role: 'viewer' },
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
      config: { role: 'viewer' },
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
      config: {
        role: 'recruiter',
        // Another member's key takes an admin: a refusal names it.
        roleForTarget: (request) => {
          const { tenantId, apiKeyId } = request.params as { tenantId: string; apiKeyId: string };
          return roleToRevoke(app.ctx, tenantId, apiKeyId, principalOf(request).recruiterId);
        },
      },
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
        unitOfWorkOf(request),
        { ...recruiterActingFor(request), role: principalOf(request).role },
        { tenantId: request.params.tenantId, environment: request.query.environment },
        request.params.apiKeyId,
        request.body?.note ?? null,
      ),
  );
};
