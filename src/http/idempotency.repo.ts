import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims `key` for this API key: answers the new row, or undefined when a live record exists. */
export async function claimIdempotencyKey(
  db: Executor,
  row: typeof idempotencyKeys.$inferInsert,
): Promise<IdempotencyRow | undefined> {
  const [inserted] = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findIdempotencyKey(
  db: Executor,
  apiKeyId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * Drops the record of this key if it has expired, or if its request never
 * answered (the process died between claiming and storing): the key can then
 * be used afresh instead of answering 409 for a day.
 */
export async function deleteStaleKey(
  db: Executor,
  apiKeyId: string,
  key: string,
  now: Date,
  abandonedBefore: Date,
) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.apiKeyId, apiKeyId),
        eq(idempotencyKeys.key, key),
        or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            isNull(idempotencyKeys.responseStatus),
            lte(idempotencyKeys.createdAt, abandonedBefore),
          ),
        ),
      ),
    );
}

export async function storeIdempotentResponse(
  db: Executor,
  id: string,
  status: number,
  body: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

export async function releaseIdempotencyKey(db: Executor, id: string) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Housekeeping: deletes every expired record (answers how many). */
export async function purgeExpiredIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
