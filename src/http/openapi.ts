import fastifySwagger from '@fastify/swagger';
import type { FastifyApiReferenceOptions } from '@scalar/fastify-api-reference';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { SCOPES, type Scope } from '../core/auth.ts';
import { CONTRACT_VERSION } from '../core/contract.ts';
import { AppError } from '../core/errors.ts';
import { loadOnce } from '../core/load-once.ts';
import { ERROR_DOCS_PATH, PROBLEM_CONTENT_TYPE } from '../core/problem.ts';
import { redactTokens } from '../core/request-id.ts';
import type { ApiKeyGuard } from './api-key-auth.ts';
import { registerErrorDocsPage } from './error-docs-page.ts';
import { checkIdempotencyKey } from './idempotency.ts';
import { jsonSchemaOverride } from './openapi-json-schema.ts';
import {
  completeResponses,
  mediaTypeExamples,
  type OperationShape,
  sharedComponents,
} from './openapi-responses.ts';
import { sendProblem } from './problem.ts';

/**
 * The published OpenAPI document: the `/v1/api` surface only, built from the
 * same zod schemas that validate the requests. Fastify's swagger plugin
 * writes the operations; `publish` then adds what it cannot know from a
 * schema (servers, scopes, the shared problem+json error answers, the
 * statuses the plumbing adds, the Idempotency-Key and trace headers, examples
 * on each media type, tags) and drops what no published operation uses.
 */

const TAG_DESCRIPTIONS: Record<string, string> = {
  'Reference requests':
    'Start a reference check, follow its workflow, add referees, cancel, and (test keys) read participant links.',
  Reports: 'Valuation drafts and approval, the report state, its PDF, and share links.',
  Candidates: "The tenant's candidates, found or created by e-mail.",
  Questionnaires:
    'What referees are asked: the built-in questionnaire, and your own (versions, archive, copies).',
  Events: 'Every audited change, in an order a client can resume from.',
  'Ops feed': 'Coordination messages between recruiters, agents and integrations.',
  Agent: "A free-text assistant that runs only the tools the key's scopes allow.",
  'API keys': 'The calling key.',
};

type JsonObject = Record<string, unknown>;
type Operation = OperationShape & {
  description?: string;
  parameters?: JsonObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonObject }> };
  'x-required-scope'?: Scope | null;
  'x-idempotent'?: boolean;
};
type Document = JsonObject & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, JsonObject> } & JsonObject;
};

export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicBaseUrl: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Refcheck API',
        version: CONTRACT_VERSION,
        summary: 'Reference checks for recruiting teams, driven by API keys.',
        description:
          'Reference-check workflows for recruiting tenants. Authenticate with an API key ' +
          '(`Authorization: Bearer svc_live_…` or `x-api-key`); each route names the scope it ' +
          'needs. Errors are RFC 9457 `application/problem+json` with a stable `code`. Every ' +
          'answer carries `x-request-id`, the `traceId` of errors and audit records.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Refcheck' },
        contact: { name: 'Refcheck', url: `${options.publicBaseUrl}/docs` },
      },
      servers: [{ url: options.publicBaseUrl, description: 'This Refcheck service' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The API key as a bearer token: `Authorization: Bearer svc_…`.',
          },
          apiKeyHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'The API key in the `x-api-key` header.',
          },
        },
      },
    },
    transformObject: (input) =>
      publish(jsonSchemaTransformObject(input) as unknown as Document, options.publicBaseUrl),
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/v1/api/')) {
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      }
      return { ...transformed, schema: { ...transformed.schema, ...routeMarks(input.route) } };
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerErrorDocsPage(app);
  registerDocsPage(app);
}

/** zod to JSON Schema, with the rules zod's converter leaves out (openapi-json-schema.ts). */
const zodToJsonConfig = { override: jsonSchemaOverride };
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

