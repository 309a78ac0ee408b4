import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { withoutInvisibles, withoutInvisiblesDeep } from '../../core/text.ts';
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

/** A conversation's messages in their order (`seq`). */
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
    .orderBy(asc(conversationMessages.seq));
}

export interface NewMessage {
  role: 'agent' | 'participant';
  text: string;
  state?: Record<string, unknown> | null;
}

/**
 * Stores one message right after the message at `afterSeq` (-1: as the
 * opening), as one statement; undefined when that place is taken, because
 * the conversation moved on meanwhile (another tab, a turn stored first).
 */
export async function appendMessage(
  db: Executor,
  scope: TenantScope,
  conversationId: string,
  message: NewMessage,
  afterSeq: number,
  at: Date,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(conversationMessages)
    .values({
      id: newId('message'),
      tenantId: scope.tenantId,
      environment: scope.environment,
      conversationId,
      role: message.role,
      text: message.text,
      state: message.state ?? null,
      createdAt: at,
      seq: afterSeq + 1,
      followsId: sql`(${messageAt(sql`${scope.tenantId}`, sql`${scope.environment}`, sql`${conversationId}`, sql`${afterSeq}::int`)})`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The id of a conversation's message at a place, as a scalar subquery: the
 * message a new one follows (appendMessage, save-turn.query.ts).
 */
export function messageAt(tenantId: SQL, environment: SQL, conversationId: SQL, seq: SQL): SQL {
  return sql`select m.id from conversation_messages m
    where m.tenant_id = ${tenantId} and m.environment = ${environment}
      and m.conversation_id = ${conversationId} and m.seq = ${seq}`;
}

/** How long a turn holds its conversation: past it, a claim left by a process that died lapses. */
export const TURN_CLAIM_MS = 60_000;

/**
 * The statement that claims conversations for a turn: `rows` selects
 * (conversation_id, tenant_id, environment, turn_id, claimed_until); a
 * conversation is taken when it has no claim or only a lapsed one (before
 * `now`), or already by the same turn (its first try committed, and the
 * answer was lost with the connection). Answers the turn ids it claimed; the turn's prepare statement
 * composes it (participant-turn.query.ts).
 */
export function claimTurnsFrom(rows: SQL, now: SQL): SQL {
  return sql`insert into conversation_turn_claims
      (conversation_id, tenant_id, environment, turn_id, claimed_until)
    ${rows}
    on conflict (conversation_id) do update
      set turn_id = excluded.turn_id, claimed_until = excluded.claimed_until
      where conversation_turn_claims.claimed_until <= ${now}
        or conversation_turn_claims.turn_id = excluded.turn_id
    returning turn_id`;
}

/** The statement that releases a turn's claim (when it is stored, or its reply failed). */
export function releaseTurnSql(conversationId: SQL, turnId: SQL): SQL {
  return sql`delete from conversation_turn_claims
    where conversation_id = ${conversationId} and turn_id = ${turnId}`;
}

export async function releaseTurn(
  db: Executor,
  conversationId: string,
  turnId: string,
): Promise<void> {
  await db.execute(releaseTurnSql(sql`${conversationId}`, sql`${turnId}`));
}

/**
 * Releases a turn's claim by the turn's id alone: for a turn whose claim may have committed
 * though the statement's answer was lost, its conversation unknown. The table holds only the
 * turns in progress, so the scan is short.
 */
export async function releaseTurnById(db: Executor, turnId: string): Promise<void> {
  await db.execute(sql`delete from conversation_turn_claims where turn_id = ${turnId}`);
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
  // Free text keeps its line breaks, never bidirectional or zero-width characters (CONTRACT "Names are one line").
  const [inserted] = await tx
    .insert(referenceResponses)
    .values({
      ...row,
      answers: row.answers && withoutInvisiblesDeep(row.answers),
      declineReason: row.declineReason && withoutInvisibles(row.declineReason),
    })
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

/**
 * A data subject's conversations in the tenant, in both environments: their
 * intakes (conversation id = request id) and their referee chats
 * (conversation id = contact id).
 */
export async function listTranscriptsOfSubject(
  db: Executor,
  tenantId: string,
  conversationIds: string[],
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        inArray(conversationMessages.conversationId, conversationIds),
      ),
    )
    .orderBy(asc(conversationMessages.conversationId), asc(conversationMessages.seq));
}

/** The answers a data subject gave (as referee) or that are about them (as candidate). */
export async function listResponsesOfSubject(
  db: Executor,
  tenantId: string,
  subject: { candidateIds: string[]; contactIds: string[] },
): Promise<ResponseRow[]> {
  const about = subject.candidateIds.length
    ? inArray(referenceResponses.candidateId, subject.candidateIds)
    : undefined;
  const given = subject.contactIds.length
    ? inArray(referenceResponses.contactId, subject.contactIds)
    : undefined;
  if (!about && !given) return [];
  return db
    .select()
    .from(referenceResponses)
    .where(and(eq(referenceResponses.tenantId, tenantId), or(about, given)))
    .orderBy(asc(referenceResponses.id));
}

/**
 * Answers without their free text: numbers and booleans (ratings, months,
 * yes/no) stay, and so does a value that is one of its question's options
 * (`options`, by question key: a choice is not free text); any other string
 * reads null.
 */
function withoutFreeText(value: unknown, options?: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return options?.has(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => withoutFreeText(item, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFreeText(v)]));
  }
  return value;
}

/** The strings withoutFreeText removes from answers: the free text an erasure must find elsewhere. */
function freeTextOf(value: unknown, options?: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return options?.has(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => freeTextOf(item, options));
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => freeTextOf(v));
  return [];
}

/** The options of each question (by key) of a response's questionnaire: its choices stay. */
export type ChoiceOptions = (row: ResponseRow) => Promise<ReadonlyMap<string, ReadonlySet<string>>>;

/**
 * Erases a data subject's conversations (the transcripts are deleted) and
 * the free text of the answers they gave or that are about them (see
 * withoutFreeText). Returns how many answers it erased, their free text
 * (which the erasure then removes from reports and kept API answers) and
 * the referees who gave them.
 */
export async function eraseConversationsAndAnswers(
  tx: Tx,
  tenantId: string,
  subject: { conversationIds: string[]; candidateIds: string[]; contactIds: string[] },
  at: Date,
  choiceOptions: ChoiceOptions,
): Promise<{ count: number; texts: string[]; contactIds: string[] }> {
  if (subject.conversationIds.length > 0) {
    const inTenant = eq(conversationMessages.tenantId, tenantId);
    await tx
      .delete(conversationMessages)
      .where(and(inTenant, inArray(conversationMessages.conversationId, subject.conversationIds)));
  }
  const responses = await listResponsesOfSubject(tx, tenantId, subject);
  const pending = responses.filter((row) => row.erasedAt === null);
  const texts: string[] = [];
  for (const row of pending) {
    const options = await choiceOptions(row);
    const entries = Object.entries(row.answers ?? {});
    texts.push(...entries.flatMap(([key, value]) => freeTextOf(value, options.get(key))));
    if (row.declineReason) texts.push(row.declineReason);
    await tx
      .update(referenceResponses)
      .set({
        answers:
          row.answers &&
          Object.fromEntries(
            entries.map(([key, value]) => [key, withoutFreeText(value, options.get(key))]),
          ),
        declineReason: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(referenceResponses.id, row.id));
  }
  return {
    count: pending.length,
    texts: [...new Set(texts)].filter((text) => text.trim()),
    contactIds: [...new Set(pending.map((row) => row.contactId))],
  };
}
