import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/app.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** The audit events of a tenant, oldest first (for "refusals change nothing" checks). */
export async function auditOf(t: TestApp, tenantId: string, action?: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.tenantId, tenantId), action ? eq(auditEvents.action, action) : undefined),
    )
    .orderBy(auditEvents.id);
}
