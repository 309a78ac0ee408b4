import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../test/helpers/factories.ts';
import { createLogger } from './composition.ts';
import { showsBanner, startupBanner } from './startup-banner.ts';

/** Issue 31, item 4: the first screen of `npm start`, and a log the console's polling does not fill. */
describe('the start-up banner', () => {
  const demo = { tenantId: 'org_demo', recruiterId: 'user_demo', plaintext: 'svc_test_abc_def' };

  it('shows the console, the sign-in and the demo key on lines of their own', () => {
    const banner = startupBanner({
      url: 'http://127.0.0.1:3000',
      engine: 'pglite',
      devSignIn: true,
      demo,
    });
    expect(banner).toContain('Console   http://127.0.0.1:3000/app/');
    expect(banner).toContain(
      'http://127.0.0.1:3000/app/sign-in (tenant org_demo, recruiter user_demo)',
    );
    expect(banner.split('\n')).toContain('    svc_test_abc_def');
    expect(banner).not.toMatch(/^\{/m);
  });

  it('names the identity provider when there is no development sign-in, and no key on a later start', () => {
    const banner = startupBanner({
      url: 'https://refcheck.example',
      engine: 'postgres',
      devSignIn: false,
      demo: null,
    });
    expect(banner).toContain('identity provider');
    expect(banner).not.toContain('svc_');
  });

  it('is shown on a terminal only: a pipe (production, a log collector) gets JSON lines', () => {
    expect(showsBanner({ isTTY: true })).toBe(true);
    expect(showsBanner({ isTTY: false })).toBe(false);
    expect(showsBanner({})).toBe(false);
  });
});

describe('request lines', () => {
  const lines: { level: number; msg: string; req?: { method: string; url: string } }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    t = await buildTestApp({ logger: createLogger({ logLevel: 'info' }, sink) });
    tenant = await createTenant(t);
  });
  afterAll(() => t.close());

  const logged = (url: string) =>
    lines.filter((line) => line.msg === 'incoming request' && line.req?.url.startsWith(url));

  it("keeps the console's reads out of the info log, and its changes and every API-key call in", async () => {
    const cookie = { cookie: `__session=${tenant.session}` };
    const polled = `/v1/tenants/${tenant.tenantId}/reference-requests`;
    const read = await t.app.inject({ method: 'GET', url: polled, headers: cookie });
    expect(read.statusCode).toBe(200);
    expect(logged(polled)).toHaveLength(0);

    // A console read that fails is still worth a line.
    const missing = `/v1/tenants/${tenant.tenantId}/reference-requests/rr_unknown`;
    expect((await t.app.inject({ method: 'GET', url: missing, headers: cookie })).statusCode).toBe(
      404,
    );
    expect(
      lines.some(
        (line) => line.msg === 'request completed' && JSON.stringify(line).includes('404'),
      ),
    ).toBe(true);

    const key = await createKey(t, tenant, { environment: 'test' });
    const api = '/v1/api/reference-requests';
    expect(
      (await t.app.inject({ method: 'GET', url: api, headers: bearer(key.plaintext) })).statusCode,
    ).toBe(200);
    expect(logged(api)).toHaveLength(1);
  });

  it('logs health probes at debug, not info (issue 43 item 16)', async () => {
    for (const url of ['/health', '/health?probe=1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(lines.filter((line) => JSON.stringify(line).includes('/health'))).toHaveLength(0);
  });
});
