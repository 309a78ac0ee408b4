import { eq, inArray, isNull } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { participantTokens } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type ParticipantLinkRow = typeof participantTokens.$inferSelect;
export type LinkPurpose = ParticipantLinkRow['purpose'];

export async function insertLink(tx: Tx, row: typeof participantTokens.$inferInsert) {
  await tx.insert(participantTokens).values(row);
}

/** The link whose token hashes to `tokenHash`, whatever its tenant: the token is the credential. */
export async function findLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<ParticipantLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(participantTokens)
    .where(eq(participantTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Records an open (first and last time, and the IP hash when there is one).
 * The UPDATE also locks the row, so two finishing calls on one link run one
 * after the other; the returned row shows whether the first already used it.
 */
export async function touchLink(
  tx: Tx,
  link: ParticipantLinkRow,
  at: Date,
  ipHash: string | undefined,
): Promise<ParticipantLinkRow | undefined> {
  const [row] = await tx
    .update(participantTokens)
    .set({
      lastOpenedAt: at,
      ...(ipHash === undefined ? {} : { lastIpHash: ipHash }),
      updatedAt: at,
    })
    .where(inTenantScope(participantTokens, link, eq(participantTokens.id, link.id)))
    .returning();
  if (row && !row.firstOpenedAt) {
    await tx
      .update(participantTokens)
      .set({ firstOpenedAt: at })
      .where(eq(participantTokens.id, link.id));
    row.firstOpenedAt = at;
  }
  return row;
}

/** Uses up every live link of one participant (a reminder may have issued a second one). */
export async function markLinksUsed(
  tx: Tx,
  scope: TenantScope,
  purpose: LinkPurpose,
  subjectId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(participantTokens)
    .set({ usedAt: at, updatedAt: at })
    .where(
      inTenantScope(
        participantTokens,
        scope,
        eq(participantTokens.purpose, purpose),
        eq(participantTokens.subjectId, subjectId),
        isNull(participantTokens.usedAt),
      ),
    );
}

/**
 * Uses up every live intake and referee link of a request (it was
 * cancelled). Permission links belong to the consent workflow and stay. A
 * link locked by a participant's call in flight is skipped, not waited for:
 * that call holds its link and then waits for the request row the cancel
 * holds, so waiting here could deadlock. The participants module refuses
 * every link of a cancelled request anyway.
 */
export async function markRequestLinksUsed(
  tx: Tx,
  scope: TenantScope,
  referenceRequestId: string,
  at: Date,
): Promise<void> {
  const live = await tx
    .select({ id: participantTokens.id })
    .from(participantTokens)
    .where(
      inTenantScope(
        participantTokens,
        scope,
        eq(participantTokens.referenceRequestId, referenceRequestId),
        inArray(participantTokens.purpose, ['intake', 'referee']),
        isNull(participantTokens.usedAt),
      ),
    )
    .for('update', { skipLocked: true });
  if (live.length === 0) return;
  await tx
    .update(participantTokens)
    .set({ usedAt: at, updatedAt: at })
    .where(
      inTenantScope(
        participantTokens,
        scope,
        inArray(
          participantTokens.id,
          live.map((link) => link.id),
        ),
      ),
    );
}

/** The links of a request's participants (for IP-based trust signals). */
export async function listRequestLinks(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
) {
  return db
    .select({
      purpose: participantTokens.purpose,
      subjectId: participantTokens.subjectId,
      lastIpHash: participantTokens.lastIpHash,
      firstOpenedAt: participantTokens.firstOpenedAt,
    })
    .from(participantTokens)
    .where(
      inTenantScope(
        participantTokens,
        scope,
        eq(participantTokens.referenceRequestId, referenceRequestId),
      ),
    );
}
