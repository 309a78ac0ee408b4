import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cliPairings } from '../../db/schema/index.ts';

export type PairingRow = typeof cliPairings.$inferSelect;

/** Inserts a pairing; undefined when its user code is taken (the caller draws another). */
export async function insertPairing(db: Executor, row: typeof cliPairings.$inferInsert) {
  const [inserted] = await db.insert(cliPairings).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPairing(db: Executor, id: string): Promise<PairingRow | undefined> {
  const [row] = await db.select().from(cliPairings).where(eq(cliPairings.id, id)).limit(1);
  return row;
}

/** The pairing of a user code, locked for the approval or denial that follows. */
export async function lockPairingByCode(db: Executor, userCode: string) {
  const [row] = await db
    .select()
    .from(cliPairings)
    .where(eq(cliPairings.userCode, userCode))
    .for('update')
    .limit(1);
  return row;
}

export async function findPairingByCode(db: Executor, userCode: string) {
  const [row] = await db
    .select()
    .from(cliPairings)
    .where(eq(cliPairings.userCode, userCode))
    .limit(1);
  return row;
}

export async function updatePairing(
  db: Executor,
  id: string,
  expectedStatus: PairingRow['status'],
  changes: Partial<typeof cliPairings.$inferInsert>,
) {
  const [row] = await db
    .update(cliPairings)
    .set(changes)
    .where(and(eq(cliPairings.id, id), eq(cliPairings.status, expectedStatus)))
    .returning();
  return row;
}