const DOCS_OPTIONS: FastifyApiReferenceOptions = {
  routePrefix: '/docs',
  // Self-hosted: the page, its script and the document all come from this
  // service, and nothing offers to send the document elsewhere (no AI agent,
  // MCP, developer tools, telemetry or request proxy of the vendor).
  configuration: {
    url: '/openapi.json',
    title: 'Refcheck API',
    pageTitle: 'Refcheck API',
    favicon: '/assets/favicon.svg',
    withDefaultFonts: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    telemetry: false,
    hideDownloadButton: false,
    authentication: { preferredSecurityScheme: 'bearerAuth' },
  },
};

/** Hop-by-hop headers of the inner answer: the outer server sets its own. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The interactive API reference (Scalar) at /docs. Scalar, its OpenAPI
 * parser and its 3.5 MB script cost ~0.3 s and ~15 MB at start-up, for a
 * page few processes ever serve, so they load on the first visit: /docs and
 * /docs/* forward to a Fastify instance of their own, built then, that runs
 * Scalar's plugin unchanged.
 */
function registerDocsPage(app: FastifyInstance): void {
  let built: FastifyInstance | undefined;
  const docsServer = loadOnce(async () => {
    const { default: scalarApiReference } = await import('@scalar/fastify-api-reference');
    const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await docs.register(scalarApiReference, DOCS_OPTIONS);
    await docs.ready();
    built = docs;
    return docs;
  });
  app.addHook('onClose', async () => built?.close());
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const docs = await docsServer();
    const answer = await docs.inject({ method: 'GET', url: request.url, headers: request.headers });
    // The inner instance's 404 is Fastify's default JSON; the service answers problem+json.
    if (answer.statusCode === 404) {
      const path = redactTokens(request.url.split('?')[0]!);
      return sendProblem(reply, new AppError('not_found', `No route GET ${path}.`));
    }
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
    }
    // An empty answer (a redirect) is sent as none, not as an empty binary body.
    return reply
      .code(answer.statusCode)
      .send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  app.get('/docs', { schema: { hide: true } }, forward);
  app.get('/docs/*', { schema: { hide: true } }, forward);
}

/** What the route's hooks say about it: its scope, and whether it takes Idempotency-Key. */
function routeMarks(route: RouteOptions): JsonObject {
  const handlers = [route.onRequest ?? [], route.preHandler ?? []].flat() as (Partial<ApiKeyGuard> &
    object)[];
  const guard = handlers.find((handler) => 'requiredScope' in handler);
  return {
    ...(guard ? { 'x-required-scope': guard.requiredScope } : {}),
    ...(handlers.includes(checkIdempotencyKey as never) ? { 'x-idempotent': true } : {}),
  };
}

/** Completes the generated document (see the module comment). Exported for its tests. */
export function publish(document: Document, publicBaseUrl: string): Document {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      completeOperation(path, method, operation);
    }
  }
  const usedTags = new Set(
    Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => (operation.tags as string[]) ?? []),
    ),
  );
  // Listed in the order of TAG_DESCRIPTIONS: the workflow first, the calling key last.
  const order = Object.keys(TAG_DESCRIPTIONS);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  document.tags = [...usedTags]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  delete document.security;
  const { responses, headers } = sharedComponents(publicBaseUrl);
  document.components.responses = responses;
  document.components.headers = headers;
  withoutInputVariants(document);
  document.components.schemas = referencedSchemas(document);
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      mediaTypeExamples(operation, document.components.schemas);
    }
  }
  document.externalDocs = {
    description: 'Every error code: what it means and what to do (the `type` of each problem)',
    url: `${publicBaseUrl}${ERROR_DOCS_PATH}`,
  };
  return document;
}

/**
 * fastify-type-provider-zod emits every named schema twice, `X` as answered
 * (`io: 'output'`) and `XInput` as accepted (`io: 'input'`), and every body,
 * parameter or query refers to the `XInput` one. A schema that only bodies
 * use would so be published as `CreateCandidateInput`; one that both bodies
 * and answers use, as two copies. Where the two forms are the same, or `X`
 * appears only as input, the input form is published under the plain name;
 * a schema whose forms differ (defaults, transforms) and that is used both
 * ways keeps both.
 */
