import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiOperation } from './mcp.operations.ts';

/** What a `/v1/api` route answered to a tool call. */
export interface OperationAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  json: unknown;
}

/**
 * Runs one `/v1/api` operation for an MCP call: Fastify's `inject` hands the
 * route the caller's own credential, in process (no network, no second
 * implementation). The route's guard, scope, idempotency, validation,
 * usage record and audit event are the ones a direct call gets; its trace id
 * is the MCP request's.
 */
export async function runOperation(
  app: FastifyInstance,
  caller: FastifyRequest,
  operation: ApiOperation,
  args: Record<string, unknown>,
): Promise<OperationAnswer> {
  const headers: Record<string, string> = { 'x-request-id': String(caller.id) };
  for (const name of ['authorization', 'x-api-key'] as const) {
    const value = caller.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (operation.idempotent && typeof args.idempotencyKey === 'string') {
    headers['idempotency-key'] = args.idempotencyKey;
  }
  const hasBody = args.body !== undefined && operation.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, args),
    headers,
    remoteAddress: caller.ip,
    ...(hasBody ? { payload: JSON.stringify(args.body) } : {}),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const body = response.rawPayload;
  const json = /json/.test(contentType) ? safeJson(body.toString('utf8')) : undefined;
  return { status: response.statusCode, contentType, body, json };
}

/** The route's path with the path arguments filled in, and the query arguments after it. */
function urlOf(operation: ApiOperation, args: Record<string, unknown>): string {
  const path = operation.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(args[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const name of operation.queryParams) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      // An object parameter (`metadata`) goes as OpenAPI's deepObject: `name[key]=value`.
      for (const [key, item] of Object.entries(value))
        query.append(`${name}[${key}]`, String(item));
      continue;
    }
    for (const item of [value].flat()) query.append(name, String(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A path argument the call left out: refused before the route (its URL would not exist). */
export function missingPathArguments(
  operation: ApiOperation,
  args: Record<string, unknown>,
): string[] {
  return operation.pathParams.filter((name) => {
    const value = args[name];
    return value === undefined || value === null || String(value) === '';
  });
}

interface Problem {
  code?: string;
  detail?: string;
  title?: string;
  requiredScope?: string;
  requiredRole?: string;
  errors?: { path: string; message: string }[];
}

/**
 * The route's answer as an MCP tool result: JSON as structured content (and
 * text), a file as an embedded resource, a problem as a tool error whose text
 * names what is missing (the scope, the role, each invalid field).
 */
export function toolResultOf(operation: ApiOperation, answer: OperationAnswer): CallToolResult {
  if (answer.status >= 400) return problemResult(answer);
  if (operation.binary) {
    return {
      content: [
        {
          type: 'resource',
          resource: {
            uri: `refcheck:${operation.url}`,
            mimeType: answer.contentType.split(';')[0]!,
            blob: answer.body.toString('base64'),
          },
        },
      ],
    };
  }
  const text = answer.body.toString('utf8');
  const structured =
    answer.json && typeof answer.json === 'object' && !Array.isArray(answer.json)
      ? (answer.json as Record<string, unknown>)
      : undefined;
  return {
    content: [{ type: 'text', text }],
    ...(structured && operation.outputSchema ? { structuredContent: structured } : {}),
  };
}

function problemResult(answer: OperationAnswer): CallToolResult {
  const problem = (answer.json ?? {}) as Problem;
  const lines = [
    `${problem.code ?? `http_${answer.status}`}: ${problem.detail ?? problem.title ?? 'The call failed.'}`,
  ];
  if (problem.requiredScope) lines.push(`missing scope: ${problem.requiredScope}`);
  if (problem.requiredRole) lines.push(`required role: ${problem.requiredRole}`);
  for (const field of problem.errors ?? []) lines.push(`  ${field.path}: ${field.message}`);
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
}

/** A tool error the MCP layer answers itself (unknown tool, missing path argument). */
export function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}
