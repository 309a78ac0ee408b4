import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../src/core/events.ts';
import { listSchema } from '../../src/core/pagination.ts';
import { candidateSchema } from '../../src/modules/candidates/candidates.schemas.ts';
import { referenceRequestSchema } from '../../src/modules/requests/requests.schemas.ts';
import { apiEventSchema } from '../../src/modules/usage-audit/usage-audit.schemas.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant } from '../helpers/factories.ts';

type Schema = {
  $ref?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
};
type Parameter = { name: string; in: string; description?: string };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!
    : schema;

/** Every `properties` entry under `schema`, as `where.name`, with its schema. */
function properties(
  schema: Schema,
  where: string,
  out: [string, Schema][] = [],
): [string, Schema][] {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.push([`${where}.${name}`, property]);
    properties(property, `${where}.${name}`, out);
  }
  if (schema.items) properties(schema.items, `${where}[]`, out);
  if (typeof schema.additionalProperties === 'object') {
    properties(schema.additionalProperties, `${where}{}`, out);
  }
  for (const branch of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    properties(branch, where, out);
  }
  return out;
}

function jsonBodies(): { name: string; schema: Schema }[] {
  return operations().flatMap(({ name, operation }) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    return schema ? [{ name: `${name} body`, schema }] : [];
  });
}

function jsonSuccesses(): { name: string; schema: Schema }[] {
  return operations().flatMap(({ name, operation }) => {
    const schema = operation.responses['200']?.content?.['application/json']?.schema;
    return schema ? [{ name: `${name} 200`, schema }] : [];
  });
}

