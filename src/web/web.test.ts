import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('participant pages', () => {
  it.each([
    ['/intake/abcdefghijklmnopqrstuvwxyz012345', 'chat.js'],
    ['/referee/abcdefghijklmnopqrstuvwxyz012345', 'chat.js'],
    ['/reports/abcdefghijklmnopqrstuvwxyz012345', 'report.js'],
    ['/permissions/abcdefghijklmnopqrstuvwxyz012345', 'permission.js'],
    ['/withdraw/abcdefghijklmnopqrstuvwxyz012345', 'withdraw.js'],
  ])(
    '%s serves a page that loads %s, with headers that keep the token private',
    async (url, script) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<script src="/assets/${script}"></script>`);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves the scripts and styles the pages use', async () => {
    const files = ['app.css', 'common.js', 'chat.js', 'report.js', 'permission.js', 'withdraw.js'];
    for (const file of files) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
  });

  it('answers an unknown asset with 404 problem+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/../../package.json' });
    expect(res.statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: '/assets/secrets.js' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });

  it('never writes data into the page with innerHTML', async () => {
    for (const file of ['common.js', 'chat.js', 'report.js', 'permission.js', 'withdraw.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/${file}` });
      expect(res.body, file).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    }
  });
});
