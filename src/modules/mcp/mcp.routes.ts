import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CONTRACT_VERSION } from '../../core/contract.ts';
import { AppError } from '../../core/errors.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import type { ApiOperation } from './mcp.operations.ts';
import { mcpServerFor } from './mcp.server.ts';

export const MCP_PATH = '/v1/mcp';

/**
 * `/v1/mcp`: the Model Context Protocol's Streamable HTTP transport (the
 * SDK's), stateless: each POST carries its API key, gets a server of its
 * own for that key, and is answered with JSON. There is no server-sent
 * stream to open (GET) or session to end (DELETE): 405, as the transport
 * specification allows.
 */
export const mcpRoutes: FastifyPluginAsync<{ operations: readonly ApiOperation[] }> = async (
  app,
  { operations },
) => {
  app.post(
    MCP_PATH,
    { onRequest: requireApiKey(null), schema: { hide: true } },
    async (request, reply) => {
      const server = mcpServerFor(app, request, operations, CONTRACT_VERSION);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        const answer = await transport.handleRequest(webRequestOf(request), {
          parsedBody: request.body,
        });
        return await send(reply, answer);
      } finally {
        await server.close();
      }
    },
  );
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      onRequest: requireApiKey(null),
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new AppError(
          'method_not_allowed',
          'This MCP endpoint is stateless: POST each JSON-RPC message.',
        );
      },
    });
  }
};

/** The Fetch API request the SDK's transport reads (its body is passed already parsed). */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${request.hostname}${request.url}`, {
    method: request.method,
    headers,
  });
}

async function send(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  reply.status(answer.status);
  answer.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}