describe('the published OpenAPI document, as documentation', () => {
  it('describes every property of every published schema', () => {
    const missing: string[] = [];
    const schemas = [
      ...Object.entries(document.components.schemas).map(([name, schema]) => ({ name, schema })),
      ...jsonBodies(),
      ...jsonSuccesses(),
    ];
    for (const { name, schema } of schemas) {
      for (const [where, property] of properties(schema, name)) {
        if (!property.description?.trim()) missing.push(where);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes every parameter', () => {
    const missing = operations().flatMap(({ name, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => !parameter.description?.trim())
        .map((parameter) => `${name} ${parameter.in} ${parameter.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives an example of every request body and every 200 JSON answer', () => {
    const missing = [...jsonBodies(), ...jsonSuccesses()]
      .filter(({ schema }) => !(resolve(schema).examples?.length ?? 0))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('declares every time (`…At`) in an answer as date-time', () => {
    const untyped: string[] = [];
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [where, property] of properties(schema, name)) {
        if (!/At$/.test(where)) continue;
        const branches = property.anyOf ?? [property];
        const strings = branches.filter((branch) => branch.type === 'string');
        if (strings.length === 0 || strings.some((branch) => branch.format !== 'date-time')) {
          untyped.push(where);
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('publishes each named body once, under its own name (no `…Input` twin)', () => {
    const names = Object.keys(document.components.schemas);
    expect(names.filter((name) => name.endsWith('Input'))).toEqual([]);
    for (const { name, schema } of jsonBodies()) {
      expect(schema.$ref, `${name} refers to a named component`).toMatch(
        /^#\/components\/schemas\/[A-Z]\w+$/,
      );
    }
  });

  it('gives examples that parse with their own zod schema', () => {
    const checked: string[] = [];
    for (const name of Object.keys(document.components.schemas)) {
      const schema = z.globalRegistry._idmap.get(name);
      expect(schema, `zod schema with id ${name}`).toBeDefined();
      for (const example of (z.globalRegistry.get(schema!)?.examples as unknown[]) ?? []) {
        const result = z.safeParse(schema!, example);
        expect(result.error?.issues ?? [], `example of ${name}`).toEqual([]);
        checked.push(name);
      }
    }
    // Pages are not components: their examples come from the item's.
    for (const item of [referenceRequestSchema, candidateSchema, apiEventSchema]) {
      const page = listSchema(item);
      const examples = z.globalRegistry.get(page)?.examples as unknown[];
      expect(examples).toHaveLength(1);
      expect(page.safeParse(examples[0]).error?.issues ?? []).toEqual([]);
    }
    expect(checked.length).toBeGreaterThan(10);
  });

  it('has ids shaped as the service mints them in its examples', () => {
    const text = JSON.stringify(document);
    const ids = [...text.matchAll(/"((?:[a-z]+)_[0-9a-z]{26})"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id).toMatch(/^[a-z]+_[0-9a-hjkmnp-tv-z]{26}$/);
  });
});

describe('a document generators like (issue 28 item 14)', () => {
  /** Object schemas written inline below the top of a component or a media type. */
  function inlineObjects(schema: Schema, where: string, top: boolean, out: string[]): string[] {
    if (schema.$ref) return out;
    if (!top && schema.type === 'object' && schema.properties) out.push(where);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      inlineObjects(property, `${where}.${name}`, false, out);
    }
    if (schema.items) inlineObjects(schema.items, `${where}[]`, false, out);
    if (typeof schema.additionalProperties === 'object') {
      inlineObjects(schema.additionalProperties, `${where}{}`, false, out);
    }
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
      inlineObjects(branch, where, top, out);
    }
    return out;
  }

  it('names every nested object schema (no `ValuationRefereesItemReused` for a generator to make up)', () => {
    const inline: string[] = [];
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      inlineObjects(schema, name, true, inline);
    }
    for (const { name, schema } of [...jsonBodies(), ...jsonSuccesses()]) {
      inlineObjects(schema, name, true, inline);
    }
    expect(inline).toEqual([]);
  });

  it('enumerates the event types of GET /v1/api/events, in the answer and the filter', () => {
    const eventType = resolve(document.components.schemas.Event!.properties!.type!);
    expect(eventType.enum).toEqual(Object.keys(AUDIT_ACTIONS));
    expect(eventType.enum).toContain('report.approved');
    const events = operations().find(({ name }) => name === 'GET /v1/api/events')!;
    const filter = events.operation.parameters!.find((p) => p.name === 'type') as Parameter & {
      schema: Schema;
    };
    expect(resolve(filter.schema).enum).toEqual(Object.keys(AUDIT_ACTIONS));
  });

  it('writes the rules the server enforces into the schemas: no blank text, one expiry', () => {
    const share = document.components.schemas.CreateShareLink!;
    expect(share.not).toMatchObject({
      required: expect.arrayContaining(['expiresAt', 'expiresInDays']),
    });
    // A trimmed string with a minimum length refuses white space only: `pattern: \S`.
    const blankRefused = [
      document.components.schemas.CreateCandidate!.properties!.firstName!,
      document.components.schemas.CreateOpsMessage!.properties!.title!,
      document.components.schemas.AgentMessage!.properties!.message!,
      document.components.schemas.NewReferenceContact!.properties!.firstName!,
    ];
    // A name's own pattern is the one-line rule; `\S` then stands beside it in `allOf`.
    for (const schema of blankRefused) {
      const { allOf = [] } = schema as { allOf?: { pattern?: string }[] };
      expect([schema.pattern, ...allOf.map((part) => part.pattern)]).toContain('\\S');
    }
  });
});

describe('the request body examples, sent as they are ("try it")', () => {
  const example = (operationId: string): unknown => {
    const found = operations().find(({ operation }) => operation.operationId === operationId);
    const schema = found?.operation.requestBody?.content['application/json']?.schema;
    return resolve(schema!).examples![0];
  };

  it('creates a reference request with a references:write key, then moves, extends and cancels it', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test', scopes: ['references:write'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/reference-requests',
      headers: bearer(key.plaintext),
      payload: example('createReferenceRequest') as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().referenceRequest.contacts).toHaveLength(2);

    const lifecycle = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${res.json().referenceRequest.id}/lifecycle`,
      headers: bearer(key.plaintext),
      payload: example('advanceReferenceRequestLifecycle') as object,
    });
    expect(lifecycle.statusCode, lifecycle.body).toBe(200);

    for (const [path, operationId] of [
      ['contacts', 'addReferenceContacts'],
      ['cancel', 'cancelReferenceRequest'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/v1/api/reference-requests/${res.json().referenceRequest.id}/${path}`,
        headers: bearer(key.plaintext),
        payload: example(operationId) as object,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('creates and updates a candidate, posts an ops message and asks the agent', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test' });
    const send = (method: 'POST' | 'PATCH', url: string, operationId: string) =>
      t.app.inject({
        method,
        url,
        headers: bearer(key.plaintext),
        payload: example(operationId) as object,
      });
    const candidate = await send('POST', '/v1/api/candidates', 'createCandidate');
    expect(candidate.statusCode, candidate.body).toBe(200);
    const updated = await send(
      'PATCH',
      `/v1/api/candidates/${candidate.json().id}`,
      'updateCandidate',
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const ops = await send('POST', '/v1/api/ops/messages', 'createOpsMessage');
    expect(ops.statusCode, ops.body).toBe(200);
    const agent = await send('POST', '/v1/api/agent', 'askAgent');
    expect(agent.statusCode, agent.body).toBe(200);
    expect(agent.json().toolResults[0]).toMatchObject({
      tool: 'list_reference_requests',
      input: { status: 'review_requested' },
      status: 'ok',
    });
  });
});
