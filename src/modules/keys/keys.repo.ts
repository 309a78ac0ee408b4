import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Environment } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { apiKeys, tenants } from '../../db/schema/index.ts';

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

/** The key of a public prefix, for authentication: none if its tenant was deleted. */
export async function findApiKeyByPrefix(db: Executor, prefix: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      tenantId: apiKeys.tenantId,
      recruiterId: apiKeys.recruiterId,
      environment: apiKeys.environment,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(tenants, and(eq(tenants.id, apiKeys.tenantId), isNull(tenants.deletedAt)))
    .where(eq(apiKeys.prefix, prefix))
    .limit(1);
  return row;
}

/** Whether the tenant has created an API key yet (any environment, revoked ones included). */
export async function hasApiKeys(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, tenantId))
    .limit(1);
  return rows.length > 0;
}

/** Moves a key's `lastUsedAt` to `at`; `greatest` keeps it from moving back across processes. */
export async function touchApiKeyLastUsed(db: Executor, apiKeyId: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({
      lastUsedAt: sql`greatest(coalesce(${apiKeys.lastUsedAt}, ${at}::timestamptz), ${at}::timestamptz)`,
    })
    .where(eq(apiKeys.id, apiKeyId));
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
