import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { referenceRequests } from '../../db/schema/index.ts';

/** Whether the tenant has created a reference request yet (any environment). */
export async function hasReferenceRequests(db: Executor, tenantId: string): Promise<boolean> {
  const [requests] = await db
    .select({ n: count() })
    .from(referenceRequests)
    .where(eq(referenceRequests.tenantId, tenantId));
  return (requests?.n ?? 0) > 0;
}
