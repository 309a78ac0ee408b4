import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { bearer, createTenant } from '../../test/helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the recruiter console at /app', () => {
  it('is where / leads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/');
  });

  it.each(['/app', '/app/', '/app/requests/rr_123', '/app/api-keys'])(
    '%s answers the app page, never cached, with only our own scripts allowed',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/app\/assets\/[^"]+\.js">/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('serves its hashed assets for good, and a missing one as 404 problem+json', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/' });
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const asset = await t.app.inject({ method: 'GET', url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/app/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.json().code).toBe('not_found');
  });

  it('tells the console where to sign in: the local page in development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/console/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      object: 'console_config',
      localSignIn: true,
      signInUrl: '/app/sign-in',
      signOutUrl: null,
    });
  });

  it('lists the tenant requests of one environment for the console', async () => {
    const tenant = await createTenant(t);
    const create = (environment: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/tenants/${tenant.tenantId}/reference-requests?environment=${environment}`,
        headers: bearer(tenant.session),
        payload: {
          launchMode: 'candidate_intake',
          candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
        },
      });
    expect((await create('test', 'ada@example.com')).statusCode).toBe(200);
    expect((await create('live', 'grace@example.com')).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests?environment=test&status=intake_pending`,
      headers: bearer(tenant.session),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((r: { candidate: { email: string } }) => r.candidate.email)).toEqual([
      'ada@example.com',
    ]);
    const other = await createTenant(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${tenant.tenantId}/reference-requests?environment=test`,
      headers: bearer(other.session),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the console with an identity provider', () => {
  let idp: TestApp;
  beforeAll(async () => {
    idp = await buildTestApp({
      config: {
        IDP_JWKS_URL: 'https://idp.example.com/.well-known/jwks.json',
        CONSOLE_SIGN_IN_URL: 'https://accounts.example.com/sign-in',
        CONSOLE_SIGN_OUT_URL: 'https://accounts.example.com/sign-out',
      },
    });
  });
  afterAll(async () => idp.close());

  it('sends visitors to the provider, and has no local sign-in', async () => {
    const config = await idp.app.inject({ method: 'GET', url: '/v1/console/config' });
    expect(config.json()).toMatchObject({
      localSignIn: false,
      signInUrl: 'https://accounts.example.com/sign-in',
      signOutUrl: 'https://accounts.example.com/sign-out',
    });
    const signIn = await idp.app.inject({
      method: 'POST',
      url: '/v1/console/sign-in',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { tenantId: 'org_x', recruiterId: 'user_x' },
    });
    expect(signIn.statusCode).toBe(404);
  });
});
