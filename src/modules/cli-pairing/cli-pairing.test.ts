import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { DAY_MS } from '../../core/clock.ts';
import { auditEvents, cliPairings } from '../../db/schema/index.ts';
import { CLI_KEY_TTL_DAYS } from './cli-pairing.service.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

async function start(body: object = { environment: 'test', scopes: ['references:read'] }) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/cli/pairings', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    pairingId: string;
    userCode: string;
    pollSecret: string;
    verificationUrl: string;
  };
}
const poll = (pairingId: string, pollSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/cli/pairings/poll',
    payload: { pairingId, pollSecret },
  });
const decide = (who: TestTenant, code: string, decision: 'approve' | 'deny' | '') =>
  t.app.inject({
    method: decision ? 'POST' : 'GET',
    url: `/v1/tenants/${who.tenantId}/cli-pairings/${code}${decision ? `/${decision}` : ''}`,
    headers: bearer(who.session),
  });

describe('command-line login pairings', () => {
  it('hands the approved key out once, to the holder of the poll secret, audited', async () => {
    const pairing = await start();
    expect(pairing.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(pairing.verificationUrl).toContain(`/app/pair?code=${pairing.userCode}`);
    expect((await poll(pairing.pairingId, pairing.pollSecret)).json()).toEqual({
      status: 'pending',
    });

    const seen = await decide(tenant, pairing.userCode.toLowerCase().replace('-', ' '), '');
    expect(seen.json()).toMatchObject({
      status: 'pending',
      environment: 'test',
      scopes: ['references:read'],
    });
    const approved = await decide(tenant, pairing.userCode, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved', apiKeyId: expect.any(String) });

    expect((await poll(pairing.pairingId, 'wrong-secret')).statusCode).toBe(404);
    const handed = (await poll(pairing.pairingId, pairing.pollSecret)).json();
    expect(handed).toMatchObject({
      status: 'approved',
      apiKey: { environment: 'test', recruiterId: tenant.recruiterId },
    });
    expect(handed.plaintext).toMatch(/^svc_test_/);
    expect((await poll(pairing.pairingId, pairing.pollSecret)).json()).toEqual({
      status: 'consumed',
    });
    const [row] = await t.database.db
      .select()
      .from(cliPairings)
      .where(eq(cliPairings.id, pairing.pairingId));
    expect(row!.sealedApiKey).toBeNull();

    const whoami = await t.app.inject({
      method: 'GET',
      url: '/v1/api/whoami',
      headers: bearer(handed.plaintext),
    });
    expect(whoami.json()).toMatchObject({ scopes: ['references:read'] });
    const events = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['api_key.created', 'cli_pairing.approved']),
    );
  });

  it('is denied, expires after 10 minutes, and cannot be decided twice', async () => {
    const denied = await start();
    expect((await decide(tenant, denied.userCode, 'deny')).json()).toMatchObject({
      status: 'denied',
    });
    expect((await poll(denied.pairingId, denied.pollSecret)).json()).toEqual({ status: 'denied' });
    const again = await decide(tenant, denied.userCode, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');

    const late = await start();
    t.clock.advance(10 * 60_000 + 1);
    expect((await poll(late.pairingId, late.pollSecret)).json()).toEqual({ status: 'expired' });
    expect((await decide(tenant, late.userCode, 'approve')).statusCode).toBe(409);
  });

  it("answers another tenant's approved pairing like an unknown one", async () => {
    const pairing = await start();
    await decide(tenant, pairing.userCode, 'approve');
    const stranger = await createTenant(t);
    expect((await decide(stranger, pairing.userCode, '')).statusCode).toBe(404);
    expect((await decide(stranger, pairing.userCode, 'deny')).statusCode).toBe(404);
    expect((await decide(tenant, 'ZZZZ-ZZZZ', '')).statusCode).toBe(404);
  });

  it('issues a key that expires after 90 days and that ends itself (refcheck logout, DELETE /v1/cli/api-key)', async () => {
    const login = async () => {
      const pairing = await start();
      await decide(tenant, pairing.userCode, 'approve');
      return (await poll(pairing.pairingId, pairing.pollSecret)).json() as {
        plaintext: string;
        apiKey: { id: string; expiresAt: string };
      };
    };
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const first = await login();
    expect(CLI_KEY_TTL_DAYS).toBe(90);
    expect(first.apiKey.expiresAt).toBe(
      new Date(t.clock.now().getTime() + 90 * DAY_MS).toISOString(),
    );

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/v1/cli/api-key',
      headers: as(first.plaintext),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      id: first.apiKey.id,
      status: 'revoked',
      revokedById: tenant.recruiterId,
      revocationNote: 'refcheck logout',
    });
    for (const url of ['/v1/api/whoami', '/v1/cli/api-key']) {
      const refused = await t.app.inject({
        method: url.includes('whoami') ? 'GET' : 'DELETE',
        url,
        headers: as(first.plaintext),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('api_key_revoked');
    }
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/v1/cli/api-key' });
    expect(anonymous.json().code).toBe('missing_credentials');
    const [revoked] = await t.database.db
      .select({ action: auditEvents.action, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, first.apiKey.id))
      .orderBy(auditEvents.createdAt);
    expect(revoked).toBeDefined();

    // The next login's key works for 90 days, then answers 401 api_key_expired.
    const second = await login();
    const started = t.clock.now();
    t.clock.advance(90 * DAY_MS - 1);
    const whoami = () =>
      t.app.inject({ method: 'GET', url: '/v1/api/whoami', headers: as(second.plaintext) });
    expect((await whoami()).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await whoami();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('api_key_expired');
    t.clock.set(started);
  });

  it('refuses unknown scopes and environments (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/cli/pairings',
      payload: { environment: 'staging', scopes: ['everything'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
