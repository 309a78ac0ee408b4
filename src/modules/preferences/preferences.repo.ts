import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { recruiters } from '../../db/schema/index.ts';

export type RecruiterRow = typeof recruiters.$inferSelect;

export async function findRecruiter(
  db: Executor,
  recruiterId: string,
): Promise<RecruiterRow | undefined> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, recruiterId)).limit(1);
  return row;
}

/** The recruiter's row under a lock, so concurrent PATCHes merge rather than overwrite. */
export async function lockRecruiter(
  tx: Tx,
  recruiterId: string,
): Promise<RecruiterRow | undefined> {
  const [row] = await tx
    .select()
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1)
    .for('update');
  return row;
}

export async function savePreferences(
  tx: Tx,
  recruiterId: string,
  preferences: Record<string, unknown>,
  at: Date,
): Promise<RecruiterRow> {
  const [row] = await tx
    .update(recruiters)
    .set({ preferences, updatedAt: at })
    .where(eq(recruiters.id, recruiterId))
    .returning();
  return row!;
}
