import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { opsMessages } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type OpsMessageRow = typeof opsMessages.$inferSelect;
export type NewOpsMessageRow = typeof opsMessages.$inferInsert;

/**
 * The feed's order: ids (time-ordered) compared in the "C" collation, which
 * only `ops_messages_tenant_feed_idx` serves (migration 0014), so the planner
 * cannot walk the primary key instead and filter out other tenants' rows.
 */
const feedOrder = sql`${opsMessages.id} collate "C"`;

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
      inTenantScope(
        opsMessages,
        scope,
        page.cursor ? sql`${feedOrder} < ${page.cursor}` : undefined,
      ),
    )
    .orderBy(sql`${feedOrder} desc`)
    .limit(page.limit + 1);
}
