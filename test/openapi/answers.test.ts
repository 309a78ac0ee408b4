import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_PARAM_LENGTH } from '../../src/core/schemas.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant } from '../helpers/factories.ts';

type Schema = Record<string, unknown> & { $ref?: string; examples?: unknown[] };
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Response = {
  $ref?: string;
  description?: string;
  headers?: Record<string, { $ref?: string; required?: boolean; schema?: Schema }>;
  content?: Record<string, Media>;
};
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; schema: Schema }[];
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, Response>;
    headers: Record<string, { required?: boolean; schema?: Schema }>;
  };
};

/**
 * Issue 28, items 13 and 14: every status a route can answer is declared,
 * shared errors are components, and each answer has an example where
 * generators and docs pages look for one.
 */
let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

const resolve = (response: Response): Response =>
  response.$ref
    ? document.components.responses[response.$ref.replace('#/components/responses/', '')]!
    : response;

describe('every answer declared', () => {
  it('refers each error of each operation to one shared response component', () => {
    expect(Object.keys(document.components.responses).length).toBeGreaterThanOrEqual(8);
    const inline = operations().flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, response]) => Number(status) >= 400 && !response.$ref)
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(inline).toEqual([]);
  });

  it('declares 413 and 415 on every operation with a body, 404 and 414 on every path parameter', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const needs = ['401'];
      if (method !== 'get' || path.includes('{') || operation.parameters?.length) needs.push('400');
      if (['post', 'put', 'patch'].includes(method)) needs.push('413', '415');
      if (path.includes('{')) needs.push('404', '414');
      for (const status of needs) {
        if (!statuses.includes(status)) missing.push(`${method} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares the WWW-Authenticate header of 401, and x-request-id on every answer', () => {
    for (const { method, path, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers = resolve(response).headers ?? {};
        expect(headers['x-request-id'], `${method} ${path} ${status}`).toBeDefined();
        if (status === '401') {
          const header = headers['www-authenticate']!;
          expect(header, `${method} ${path} 401`).toBeDefined();
          const resolved = header.$ref
            ? document.components.headers[header.$ref.replace('#/components/headers/', '')]!
            : header;
          expect(resolved.required).toBe(true);
        }
      }
    }
  });

  it('allows path ids exactly as long as the router does: 414 above, 404 at the limit', async () => {
    const lengths = operations().flatMap(({ operation }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.schema.maxLength),
    );
    expect(lengths.length).toBeGreaterThan(5);
    expect(new Set(lengths)).toEqual(new Set([MAX_PATH_PARAM_LENGTH]));
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test' });
    const get = (id: string) =>
      t.app.inject({ url: `/v1/api/reference-requests/${id}`, headers: bearer(key.plaintext) });
    expect((await get('r'.repeat(MAX_PATH_PARAM_LENGTH))).statusCode).toBe(404);
    expect((await get('r'.repeat(MAX_PATH_PARAM_LENGTH + 1))).statusCode).toBe(414);
  });
});

describe('a document generators like', () => {
  it('gives an example on every media type of every answer, valid against its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (ajvFormats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);
    ajv.addFormat('binary', true);
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    // The media type's schema, with the components its `$ref`s point into.
    const validatorOf = (schema: Schema) => {
      const key = JSON.stringify(schema);
      if (!compiled.has(key)) {
        compiled.set(key, ajv.compile({ ...schema, components: document.components }));
      }
      return compiled.get(key)!;
    };
    const missing: string[] = [];
    const invalid: string[] = [];
    for (const { method, path, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(resolve(response).content ?? {})) {
          const where = `${method} ${path} ${status} ${type}`;
          if (type === 'application/pdf') continue;
          const values = [
            ...(media.example !== undefined ? [media.example] : []),
            ...Object.values(media.examples ?? {}).map((example) => example.value),
          ];
          if (values.length === 0) missing.push(where);
          const validate = validatorOf(media.schema ?? {});
          for (const value of values) {
            if (!validate(value)) invalid.push(`${where}: ${ajv.errorsText(validate.errors)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(invalid).toEqual([]);
  });
});
