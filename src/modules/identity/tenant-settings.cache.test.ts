import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';
import { TENANT_SETTINGS_CHANNEL } from './tenant-settings.cache.ts';

/**
 * The tenant-settings cache as the create sees it: the create normalises a
 * local phone number in the tenant's default country. A change made with
 * triggers off (`session_replication_role = replica`) is invisible to the
 * cache: that is how these tests tell a cached answer from a fresh one.
 */
let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant, { scopes: ['references:write'] });
});
afterAll(async () => t.close());

/** The E.164 number a create makes of the local number `phone`. */
async function normalised(phone: string): Promise<string> {
  const body = manualRequestBody();
  body.contacts![0]!.phone = phone;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: bearer(key.plaintext),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().referenceRequest.contacts[0].phone;
}

async function setCountry(country: string, options: { silently?: boolean } = {}) {
  await t.database.db.transaction(async (tx) => {
    if (options.silently) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update tenants set default_country = ${country} where id = ${tenant.tenantId}`,
    );
  });
  // On PostgreSQL the notification arrives a moment after the commit: a read racing with it
  // is (rightly) not cached, which the test would take for a cache that does not serve.
  await t.app.ctx.changes.synced();
}

describe('tenant settings on the create path', () => {
  it('the test app listens for tenant changes', () => {
    expect(t.app.ctx.changes.isLive(TENANT_SETTINGS_CHANNEL)).toBe(true);
  });

  it('serves the settings from the cache between changes', async () => {
    await setCountry('US');
    expect(await normalised('(212) 555-0100')).toBe('+12125550100');
    await setCountry('GB', { silently: true });
    expect(await normalised('(212) 555-0100')).toBe('+12125550100');
  });

  it('sees a change by any write path at once', async () => {
    await setCountry('US');
    expect(await normalised('(212) 555-0100')).toBe('+12125550100');
    await setCountry('GB');
    expect(await normalised('020 7946 0958')).toBe('+442079460958');
  });
});
