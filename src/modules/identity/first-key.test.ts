import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../../../test/helpers/app.ts';
import { probePath, registerProbeRoute } from '../../../test/helpers/common-route-tests.ts';
import { bearer } from '../../../test/helpers/factories.ts';
import { DEMO_TENANT_ID, seedDemoTenant } from './demo-seed.ts';
import { signLocalSession } from './local-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: registerProbeRoute });
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('creates the demo tenant and one working test key on an empty embedded database, once', async () => {
    const enabled = { ...t.app.ctx, config: { ...t.app.ctx.config, demoSeed: true } };
    expect(await seedDemoTenant({ ...enabled, ownsDatabase: false })).toBeNull();
    expect(await seedDemoTenant(t.app.ctx)).toBeNull(); // DEMO_SEED=0
    const seed = await seedDemoTenant({ ...enabled, ownsDatabase: true });
    expect(seed).toMatchObject({ tenantId: DEMO_TENANT_ID, recruiterId: 'user_demo' });
    expect(seed!.plaintext).toMatch(/^svc_test_/);
    const res = await t.app.inject({
      url: probePath(seed!.apiKeyId),
      headers: bearer(seed!.plaintext),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The tenants table is no longer empty: nothing more, ever.
    expect(await seedDemoTenant({ ...enabled, ownsDatabase: true })).toBeNull();
  });
});

describe('a first key without an identity provider', () => {
  it('session → key → authenticated call', async () => {
    const session = await signLocalSession(
      t.config,
      { tenantId: 'org_acme', recruiterId: 'user_alice', email: 'alice@acme.test', hours: 1 },
      t.clock.now(),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/tenants/org_acme/api-keys',
      headers: bearer(session),
      payload: { name: 'first key', environment: 'test' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { apiKey, plaintext } = created.json();
    const call = await t.app.inject({ url: probePath(apiKey.id), headers: bearer(plaintext) });
    expect(call.statusCode).toBe(200);
  });

  it('refuses to sign when IDP_JWKS_URL is set', async () => {
    await expect(
      signLocalSession(
        { idpJwksUrl: 'https://idp.example/jwks', sessionJwtSecret: undefined },
        { tenantId: 'org_a', recruiterId: 'user_a' },
      ),
    ).rejects.toThrow(/IDP_JWKS_URL/);
  });

  it('npm run session prints a JWT with the claims asked for', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/session.ts',
        '--tenant',
        'org_acme',
        '--recruiter',
        'user_alice',
        '--name',
        'Alice',
        '--hours',
        '2',
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'refcheck-session-')),
          SESSION_JWT_SECRET: TEST_SESSION_SECRET,
          IDP_JWKS_URL: '',
        },
      },
    );
    const claims = decodeJwt(stdout.trim());
    expect(claims).toMatchObject({ sub: 'user_alice', org_id: 'org_acme', name: 'Alice' });
    expect(claims.exp! - claims.iat!).toBe(7200);
  });
});
