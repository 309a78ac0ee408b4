import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

/** Flags are per tenant: tenants have no environment, so neither do their flags. */
export async function findTenantFlags(db: Executor, tenantId: string) {
  const [row] = await db
    .select({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row;
}

/** Locks the tenant row so concurrent flag changes apply one after the other (no lost update). */
export async function lockTenantFlags(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update')
    .limit(1);
  return row;
}

export async function writeTenantFlags(
  tx: Tx,
  tenantId: string,
  flags: Record<string, boolean>,
  at: Date,
) {
  const [row] = await tx
    .update(tenants)
    .set({ flags, updatedAt: at })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt });
  return row!;
}
