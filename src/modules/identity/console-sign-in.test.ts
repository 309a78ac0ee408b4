import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../../test/helpers/app.ts';
import { newDataDir } from '../../../test/helpers/server-process.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (
  app: TestApp,
  headers: Record<string, string> = { origin: 'http://refcheck.test' },
) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/console/sign-in',
    headers,
    payload: { tenantId: 'org_console', recruiterId: 'user_console', email: 'rec@console.test' },
  });

describe('development sign-in of the console', () => {
  it('sets an HttpOnly, SameSite=Lax __session cookie that the tenant routes accept', async () => {
    const res = await signIn(t);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const session = /^__session=([^;]+)/.exec(cookie)![1]!;
    const state = await t.app.inject({
      method: 'GET',
      url: '/v1/onboarding/state',
      cookies: { __session: session },
    });
    expect(state.json()).toMatchObject({ tenantId: 'org_console' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/console/sign-out',
      headers: { origin: 'http://refcheck.test' },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/__session=;.*Max-Age=0/);
  });

  it('refuses a sign-in from another site (403 csrf_rejected)', async () => {
    const res = await signIn(t, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_rejected');
  });

  // Production is refused the same way (`nodeEnv === 'production'`); its
  // configuration needs SMTP and secrets a test app does not have.
  it('does not exist when an identity provider signs the sessions', async () => {
    const other = await buildTestApp({
      config: { IDP_JWKS_URL: 'https://idp.example/.well-known/jwks.json' },
    });
    try {
      expect((await signIn(other)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('is closed on a non-loopback listener that DEV_SIGN_IN=0 starts without it', async () => {
    const other = await buildTestApp({ config: { HOST: '0.0.0.0', DEV_SIGN_IN: '0' } });
    try {
      expect((await signIn(other)).statusCode).toBe(404);
      const config = await other.app.inject({ method: 'GET', url: '/v1/console/config' });
      expect(config.json()).toMatchObject({ localSignIn: false, signInUrl: null });
    } finally {
      await other.close();
    }
  });

  it('is open on a non-loopback listener only when DEV_SIGN_IN=1 says so', async () => {
    const other = await buildTestApp({ config: { HOST: '0.0.0.0', DEV_SIGN_IN: '1' } });
    try {
      expect((await signIn(other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('start-up on a non-loopback listener without an identity provider', () => {
  it('refuses to start and names DEV_SIGN_IN', async () => {
    // The build the suite's globalSetup keeps fresh (test/helpers/server-process.ts).
    const child = spawn(process.execPath, ['dist/server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        PORT: '0',
        DATA_DIR: newDataDir(),
        SECRET_KEY: TEST_SECRET_KEY,
        IDP_JWKS_URL: '',
        DEV_SIGN_IN: '',
        DATABASE_URL: '',
        PUBLIC_BASE_URL: '',
        DEMO_SEED: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    // A server that does start must not outlive the test.
    const stop = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(stop);
    expect(code, stderr).toBe(78);
    expect(stderr).toMatch(/DEV_SIGN_IN: HOST=0\.0\.0\.0 is not a loopback address/);
  }, 60_000);
});
