import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/app.ts';
import type { AppContext } from '../../context.ts';
import { ManualClock } from '../../core/clock.ts';
import { verifySessionToken } from './identity.service.ts';

/** What verifySessionToken reads of the context: the config and the clock. */
function contextWith(secret: string, clock: ManualClock) {
  return { config: testConfig({ SESSION_JWT_SECRET: secret }), clock } as unknown as AppContext;
}

const SECRET = 'session-token-test-secret-0123456789';

async function sign(
  clock: ManualClock,
  options: { secret?: string; expiresIn: number; notBefore?: number },
) {
  const now = Math.floor(clock.now().getTime() / 1000);
  const jwt = new SignJWT({ sub: 'user_1', org_id: 'org_1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + options.expiresIn);
  if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
  return jwt.sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const refusal = { code: 'invalid_session' };

// A verified token is not verified again for a while (verifiedPayload): these hold either way.
describe('verifySessionToken, verified again or not', () => {
  it('refuses a token once it expires, however recently it verified', async () => {
    const clock = new ManualClock(new Date('2026-11-02T09:00:00Z'));
    const ctx = contextWith(SECRET, clock);
    const token = await sign(clock, { expiresIn: 30 });
    expect(await verifySessionToken(ctx, token)).toMatchObject({
      recruiterId: 'user_1',
      tenantId: 'org_1',
    });
    clock.advance(29_000);
    await expect(verifySessionToken(ctx, token)).resolves.toMatchObject({ recruiterId: 'user_1' });
    clock.advance(1_000);
    await expect(verifySessionToken(ctx, token)).rejects.toMatchObject(refusal);
  });

  it('refuses a token before its nbf, also after it verified', async () => {
    const clock = new ManualClock(new Date('2026-11-02T09:00:00Z'));
    const ctx = contextWith(SECRET, clock);
    const token = await sign(clock, { expiresIn: 3600, notBefore: 10 });
    await expect(verifySessionToken(ctx, token)).rejects.toMatchObject(refusal);
    clock.advance(10_000);
    await expect(verifySessionToken(ctx, token)).resolves.toMatchObject({ recruiterId: 'user_1' });
    clock.set(new Date('2026-11-02T09:00:05Z'));
    await expect(verifySessionToken(ctx, token)).rejects.toMatchObject(refusal);
  });

  it('trusts a token only under the configuration that verified it', async () => {
    const clock = new ManualClock(new Date('2026-11-02T09:00:00Z'));
    const token = await sign(clock, { expiresIn: 3600 });
    await expect(verifySessionToken(contextWith(SECRET, clock), token)).resolves.toBeDefined();
    const otherSecret = contextWith('another-secret-0123456789abcdefgh', clock);
    await expect(verifySessionToken(otherSecret, token)).rejects.toMatchObject(refusal);
  });

  it('verifies the signature again after a minute', async () => {
    const clock = new ManualClock(new Date('2026-11-02T09:00:00Z'));
    const ctx = contextWith(SECRET, clock);
    const token = await sign(clock, { expiresIn: 3600 });
    await verifySessionToken(ctx, token);
    // The same configuration object, now trusting another secret: only a fresh verification sees it.
    (ctx.config as { sessionJwtSecret: string }).sessionJwtSecret =
      'rotated-secret-0123456789abcdef';
    await expect(verifySessionToken(ctx, token)).resolves.toBeDefined();
    clock.advance(60_000);
    await expect(verifySessionToken(ctx, token)).rejects.toMatchObject(refusal);
  });
});
