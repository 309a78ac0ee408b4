import { and, count, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { apiKeys, referenceRequests, tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenant(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}

export async function lockTenant(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1)
    .for('update');
  return row;
}

export async function updateTenantSettings(
  tx: Tx,
  tenantId: string,
  changes: Partial<
    Pick<TenantRow, 'name' | 'defaultCountry' | 'onboardingCompletedAt' | 'updatedAt'>
  >,
): Promise<TenantRow> {
  const [row] = await tx.update(tenants).set(changes).where(eq(tenants.id, tenantId)).returning();
  return row!;
}

/** Whether the tenant has created an API key and a reference request yet (any environment). */
export async function onboardingProgress(db: Executor, tenantId: string) {
  const [keys] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, tenantId));
  const [requests] = await db
    .select({ n: count() })
    .from(referenceRequests)
    .where(and(eq(referenceRequests.tenantId, tenantId)));
  return { apiKeyCreated: (keys?.n ?? 0) > 0, firstReferenceRequest: (requests?.n ?? 0) > 0 };
}