function withoutInputVariants(document: Document): void {
  const schemas = document.components.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key !== '$ref' || typeof value !== 'string') visit(value);
        else if (!used.has(value)) {
          used.add(value);
          visit(schemas[value.replace('#/components/schemas/', '')]);
        }
      }
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  const renamed = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const base = name.replace(/Input$/, '');
    if (base === name || !schemas[base]) continue;
    const outputUsed = used.has(`#/components/schemas/${base}`);
    const same = JSON.stringify(schema) === JSON.stringify(schemas[base]);
    if (outputUsed && !same) continue;
    renamed.set(`#/components/schemas/${name}`, `#/components/schemas/${base}`);
    schemas[base] = schema;
    delete schemas[name];
  }
  const rename = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(rename);
    else if (node && typeof node === 'object') {
      const object = node as JsonObject;
      for (const [key, value] of Object.entries(object)) {
        if (key === '$ref' && typeof value === 'string' && renamed.has(value)) {
          object[key] = renamed.get(value);
        } else rename(value);
      }
    }
  };
  if (renamed.size > 0) rename(document);
}

function completeOperation(path: string, method: string, operation: Operation): void {
  const scope = operation['x-required-scope'];
  delete operation['x-required-scope'];
  operation.security = [
    { bearerAuth: scope ? [scope] : [] },
    { apiKeyHeader: scope ? [scope] : [] },
  ];
  const needs = scope
    ? `Requires the \`${scope}\` scope (${SCOPES[scope].toLowerCase()}).`
    : 'Any valid API key; no scope needed.';
  operation.description = [operation.description, needs].filter(Boolean).join('\n\n');

  const idempotent = operation['x-idempotent'] === true;
  delete operation['x-idempotent'];
  if (idempotent) operation.parameters = [...(operation.parameters ?? []), idempotencyParameter];
  deepObjectQueries(operation);
  optionalNullBody(operation);

  for (const [status, response] of Object.entries(operation.responses)) {
    if (status === '200') response.description = 'Success.';
    if (Number(status) >= 400 && response.content?.['application/json']) {
      response.content = { [PROBLEM_CONTENT_TYPE]: response.content['application/json'] };
    }
  }
  completeResponses(path, method, operation, { scoped: Boolean(scope), idempotent });
}

const idempotencyParameter = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Any unique string (1-255 visible ASCII characters, e.g. a UUID). A retry with the same ' +
    'key and body within 24 hours replays the first answer (`idempotent-replayed: true`); the ' +
    'same key with another body answers 409 `idempotency_conflict`.',
  // No example: a docs page would send the same key with every body it tries.
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** An object in the query (`metadata`) is sent Stripe's way, `?metadata[key]=value`: OpenAPI's deepObject. */
function deepObjectQueries(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    const schema = parameter.schema as JsonObject | undefined;
    if (parameter.in === 'query' && schema?.type === 'object') {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
  }
}

/** A body the route accepts as absent (`schema | null`) is declared optional, not as `null`. */
function optionalNullBody(operation: Operation): void {
  const media = operation.requestBody?.content['application/json'];
  const anyOf = media?.schema.anyOf as JsonObject[] | undefined;
  if (!media || !anyOf?.some((branch) => branch.type === 'null')) return;
  const rest = anyOf.filter((branch) => branch.type !== 'null');
  media.schema = rest.length === 1 ? rest[0]! : { ...media.schema, anyOf: rest };
  operation.requestBody!.required = false;
}

/** The component schemas that published operations reach, directly or through other schemas. */
function referencedSchemas(document: Document): Record<string, JsonObject> {
  const all = document.components.schemas ?? {};
  const kept: Record<string, JsonObject> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (all[name] && !kept[name]) {
          kept[name] = all[name];
          visit(all[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  return Object.fromEntries(
    Object.keys(all)
      .filter((name) => kept[name])
      .map((n) => [n, kept[n]!]),
  );
}
