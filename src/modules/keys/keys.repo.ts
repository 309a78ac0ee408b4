import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Environment } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Key management is tenant-wide (a recruiter manages live and test keys in
 * one place): functions take the tenant, and the environment when the caller
 * asked for one. A key of another tenant is simply not found.
 */
export interface KeyScope {
  tenantId: string;
  environment?: Environment;
}

export async function insertApiKey(db: Executor, row: typeof apiKeys.$inferInsert) {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  return inserted!;
}

export async function findApiKey(
  db: Executor,
  scope: KeyScope,
  apiKeyId: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.id, apiKeyId),
        eq(apiKeys.tenantId, scope.tenantId),
        scope.environment ? eq(apiKeys.environment, scope.environment) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Newest first; fetches `limit + 1` rows for toPage. */
export async function listApiKeys(
  db: Executor,
  scope: KeyScope,
  page: { limit: number; cursor?: string },
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.tenantId, scope.tenantId),
        scope.environment ? eq(apiKeys.environment, scope.environment) : undefined,
        page.cursor ? lt(apiKeys.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(apiKeys.id))
    .limit(page.limit + 1);
}

/** Revokes a key that is not revoked yet; answers the updated row, or undefined if it was already revoked. */
export async function markRevoked(
  db: Executor,
  scope: KeyScope,
  apiKeyId: string,
  revocation: { revokedById: string; note: string | null; at: Date },
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({
      revokedAt: revocation.at,
      revokedById: revocation.revokedById,
      revocationNote: revocation.note,
      updatedAt: revocation.at,
    })
    .where(
      and(
        eq(apiKeys.id, apiKeyId),
        eq(apiKeys.tenantId, scope.tenantId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** Active (unrevoked) keys a recruiter issued, optionally in one tenant: what provisioning revokes. */
export async function listUnrevokedKeysOf(
  db: Executor,
  recruiterId: string,
  tenantId?: string,
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.recruiterId, recruiterId),
        tenantId ? eq(apiKeys.tenantId, tenantId) : undefined,
        isNull(apiKeys.revokedAt),
      ),
    );
}
