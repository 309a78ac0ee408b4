import { desc, lt } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { opsMessages } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type OpsMessageRow = typeof opsMessages.$inferSelect;
export type NewOpsMessageRow = typeof opsMessages.$inferInsert;

/** The scope's messages, newest first, `limit + 1` rows (the extra one says there is a next page). */
export async function listOpsMessages(
  db: Executor,
  scope: TenantScope,
  page: { limit: number; cursor?: string },
): Promise<OpsMessageRow[]> {
  return db
    .select()
    .from(opsMessages)
    .where(
      inTenantScope(opsMessages, scope, page.cursor ? lt(opsMessages.id, page.cursor) : undefined),
    )
    .orderBy(desc(opsMessages.id))
    .limit(page.limit + 1);
}
