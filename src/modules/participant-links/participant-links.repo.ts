import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { rowOfTable, rowsOf } from '../../db/rows.ts';
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
 * The one statement that records visits to links: the last (and, the first
 * time, the first) open and the caller's IP hash (kept when null). `from`
 * and `where` choose the links (`participant_tokens` is the table's name
 * in them). touchLink runs it; the participant turn's statement composes it.
 */
export function recordLinkVisits(
  visit: { at: SQL; ipHash: SQL },
  choose: { from?: SQL; where: SQL },
): SQL {
  return sql`update participant_tokens
    set last_opened_at = ${visit.at}::timestamptz,
      first_opened_at = coalesce(first_opened_at, ${visit.at}::timestamptz),
      last_ip_hash = coalesce(${visit.ipHash}::text, last_ip_hash),
      updated_at = ${visit.at}::timestamptz
    ${choose.from ? sql`from ${choose.from}` : sql``}
    where ${choose.where}
    returning participant_tokens.*`;
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
  const result = await tx.execute(
    recordLinkVisits(
      { at: sql`${at.toISOString()}`, ipHash: sql`${ipHash ?? null}` },
      {
        where: sql`participant_tokens.tenant_id = ${link.tenantId}
          and participant_tokens.environment = ${link.environment}
          and participant_tokens.id = ${link.id}`,
      },
    ),
  );
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row && rowOfTable(participantTokens, row);
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
  purposes: readonly LinkPurpose[] = ['intake', 'referee'],
): Promise<void> {
  await tx.execute(
    useUpRequestLinksSql({
      tenantId: sql`${scope.tenantId}`,
      environment: sql`${scope.environment}`,
      referenceRequestId: sql`${referenceRequestId}`,
      purposes: sql`array[${sql.join(
        purposes.map((purpose) => sql`${purpose}`),
        sql`, `,
      )}]`,
      at: sql`${at.toISOString()}`,
    }),
  );
}

/** The one statement of markRequestLinksUsed, for statements that cancel a request (a move). */
export function useUpRequestLinksSql(c: {
  tenantId: SQL;
  environment: SQL;
  referenceRequestId: SQL;
  /** Which links, as a text[] expression: intake and referee by default. */
  purposes?: SQL;
  at: SQL;
}): SQL {
  return sql`update participant_tokens
    set used_at = ${c.at}::timestamptz, updated_at = ${c.at}::timestamptz
    where id in (
      select p.id from participant_tokens p
      where p.tenant_id = ${c.tenantId} and p.environment = ${c.environment}
        and p.reference_request_id = ${c.referenceRequestId}
        and p.purpose = any(${c.purposes ?? sql`array['intake', 'referee']`}::text[])
        and p.used_at is null
      for update of p skip locked
    )
    returning participant_tokens.id`;
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

/** Deletes every participant link (intake, referee, permission, withdrawal) of these subjects. */
export async function deleteLinksOfSubjects(tx: Tx, tenantId: string, subjectIds: string[]) {
  if (subjectIds.length === 0) return;
  await tx
    .delete(participantTokens)
    .where(
      and(
        eq(participantTokens.tenantId, tenantId),
        inArray(participantTokens.subjectId, subjectIds),
      ),
    );
}
