import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { agentActions } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type AgentActionRow = typeof agentActions.$inferSelect;
export type NewAgentActionRow = typeof agentActions.$inferInsert;

/** Whose proposals: one recruiter's, in one tenant and environment. */
export type RecruiterScope = TenantScope & { recruiterId: string };

function ofRecruiter(scope: RecruiterScope, ...conditions: (SQL | undefined)[]) {
  return inTenantScope(
    agentActions,
    scope,
    eq(agentActions.recruiterId, scope.recruiterId),
    ...conditions,
  );
}

export async function insertAgentAction(db: Executor, row: NewAgentActionRow): Promise<void> {
  await db.insert(agentActions).values(row);
}

/**
 * Drops the scope's expired proposals, confirmed or not: they hold names and
 * e-mail addresses, which the request itself keeps when it was created.
 */
export async function deleteStaleAgentActions(
  db: Executor,
  scope: TenantScope,
  now: Date,
): Promise<void> {
  await db
    .delete(agentActions)
    .where(inTenantScope(agentActions, scope, lt(agentActions.expiresAt, now)));
}

export async function findAgentAction(
  db: Executor,
  scope: RecruiterScope,
  id: string,
): Promise<AgentActionRow | undefined> {
  const [row] = await db
    .select()
    .from(agentActions)
    .where(ofRecruiter(scope, eq(agentActions.id, id)));
  return row;
}

/**
 * Marks the proposal confirmed if it still can be (not confirmed, not
 * expired): in the transaction of the change it runs, so of two confirms
 * only one commits (the other finds `confirmed_at` set under the row lock).
 */
export async function claimAgentAction(
  db: Executor,
  scope: RecruiterScope,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(agentActions)
    .set({ confirmedAt: now })
    .where(
      ofRecruiter(
        scope,
        eq(agentActions.id, id),
        isNull(agentActions.confirmedAt),
        gt(agentActions.expiresAt, now),
      ),
    )
    .returning({ id: agentActions.id });
  return rows.length === 1;
}

/**
 * Deletes the unconfirmed proposals that name a data subject (their input
 * or summary holds one of `needles`: ids, e-mail, name) on erasure.
 */
export async function deleteProposalsNaming(db: Executor, tenantId: string, needles: string[]) {
  if (needles.length === 0) return;
  const mentions = needles.map(
    (needle) =>
      sql`(strpos(lower(${agentActions.input}::text), lower(${needle})) > 0 or strpos(lower(${agentActions.summary}), lower(${needle})) > 0)`,
  );
  await db
    .delete(agentActions)
    .where(
      and(eq(agentActions.tenantId, tenantId), isNull(agentActions.confirmedAt), or(...mentions)),
    );
}
