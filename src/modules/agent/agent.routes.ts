import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../core/problem.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { principalOf, recruiterActingFor } from '../../http/acting.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOfSteps } from '../../http/unit-of-work.ts';
import {
  agentActionParams,
  agentBody,
  agentConfirmationSchema,
  agentResponseSchema,
  consoleAgentBody,
} from './agent.schemas.ts';
import { askAgent } from './agent.service.ts';
import { confirmAgentAction } from './agent-actions.service.ts';
import { agentEngineFor } from './agent-engine.ts';

/**
 * Asks the agent for the credential of the request: its tenant, environment,
 * recruiter and scopes. The API route runs changes at once, as the spec's
 * agent route does; the console proposes them and runs one when the
 * recruiter confirms it (docs/ops-and-agent.md, "Confirmation").
 */
function ask(
  request: FastifyRequest,
  message: string,
  surface: 'api' | 'console',
  earlier: readonly string[] = [],
) {
  const { ctx } = request.server;
  return askAgent(
    ctx,
    unitOfWorkOfSteps(request),
    recruiterActingFor(request),
    principalOf(request).scopes,
    message,
    agentEngineFor(ctx.config),
    surface === 'console' ? { changes: 'propose', links: true, earlier } : {},
  );
}

/** `POST /v1/api/agent` with an API key (published in OpenAPI). */
export const agentApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/api/agent',
    {
      config: { role: 'recruiter', idempotencyClaimFirst: true },
      ...idempotentApiKeyRoute('references:read'),
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
    async (request) => ask(request, request.body.message, 'api'),
  );
};

/** `POST /v1/tenants/:tenantId/ops/agent`: the recruiter workspace agent, with the session's rights. */
export const agentTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/ops/agent',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: ['Agent'],
        summary: 'Ask the recruiter workspace agent',
        description:
          'Answers as `POST /v1/api/agent` does, with the session’s rights, except that a change is ' +
          'not run: it answers a `proposed` tool result whose output is an `agent_action` (what it ' +
          'will do), run once by `POST …/ops/agent/actions/:actionId/confirm`. Replies name records ' +
          'as console links, `[Ada Lovelace](/requests/rr_…)`.',
        params: tenantParams,
        querystring: environmentQuery,
        body: consoleAgentBody,
        response: { 200: agentResponseSchema },
      },
    },
    async (request) => ask(request, request.body.message, 'console', request.body.earlier),
  );

  app.post(
    '/v1/tenants/:tenantId/ops/agent/actions/:actionId/confirm',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: ['Agent'],
        summary: 'Confirm a change the workspace agent proposed',
        description:
          'Runs the proposed change once, for the recruiter it was proposed to, in its tenant and ' +
          'environment. A second confirm answers 409 `agent_action_used`; after 15 minutes, 410 ' +
          '`agent_action_expired`; another recruiter’s proposal, 404.',
        params: agentActionParams,
        querystring: environmentQuery,
        response: {
          200: agentConfirmationSchema,
          ...problemResponses(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request) => {
      const { ctx } = request.server;
      return confirmAgentAction(
        ctx,
        unitOfWorkOfSteps(request),
        recruiterActingFor(request),
        principalOf(request).scopes,
        request.params.actionId,
        { links: true },
      );
    },
  );
};
