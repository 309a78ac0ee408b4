import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { AppError, ERROR_CODES, type ErrorCode } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.post(
        '/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(2), age: z.number().int().optional() }),
            querystring: z.object({ limit: z.coerce.number().int().max(10).optional() }),
          },
        },
        async (request) => request.body,
      );
      app.post('/test/empty', async (request) => ({ body: request.body ?? null }));
      app.get('/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/test/conflict', async () => {
        throw new AppError('invalid_transition', 'Not from here.', {
          allowedActions: ['queue_outreach'],
        });
      });
    },
  });
});
afterAll(async () => t.close());

function expectProblem(
  res: Awaited<ReturnType<TestApp['app']['inject']>>,
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, code, type: `http://refcheck.test/docs/errors#${code}` });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.traceId).toBe(res.headers['x-request-id']);
  return body;
}

describe('problem+json for every error', () => {
  it('answers an unknown route with 404 not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expectProblem(res, 404, 'not_found');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectProblem(res, 400, 'invalid_json');
  });

  it('answers a body failing its schema with 400 validation_failed and errors[]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'x', age: 1.5 },
    });
    const body = expectProblem(res, 400, 'validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name' }),
        expect.objectContaining({ path: 'age' }),
      ]),
    );
  });

  it('names query parameters in validation errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo?limit=50',
      payload: { name: 'xy' },
    });
    const body = expectProblem(res, 400, 'validation_failed');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'query.limit' })]);
  });

  it('answers a body over 1 MiB with 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectProblem(res, 413, 'payload_too_large');
  });

  it('answers a non-JSON content type with 415 unsupported_media_type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<name>x</name>',
    });
    expectProblem(res, 415, 'unsupported_media_type');
  });

  it('accepts an empty body sent as application/json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/empty',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: null });
  });

  it('answers a bug with 500 internal_error that reveals nothing internal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    const body = expectProblem(res, 500, 'internal_error');
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('carries extensions such as allowedActions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/conflict' });
    const body = expectProblem(res, 409, 'invalid_transition');
    expect(body.allowedActions).toEqual(['queue_outreach']);
  });
});

describe('framework errors (raised before a route runs)', () => {
  it('answers a malformed URL with 400 validation_failed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/api/reference-requests/%E0%A4%A',
      headers: { 'x-request-id': 'trace-bad-url' },
    });
    const body = expectProblem(res, 400, 'validation_failed');
    expect(body.traceId).toBe('trace-bad-url');
    expect(body.errors).toEqual([{ path: 'url', message: expect.any(String) }]);
  });

  it('answers an over-long path parameter with 414 uri_too_long', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/rr_${'a'.repeat(200)}`,
    });
    expectProblem(res, 414, 'uri_too_long');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('the documentation of each code (the problem `type`)', () => {
  it('serves /docs/errors: every code with its status, meaning and what to do, at its anchor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/errors' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const sections = [...res.body.matchAll(/<section id="([a-z_]+)">([\s\S]*?)<\/section>/g)];
    expect(sections.map(([, code]) => code).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [, code, section] of sections) {
      const { status } = ERROR_CODES[code as ErrorCode];
      expect(section, code).toContain(`${status} · `);
      expect(section, code).toMatch(/<p>\S[\s\S]*<\/p>\s*<p><strong>What to do:<\/strong> \S/);
    }
  });

  it("points a problem's type at its code's section of that page", async () => {
    const problem = (await t.app.inject({ method: 'GET', url: '/v1/api/whoami' })).json();
    const type = new URL(problem.type);
    expect(type.origin).toBe(t.config.publicBaseUrl);
    expect(type.hash).toBe('#missing_credentials');
    const page = await t.app.inject({ method: 'GET', url: type.pathname });
    expect(page.body).toContain(`<section id="missing_credentials">`);
  });
});

describe('x-request-id', () => {
  it('is generated when the caller sends none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-z]{26}$/);
  });

  it("echoes the caller's x-request-id on success and in problems", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(ok.headers['x-request-id']).toBe('abc-123');
    const notFound = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'x-request-id': 'abc-124' },
    });
    expect(notFound.json().traceId).toBe('abc-124');
  });

  it('takes the trace id of a W3C traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.headers['x-request-id']).toBe(traceId);
  });

  it('replaces an unsafe x-request-id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^req_/);
  });
});
