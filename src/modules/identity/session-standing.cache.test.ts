import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { memberships } from '../../db/schema/index.ts';
import { SESSION_STANDING_CHANNEL } from './session-standing.cache.ts';

/**
 * The session-standing cache as a tenant route sees it. A change made with
 * triggers off (`session_replication_role = replica`) is invisible to the
 * cache: that is how these tests tell a cached answer from a fresh one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function status(tenant: TestTenant): Promise<{ code: number; problem?: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/tenants/${tenant.tenantId}/candidates`,
    headers: bearer(tenant.session),
  });
  return { code: res.statusCode, problem: res.statusCode === 200 ? undefined : res.json().code };
}

async function write(statement: ReturnType<typeof sql>, options: { silently?: boolean } = {}) {
  await t.database.db.transaction(async (tx) => {
    if (options.silently) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
  // On PostgreSQL the notification arrives a moment after the commit: a read racing with it
  // is (rightly) not cached, which the test would take for a cache that does not serve.
  await t.app.ctx.changes.synced();
}

const removeMembership = (tenant: TestTenant) =>
  sql`update memberships set deleted_at = now() where tenant_id = ${tenant.tenantId}`;
const restoreMembership = (tenant: TestTenant) =>
  sql`update memberships set deleted_at = null where tenant_id = ${tenant.tenantId}`;

describe('session standing on the tenant routes', () => {
  it('the test app listens for membership and recruiter changes', () => {
    expect(t.app.ctx.changes.isLive(SESSION_STANDING_CHANNEL)).toBe(true);
  });

  it('serves good standing from the cache between changes', async () => {
    const tenant = await createTenant(t);
    // The tenant's own inserts notify: a first read racing with them is (rightly) not cached.
    await t.app.ctx.changes.synced();
    expect((await status(tenant)).code).toBe(200);
    await write(removeMembership(tenant), { silently: true });
    expect((await status(tenant)).code).toBe(200);
  });

  it('sees a removed membership, a deleted recruiter and a deleted tenant at once', async () => {
    const tenant = await createTenant(t);
    expect((await status(tenant)).code).toBe(200);
    await write(removeMembership(tenant));
    expect(await status(tenant)).toEqual({ code: 403, problem: 'tenant_forbidden' });
    await write(restoreMembership(tenant));
    expect((await status(tenant)).code).toBe(200);

    await write(sql`update recruiters set deleted_at = now() where id = ${tenant.recruiterId}`);
    expect(await status(tenant)).toEqual({ code: 401, problem: 'invalid_session' });
    await write(sql`update recruiters set deleted_at = null where id = ${tenant.recruiterId}`);
    expect((await status(tenant)).code).toBe(200);

    await write(sql`update tenants set deleted_at = now() where id = ${tenant.tenantId}`);
    expect(await status(tenant)).toEqual({ code: 403, problem: 'tenant_forbidden' });
  });

  it('sees a deleted membership row (the session is provisioned again, as on first sight)', async () => {
    const tenant = await createTenant(t);
    expect((await status(tenant)).code).toBe(200);
    await write(removeMembership(tenant), { silently: true });
    await write(sql`delete from memberships where tenant_id = ${tenant.tenantId}`);
    expect((await status(tenant)).code).toBe(200);
    const rows = await t.database.db
      .select({ deletedAt: memberships.deletedAt })
      .from(memberships)
      .where(eq(memberships.tenantId, tenant.tenantId));
    expect(rows).toEqual([{ deletedAt: null }]);
  });
});

describe("an API key's role, cached with its issuer's standing", () => {
  const setRole = (tenant: TestTenant, role: string) =>
    sql`update memberships set role = ${role} where tenant_id = ${tenant.tenantId}`;
  const createCandidate = (plaintext: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/api/candidates',
      headers: { ...bearer(plaintext), 'content-type': 'application/json' },
      payload: JSON.stringify({}),
    });

  it('costs no read while cached (a silent change is not seen), and a role change is seen at once', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    await t.app.ctx.changes.synced();
    // Past the role check (400: the empty body), the role now held in process.
    expect((await createCandidate(key.plaintext)).statusCode).toBe(400);
    await write(setRole(tenant, 'viewer'), { silently: true });
    expect((await createCandidate(key.plaintext)).statusCode).toBe(400);
    // The same change announced by the membership trigger: refused on the very next call.
    await write(setRole(tenant, 'viewer'));
    const refused = await createCandidate(key.plaintext);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'recruiter' });
    await write(setRole(tenant, 'admin'));
    expect((await createCandidate(key.plaintext)).statusCode).toBe(400);
  });
});
