import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../helpers/factories.ts';
import { registeredRoutes } from './registered-routes.ts';

/**
 * Issue 14 item 1: text PostgreSQL cannot store (NUL, a lone surrogate) in
 * any string of any route's body, path or query answers 400
 * `validation_failed` naming the field, never 5xx. Routes come from the
 * router and their schemas from a probe request, so a new route or field is
 * walked too.
 */
interface RouteSchemas {
  method: string;
  url: string;
  httpPart: 'body' | 'querystring';
  schema: unknown;
}
/** Every route's body and query schemas, read from `request.routeOptions` by a probe request. */
const compiled: RouteSchemas[] = [];
const PROBE = 'x-storable-text-probe';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** A plausible valid instance of a JSON schema (strings are plain words); `$ref`s point into the root's `$defs`. */
function sample(
  schema: JsonSchema,
  defs: Record<string, JsonSchema> = schema.$defs ?? {},
): unknown {
  if (schema.$ref) return sample(defs[schema.$ref.replace('#/$defs/', '')] ?? {}, defs);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative)
    return sample(alternative.find((s) => s.type !== 'null') ?? alternative[0]!, defs);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, defs)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      switch (schema.format) {
        case 'email':
          return 'someone@example.com';
        case 'uri':
        case 'url':
          return 'https://example.com/x';
        case 'date-time':
          return '2026-11-02T09:00:00Z';
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? { type: 'string' }, defs),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, defs)]),
      );
  }
  return 'x';
}

/** The paths of every string in a value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValue(value: unknown, path: (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]!] = withValue(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

let t: TestApp;
let tenant: TestTenant;
let apiKey: string;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      // A probe answers at once, before anything else runs, with what it learned.
      app.addHook('onRequest', async (request, reply) => {
        if (request.headers[PROBE] === undefined) return;
        const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
        for (const httpPart of ['body', 'querystring'] as const) {
          if (schema[httpPart]) {
            compiled.push({
              method: request.method,
              url: request.routeOptions.url ?? '',
              httpPart,
              schema: schema[httpPart],
            });
          }
        }
        return reply.code(204).send();
      });
    },
  });
  tenant = await createTenant(t);
  apiKey = (await createKey(t, tenant)).plaintext;
  for (const route of registeredRoutes(t.app)) {
    const [method, url] = route.split(' ') as [string, string];
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    // With credentials: the routes' guards run (onRequest) before the probe.
    await t.app.inject({
      method: method as 'GET',
      url: fill(url),
      headers: { ...headersFor(url), [PROBE]: '1' },
    });
  }
});
afterAll(async () => t.close());

const BAD_TEXT = { NUL: 'a\u0000b', 'a lone surrogate': 'a\ud800b' } as const;

interface Failure {
  request: string;
  status: number;
  body: string;
}

function headersFor(url: string): Record<string, string> {
  // Greenhouse's routes: HTTP Basic with the key as the user name and an empty password.
  if (url.startsWith('/v1/integrations/greenhouse/'))
    return { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
  return url.startsWith('/v1/api/') ? bearer(apiKey) : bearer(tenant.session);
}

/** The path of a route with every parameter filled (`bad` goes into `param`). */
function fill(url: string, param?: string, bad?: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === param) return encodeURIComponent(bad!);
    if (name === 'tenantId') return tenant.tenantId;
    return `${name}_00000000000000000000`;
  });
}

async function check(
  failures: Failure[],
  request: { method: string; url: string; payload?: unknown },
  expectedPath: string,
): Promise<void> {
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: headersFor(request.url),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  const body = res.body;
  let problem: { code?: string; errors?: { path: string }[] } = {};
  try {
    problem = res.json();
  } catch {
    // Not a problem document (an HTML page, an empty HEAD answer): a failure below.
  }
  // The tenant check (403) comes before validation (issue 28, item 11): such a
  // tenant id is never the session's, so it is refused before it is read.
  const refusedTenant =
    expectedPath === 'params.tenantId' &&
    res.statusCode === 403 &&
    problem.code === 'tenant_forbidden';
  const named =
    refusedTenant ||
    (res.statusCode === 400 &&
      problem.code === 'validation_failed' &&
      (problem.errors ?? []).some((error) => error.path === expectedPath));
  if (!named)
    failures.push({
      request: `${request.method} ${request.url} [${expectedPath}]`,
      status: res.statusCode,
      body: body.slice(0, 200),
    });
}

function report(failures: Failure[]): string {
  const fiveHundreds = failures.filter((failure) => failure.status >= 500).length;
  return `${failures.length} requests not answered 400 naming the field (${fiveHundreds} with 5xx):\n${failures
    .map((f) => `${f.status} ${f.request} ${f.body}`)
    .join('\n')}`;
}

describe('text PostgreSQL cannot store', () => {
  it('in a path parameter of any route answers 400 naming the parameter', async () => {
    const failures: Failure[] = [];
    const routes = registeredRoutes(t.app).filter(
      (route) => route.includes(':') && !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      for (const [, param] of url.matchAll(/:(\w+)/g)) {
        const body = compiled.find(
          (c) => c.url === url && c.method === method && c.httpPart === 'body',
        );
        const bodySchema = jsonSchemaOf(body?.schema);
        await check(
          failures,
          {
            method,
            url: fill(url, param, BAD_TEXT.NUL),
            payload: ['POST', 'PUT', 'PATCH'].includes(method)
              ? bodySchema
                ? sample(bodySchema)
                : {}
              : undefined,
          },
          `params.${param}`,
        );
      }
    }
    expect(failures, report(failures)).toEqual([]);
  });

  it('in a query parameter of any route answers 400 naming the parameter', async () => {
    const failures: Failure[] = [];
    const queries = compiled.filter((c) => c.httpPart === 'querystring' && c.method !== 'HEAD');
    expect(queries.length).toBeGreaterThan(5);
    for (const query of queries) {
      const schema = jsonSchemaOf(query.schema);
      const valid = (schema ? sample(schema) : {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(valid)) {
        if (typeof value !== 'string') continue;
        const search = new URLSearchParams({ ...valid, [name]: BAD_TEXT.NUL } as Record<
          string,
          string
        >);
        await check(
          failures,
          { method: query.method, url: `${fill(query.url)}?${search}` },
          `query.${name}`,
        );
      }
    }
    expect(failures, report(failures)).toEqual([]);
  });

  for (const [label, bad] of Object.entries(BAD_TEXT)) {
    it(`as ${label} in any string of any route's body answers 400 naming the field`, async () => {
      const failures: Failure[] = [];
      const bodies = compiled.filter((c) => c.httpPart === 'body' && c.method !== 'HEAD');
      expect(bodies.length).toBeGreaterThan(10);
      let fields = 0;
      for (const body of bodies) {
        const schema = jsonSchemaOf(body.schema);
        if (!schema) continue;
        const valid = sample(schema);
        for (const path of stringPaths(valid)) {
          fields += 1;
          await check(
            failures,
            { method: body.method, url: fill(body.url), payload: withValue(valid, path, bad) },
            path.join('.'),
          );
        }
      }
      expect(fields).toBeGreaterThan(20);
      expect(failures, report(failures)).toEqual([]);
    });
  }
});
