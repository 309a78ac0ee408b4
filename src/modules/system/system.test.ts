import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { testEngine } from '../../../test/helpers/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /health', () => {
  it('answers ok when the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /v1/meta/stack', () => {
  it('names the service, runtime, framework, engine and contract version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/meta/stack' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      object: 'stack',
      service: 'refcheck',
      contractVersion: '1.0',
      runtime: { name: 'node', version: process.version },
      framework: { name: 'fastify' },
      database: { engine: testEngine() },
    });
  });
});
