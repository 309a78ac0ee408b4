import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../core/problem.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { principalOf, recruiterActingFor } from '../../http/acting.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOfSteps } from '../../http/unit-of-work.ts';
import { agentBody, agentResponseSchema } from './agent.schemas.ts';
import { askAgent } from './agent.service.ts';
import { agentEngineFor } from './agent-engine.ts';

/** Asks the agent for the credential of the request: its tenant, environment, recruiter and scopes. */
function ask(request: FastifyRequest, message: string) {
  const { ctx } = request.server;
  return askAgent(
    ctx,
    unitOfWorkOfSteps(request),
    recruiterActingFor(request),
    principalOf(request).scopes,
    message,
    agentEngineFor(ctx.config),
  );
}

/** `POST /v1/api/agent` with an API key (published in OpenAPI). */
export const agentApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/api/agent',
    {
      ...idempotentApiKeyRoute('references:read', { claimFirst: true }),
      schema: {
        tags: ['Agent'],
        summary: 'Ask the agent',
        description:
          'Answers a free-text message, running only the tools the key’s scopes allow, for the ' +
          'key’s tenant, environment and recruiter. A request that needs a tool outside the ' +
          'scopes is refused in the reply (`status: "refused"` in `toolResults`) and changes ' +
          'nothing. Tool calls that change state are audited as the key. Supports `Idempotency-Key`.',
        operationId: 'askAgent',
        body: agentBody,
        response: { 200: agentResponseSchema, ...problemResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => ask(request, request.body.message),
  );
};

/** `POST /v1/tenants/:tenantId/ops/agent`: the recruiter workspace agent, with the session's rights. */
export const agentTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/ops/agent',
    {
      schema: {
        tags: ['Agent'],
        summary: 'Ask the recruiter workspace agent',
        params: tenantParams,
        querystring: environmentQuery,
        body: agentBody,
        response: { 200: agentResponseSchema },
      },
    },
    async (request) => ask(request, request.body.message),
  );
};
