import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document of contract version 1.0', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('publishes only the /v1/api surface', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of Object.keys(document.paths ?? {})) expect(path).toMatch(/^\/v1\/api\//);
  });

  it('describes both ways to send an API key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
    });
  });

  it('describes error responses of every operation as problem+json', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(
        operations as Record<string, { responses: Record<string, unknown> }>,
      )) {
        const errorStatuses = Object.keys(operation.responses).filter((status) =>
          status.startsWith('4'),
        );
        expect(
          errorStatuses,
          `${method.toUpperCase()} ${path} documents its 4xx answers`,
        ).toContain('401');
      }
    }
  });
});

describe('GET /docs', () => {
  it('serves the interactive documentation with its assets from this service, not a CDN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:\/\//);
      const asset = await t.app.inject({
        method: 'GET',
        url: new URL(src, 'http://x/docs/').pathname,
      });
      expect(asset.statusCode).toBe(200);
    }
    expect(page.body).toContain('/openapi.json');
  });
});
