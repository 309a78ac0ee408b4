import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  conversationMessages,
  participantTokens,
  referenceContacts,
  referenceResponses,
  trustSignals,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import type { TokenPurpose } from './participant-tokens.ts';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type ResponseRow = typeof referenceResponses.$inferSelect;

/**
 * Records an open (first/last time, IP hash) on a token. The UPDATE also
 * locks the row, so two finishing calls on one link run one after the
 * other; the returned row shows whether the first already used it.
 */
export async function touchToken(
  tx: Tx,
  scope: TenantScope,
  tokenId: string,
  at: Date,
  ipHash: string,
) {
  const [row] = await tx
    .update(participantTokens)
    .set({ lastOpenedAt: at, lastIpHash: ipHash, updatedAt: at })
    .where(inTenantScope(participantTokens, scope, eq(participantTokens.id, tokenId)))
    .returning();
  if (row && !row.firstOpenedAt) {
    await tx
      .update(participantTokens)
      .set({ firstOpenedAt: at })
      .where(eq(participantTokens.id, tokenId));
    row.firstOpenedAt = at;
  }
  return row;
}

/** Uses up every live link of one participant (a reminder may have issued a second one). */
export async function markTokensUsed(
  tx: Tx,
  scope: TenantScope,
  purpose: TokenPurpose,
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

/** The tokens of a request's participants (for IP-based trust signals). */
export async function listRequestTokens(
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

/** A conversation's messages, oldest first (ids are time-sortable). */
export async function listTranscript(
  db: Executor,
  scope: TenantScope,
  conversationId: string,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(
      inTenantScope(
        conversationMessages,
        scope,
        eq(conversationMessages.conversationId, conversationId),
      ),
    )
    .orderBy(asc(conversationMessages.id));
}

export interface NewMessage {
  role: 'agent' | 'participant';
  text: string;
  state?: Record<string, unknown> | null;
}

/** Appends messages in order; answers the stored rows. */
export async function appendMessages(
  tx: Tx,
  scope: TenantScope,
  conversationId: string,
  messages: NewMessage[],
  at: Date,
): Promise<MessageRow[]> {
  return tx
    .insert(conversationMessages)
    .values(
      messages.map((m) => ({
        id: newId('message'),
        tenantId: scope.tenantId,
        environment: scope.environment,
        conversationId,
        role: m.role,
        text: m.text,
        state: m.state ?? null,
        createdAt: at,
      })),
    )
    .returning();
}

/** How many messages each participant sent, by conversation id. */
export async function countParticipantMessages(
  db: Executor,
  scope: TenantScope,
  conversationIds: string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, n: count() })
    .from(conversationMessages)
    .where(
      inTenantScope(
        conversationMessages,
        scope,
        inArray(conversationMessages.conversationId, conversationIds),
        eq(conversationMessages.role, 'participant'),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}

function contactInScope(scope: TenantScope, contactId: string) {
  return inTenantScope(referenceContacts, scope, eq(referenceContacts.id, contactId));
}

/** Marks the contact opened the first time only; answers true when this call did it. */
export async function markContactOpened(
  tx: Tx,
  scope: TenantScope,
  contactId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(referenceContacts)
    .set({ status: 'opened', openedAt: at, updatedAt: at })
    .where(and(contactInScope(scope, contactId), isNull(referenceContacts.openedAt)))
    .returning({ id: referenceContacts.id });
  return rows.length > 0;
}

export async function markContactFinished(
  tx: Tx,
  scope: TenantScope,
  contactId: string,
  outcome: 'completed' | 'declined',
  at: Date,
): Promise<void> {
  await tx
    .update(referenceContacts)
    .set(
      outcome === 'completed'
        ? { status: 'completed', completedAt: at, updatedAt: at }
        : { status: 'declined', declinedAt: at, updatedAt: at },
    )
    .where(contactInScope(scope, contactId));
}

/** Inserts a referee's response; null when the contact already has one (one response per referee). */
export async function insertResponse(
  tx: Tx,
  row: typeof referenceResponses.$inferInsert,
): Promise<ResponseRow | null> {
  const [inserted] = await tx
    .insert(referenceResponses)
    .values(row)
    .onConflictDoNothing({ target: referenceResponses.contactId })
    .returning();
  return inserted ?? null;
}

export async function listResponses(db: Executor, scope: TenantScope, referenceRequestId: string) {
  return db
    .select()
    .from(referenceResponses)
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.referenceRequestId, referenceRequestId),
      ),
    );
}

/** Stores signals not raised before (request + kind + contact); answers the new ones. */
export async function insertTrustSignals(tx: Tx, rows: Array<typeof trustSignals.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx
    .insert(trustSignals)
    .values(rows)
    .onConflictDoNothing({
      target: [trustSignals.referenceRequestId, trustSignals.kind, trustSignals.contactId],
    })
    .returning();
}
