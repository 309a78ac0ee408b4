import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

/** The tenant's display name and phone country (tenants are not environment-scoped). */
export async function findTenantSettings(db: Executor, tenantId: string) {
  const [row] = await db
    .select({ name: tenants.name, defaultCountry: tenants.defaultCountry })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? { name: tenantId, defaultCountry: 'US' };
}
