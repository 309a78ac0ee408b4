import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../../test/helpers/app.ts';
import { createTestDatabase, testEngine } from '../../../test/helpers/db.ts';
import { buildApp } from '../../app.ts';

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

  it('answers 503 unavailable when the database is down', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    try {
      await database.destroy();
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'unavailable', status: 503 });
    } finally {
      await app.close();
    }
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
