import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';

/** Issue 28, item 9: an unknown address under /docs answers 404 problem+json like any other. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /docs/<unknown>', () => {
  it('answers 404 not_found as problem+json, with the request id', async () => {
    for (const url of ['/docs/no-such-page', '/docs/js/missing.js?x=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'docs-404' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['x-request-id']).toBe('docs-404');
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found', traceId: 'docs-404' });
    }
  });

  it('still serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
