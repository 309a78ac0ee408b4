import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleAllows } from '../../core/roles.ts';
import { principalOf } from '../../http/acting.ts';
import {
  missingPathArguments,
  type OperationAnswer,
  runOperation,
  toolError,
  toolResultOf,
} from './mcp.calls.ts';
import type { ApiOperation } from './mcp.operations.ts';
import { reportText, reportTextOf, summarisePrompt } from './mcp.report-text.ts';

export const MCP_SERVER_NAME = 'refcheck';

/**
 * The protocol's "resource not found" error code (MCP specification,
 * Resources: error handling); the SDK names no constant for it.
 */
export const RESOURCE_NOT_FOUND = -32002;

/**
 * A request or report that does not exist for the key (another tenant's, the
 * other environment's, an unknown id: the route answers 404) is the
 * protocol's resource-not-found error, not a result (CONTRACT "AI
 * assistants (MCP)").
 */
function assertResourceFound(answer: OperationAnswer, uri: string): void {
  if (answer.status === 404) {
    throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
  }
}

const REQUEST_URI = /^refcheck:\/\/reference-requests\/([^/]+)(\/report)?$/;

/**
 * The MCP server of one `/v1/mcp` call (the transport is stateless): the
 * SDK's low-level `Server`, whose tools are the `/v1/api` operations the
 * caller's key may use. The low-level server, not `McpServer`: the tools'
 * JSON Schemas come from the routes' zod schemas through the OpenAPI
 * document's converter, and validation is the route's own, so nothing is
 * converted or checked twice in a second way.
 */
export function mcpServerFor(
  app: FastifyInstance,
  caller: FastifyRequest,
  operations: readonly ApiOperation[],
  version: string,
): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions:
        'Refcheck reference checks. Tools are the /v1/api operations this API key may use; ' +
        'read a request as refcheck://reference-requests/{requestId} and its report as ' +
        'refcheck://reference-requests/{requestId}/report.',
    },
  );
  const { scopes, role } = principalOf(caller);
  const allowed = operations.filter(
    (operation) =>
      (operation.requiredScope === null || scopes.has(operation.requiredScope)) &&
      roleAllows(role, operation.requiredRole),
  );
  const byName = new Map(operations.map((operation) => [operation.toolName, operation]));
  const run = (toolName: string, args: Record<string, unknown>) =>
    runOperation(app, caller, byName.get(toolName)!, args);

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: allowed.map(toolOf),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const operation = byName.get(request.params.name);
    if (!operation) return toolError(`unknown_tool: no tool ${request.params.name}.`);
    const args = request.params.arguments ?? {};
    const missing = missingPathArguments(operation, args);
    if (missing.length > 0) {
      return toolError(
        `validation_failed: ${missing.map((name) => `${name} is required`).join(', ')}.`,
      );
    }
    // A tool the key may not use runs anyway: its route refuses it (403, with its usage
    // record) and the refusal names the missing scope or role.
    return toolResultOf(operation, await runOperation(app, caller, operation, args));
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      {
        uriTemplate: 'refcheck://reference-requests/{requestId}',
        name: 'reference-request',
        title: 'Reference request',
        description: 'A reference request as JSON (the getReferenceRequest answer).',
        mimeType: 'application/json',
      },
      {
        uriTemplate: 'refcheck://reference-requests/{requestId}/report',
        name: 'reference-report',
        title: 'Reference report',
        description: 'The report of a reference request as text: scores, referees and quotes.',
        mimeType: 'text/plain',
      },
    ],
  }));
  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    if (!scopes.has('references:read')) return { resources: [] };
    const answer = await run('list_reference_requests', { limit: 20 });
    const requests = ((answer.json as { data?: RequestItem[] })?.data ?? []) as RequestItem[];
    return {
      resources: requests.map((item) => ({
        uri: `refcheck://reference-requests/${item.id}`,
        name: item.id,
        title: `Reference request ${item.id} (${item.status})`,
        mimeType: 'application/json',
      })),
    };
  });
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const match = REQUEST_URI.exec(uri);
    if (!match) throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
    const requestId = decodeURIComponent(match[1]!);
    if (match[2]) {
      const report = await run('get_report', { requestId });
      assertResourceFound(report, uri);
      return {
        contents: [{ uri, mimeType: 'text/plain', text: reportTextOf(report, requestId) }],
      };
    }
    const answer = await run('get_reference_request', { requestId });
    assertResourceFound(answer, uri);
    if (answer.status >= 400) {
      throw new McpError(
        ErrorCode.InvalidParams,
        toolResultText(toolResultOf(byName.get('get_reference_request')!, answer)),
      );
    }
    return {
      contents: [{ uri, mimeType: 'application/json', text: answer.body.toString('utf8') }],
    };
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: [
      {
        name: 'summarise_reference_check',
        title: 'Summarise this reference check',
        description:
          'A summary of a reference check that quotes the answers with the referee who gave them.',
        arguments: [
          { name: 'requestId', description: 'The reference request id (`rr_…`)', required: true },
        ],
      },
    ],
  }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    if (request.params.name !== 'summarise_reference_check') {
      throw new McpError(ErrorCode.InvalidParams, `No prompt ${request.params.name}.`);
    }
    const requestId = request.params.arguments?.requestId;
    if (!requestId) throw new McpError(ErrorCode.InvalidParams, 'requestId is required.');
    return summarisePrompt(requestId, await reportText(run, requestId));
  });
  return server;
}

interface RequestItem {
  id: string;
  status: string;
}

function toolOf(operation: ApiOperation): Tool {
  return {
    name: operation.toolName,
    title: operation.operationId,
    description: [
      operation.description,
      `(${operation.method} ${operation.url}; ${operation.requiredScope ? `scope ${operation.requiredScope}` : 'any key'})`,
    ].join(' '),
    inputSchema: operation.inputSchema,
    ...(operation.outputSchema ? { outputSchema: operation.outputSchema } : {}),
    annotations: {
      readOnlyHint: operation.method === 'GET',
      openWorldHint: false,
    },
  };
}

function toolResultText(result: { content: unknown[] }): string {
  return result.content.map((part) => (part as { text?: string }).text ?? '').join('\n');
}
