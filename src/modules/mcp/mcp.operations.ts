import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Scope } from '../../core/auth.ts';
import type { Role } from '../../core/roles.ts';
import type { ApiKeyGuard } from '../../http/api-key-auth.ts';
import { checkIdempotencyKey } from '../../http/idempotency.ts';
import { jsonSchemaOverride } from '../../http/openapi-json-schema.ts';

/** Where the API-key surface lives: each route under it is one MCP tool. */
export const API_PREFIX = '/v1/api/';

type JsonSchema = Record<string, unknown>;

/**
 * One `/v1/api` operation as an MCP tool, read off the route Fastify
 * registered: its operationId, guard (scope), idempotency and zod schemas.
 * Nothing here is written twice: a new `/v1/api` route is a new tool.
 */
export interface ApiOperation {
  /** The operationId in snake_case. */
  toolName: string;
  operationId: string;
  method: string;
  /** The route pattern, e.g. `/v1/api/reference-requests/:requestId`. */
  url: string;
  description: string;
  /** The key scope the route's guard asks for; null: any valid key. */
  requiredScope: Scope | null;
  /** The least role of the key's issuer the route declares (`config: { role }`). */
  requiredRole: Role;
  /** POST routes that take `Idempotency-Key`: the tool takes `idempotencyKey`. */
  idempotent: boolean;
  pathParams: string[];
  queryParams: string[];
  /** The route answers a file (the report PDF), not JSON. */
  binary: boolean;
  /** The tool's arguments: path and query parameters by name, the body as `body`. */
  inputSchema: JsonSchema & { type: 'object' };
  /** The 200 answer's JSON Schema, when it is JSON. */
  outputSchema?: JsonSchema & { type: 'object' };
}

/** `createReferenceRequest` → `create_reference_request`. */
export function toolNameOf(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Collects every `/v1/api` route as it is registered (an `onRoute` hook on
 * the root instance: add it before the modules). The list fills as the
 * routes register and is complete once the app is ready.
 */
export function catalogueApiOperations(app: FastifyInstance): ApiOperation[] {
  const operations: ApiOperation[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith(API_PREFIX) || methods.includes('HEAD')) return;
    // A tool per published operation: a route the OpenAPI document hides is none.
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    operations.push(operationOf(route));
  });
  return operations;
}

interface RouteSchema {
  operationId?: string;
  summary?: string;
  description?: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  response?: Record<string, unknown>;
}

function operationOf(route: RouteOptions): ApiOperation {
  const schema = (route.schema ?? {}) as RouteSchema;
  if (!schema.operationId) {
    throw new Error(`${route.method} ${route.url} has no operationId: it cannot be an MCP tool.`);
  }
  const handlers = [route.onRequest ?? [], route.preHandler ?? []].flat() as (Partial<ApiKeyGuard> &
    object)[];
  const guard = handlers.find((handler) => 'requiredScope' in handler);
  const idempotent = handlers.includes(checkIdempotencyKey as never);
  const ok = schema.response?.['200'] ?? schema.response?.[200];
  const binary = !(ok instanceof z.ZodType);
  // Converted on the first tools/list, not at start-up: about 20 ms a route.
  let schemas: Pick<ApiOperation, 'inputSchema' | 'outputSchema'> | undefined;
  const converted = () => {
    schemas ??= {
      inputSchema: inputSchemaOf(schema, idempotent),
      outputSchema: binary ? undefined : objectSchema(jsonSchemaOf(ok as z.ZodType, 'output')),
    };
    return schemas;
  };
  return {
    toolName: toolNameOf(schema.operationId),
    operationId: schema.operationId,
    method: [route.method].flat()[0]!,
    url: route.url,
    description: [schema.summary, schema.description].filter(Boolean).join('. '),
    requiredScope: guard?.requiredScope ?? null,
    requiredRole: (route.config as { role?: Role } | undefined)?.role ?? 'viewer',
    idempotent,
    pathParams: Object.keys(schema.params?.shape ?? {}),
    queryParams: Object.keys(schema.querystring?.shape ?? {}),
    binary,
    get inputSchema() {
      return converted().inputSchema;
    },
    get outputSchema() {
      return converted().outputSchema;
    },
  };
}

/** Path and query parameters as top-level arguments, the body under `body`. */
function inputSchemaOf(schema: RouteSchema, idempotent: boolean) {
  const shape: Record<string, z.ZodType> = {
    ...(schema.params?.shape ?? {}),
    ...(schema.querystring?.shape ?? {}),
  };
  if (schema.body) {
    shape.body = schema.body.safeParse(undefined).success ? schema.body.optional() : schema.body;
  }
  if (idempotent) {
    shape.idempotencyKey = z
      .string()
      .optional()
      .describe('Sent as the `Idempotency-Key` header: a retry with the same key runs once.');
  }
  return objectSchema(jsonSchemaOf(z.object(shape), 'input'))!;
}

/**
 * zod to JSON Schema with the converter and rules of the published OpenAPI
 * document (openapi-json-schema.ts), so a tool says what its route says.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return withoutExamples(
    z.toJSONSchema(schema as $ZodType, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: jsonSchemaOverride,
    }),
  ) as JsonSchema;
}

/**
 * The OpenAPI document's examples, left out: an assistant reads every tool's
 * schema on each `tools/list`, and they tripled its size (measured: 273 KB
 * with them for a key with every scope).
 */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'examples')
      .map(([key, inner]) => [
        key,
        key === 'properties' ? mapValues(inner, withoutExamples) : withoutExamples(inner),
      ]),
  );
}

function mapValues(value: unknown, map: (inner: unknown) => unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, map(inner)]));
}

/**
 * MCP tool schemas must be an object at the root. zod writes a schema with an
 * id (`.meta({ id })`) as a `$ref` into `$defs`: the root is inlined, the
 * definitions stay for the references inside it.
 */
function objectSchema(schema: JsonSchema): (JsonSchema & { type: 'object' }) | undefined {
  const { $ref, $defs, $schema, ...rest } = schema as JsonSchema & {
    $ref?: string;
    $defs?: Record<string, JsonSchema>;
  };
  const rootId = $ref?.startsWith('#/$defs/') ? $ref.slice('#/$defs/'.length) : undefined;
  const root = rootId ? { ...rest, ...$defs?.[rootId] } : rest;
  if (root.type !== 'object') return undefined;
  return { ...root, ...($defs ? { $defs } : {}) } as JsonSchema & { type: 'object' };
}
