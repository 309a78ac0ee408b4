import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  conversationMessages,
  referenceContacts,
  referenceRequests,
  referenceResponses,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type ResponseRow = typeof referenceResponses.$inferSelect;

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
    )
    .orderBy(asc(referenceResponses.id));
}

/**
 * Completed responses of a candidate among `ids`, oldest first, each with its
 * referee as named on the contact (for reuse in another request).
 */
export async function listCompletedResponsesByIds(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  ids: string[],
) {
  if (ids.length === 0) return [];
  return db
    .select({ response: referenceResponses, contact: referenceContacts })
    .from(referenceResponses)
    .leftJoin(referenceContacts, eq(referenceContacts.id, referenceResponses.contactId))
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.candidateId, candidateId),
        eq(referenceResponses.status, 'completed'),
        inArray(referenceResponses.id, ids),
      ),
    )
    .orderBy(asc(referenceResponses.id));
}

/**
 * A candidate's completed responses in the scope, oldest first, with the
 * request's role and the referee's relationship (the Passport's references).
 * `excludeReferenceRequestId` leaves out one request's own responses.
 */
export async function listCompletedResponsesOfCandidate(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  excludeReferenceRequestId: string | null | undefined,
) {
  return db
    .select({
      id: referenceResponses.id,
      referenceRequestId: referenceResponses.referenceRequestId,
      completedAt: referenceResponses.completedAt,
      relationship: referenceContacts.relationship,
      roleTitle: referenceRequests.roleTitle,
    })
    .from(referenceResponses)
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.referenceRequestId))
    .leftJoin(referenceContacts, eq(referenceContacts.id, referenceResponses.contactId))
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.candidateId, candidateId),
        eq(referenceResponses.status, 'completed'),
        // The request must be the candidate's, of the same tenant and environment, too.
        eq(referenceRequests.tenantId, scope.tenantId),
        eq(referenceRequests.environment, scope.environment),
        eq(referenceRequests.candidateId, candidateId),
        excludeReferenceRequestId
          ? ne(referenceResponses.referenceRequestId, excludeReferenceRequestId)
          : undefined,
      ),
    )
    .orderBy(asc(referenceResponses.id));
}

/** How many referees of a request completed their reference. */
export async function countCompletedResponses(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referenceResponses)
    .where(
      inTenantScope(
        referenceResponses,
        scope,
        eq(referenceResponses.referenceRequestId, referenceRequestId),
        eq(referenceResponses.status, 'completed'),
      ),
    );
  return Number(row?.n ?? 0);
}
