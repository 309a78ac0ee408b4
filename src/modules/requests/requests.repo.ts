import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { candidates, referenceContacts, referenceRequests } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import type { RequestState } from './workflow.ts';

/**
 * Newest first: ids (time-ordered) in the "C" collation, which the tenant's
 * request indexes serve and the primary key does not (migration 0015), so the
 * planner cannot walk the primary key through other tenants' newer rows.
 */
const newestFirst = sql`${referenceRequests.id} collate "C" desc`;

export type ReferenceRequestRow = typeof referenceRequests.$inferSelect;
export type ContactRow = typeof referenceContacts.$inferSelect;
export type NewContactRow = typeof referenceContacts.$inferInsert;

function inScope(scope: TenantScope, id: string) {
  return inTenantScope(referenceRequests, scope, eq(referenceRequests.id, id));
}

export async function findRequest(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<ReferenceRequestRow | undefined> {
  const [row] = await db.select().from(referenceRequests).where(inScope(scope, id)).limit(1);
  return row;
}

/**
 * Reads the request with `SELECT … FOR UPDATE`: a second transaction moving
 * the same request waits here until the first commits, then sees its state.
 * This is what keeps two concurrent moves from both succeeding.
 */
export async function lockRequest(
  tx: Tx,
  scope: TenantScope,
  id: string,
): Promise<ReferenceRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(referenceRequests)
    .where(inScope(scope, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertRequest(tx: Tx, row: typeof referenceRequests.$inferInsert) {
  const [inserted] = await tx.insert(referenceRequests).values(row).returning();
  return inserted!;
}

/**
 * The newest request of the scope, not cancelled, that pinned this
 * questionnaire and whose metadata holds every pair of `metadata`
 * (containment: `reference_requests_metadata_idx`). Greenhouse's send_test
 * finds the test it already sent with it.
 */
export async function findRequestIdWithMetadata(
  db: Executor,
  scope: TenantScope,
  questionnaireId: string,
  metadata: Record<string, string>,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: referenceRequests.id })
    .from(referenceRequests)
    .where(
      inTenantScope(
        referenceRequests,
        scope,
        eq(referenceRequests.questionnaireId, questionnaireId),
        ne(referenceRequests.status, 'cancelled'),
        sql`${referenceRequests.metadata} @> ${JSON.stringify(metadata)}::jsonb`,
      ),
    )
    .orderBy(newestFirst)
    .limit(1);
  return row?.id;
}

/** Replaces a locked request's metadata (its `updatedAt` and version stay: no workflow move). */
export async function updateRequestMetadata(
  tx: Tx,
  scope: TenantScope,
  id: string,
  metadata: Record<string, string>,
): Promise<void> {
  await tx.update(referenceRequests).set({ metadata }).where(inScope(scope, id));
}

/** Moves a locked request to `status`, bumping its version. */
export async function updateRequestStatus(
  tx: Tx,
  scope: TenantScope,
  id: string,
  status: RequestState,
  version: number,
  at: Date,
): Promise<ReferenceRequestRow> {
  const [row] = await tx
    .update(referenceRequests)
    .set({ status, version: version + 1, updatedAt: at })
    .where(and(inScope(scope, id), eq(referenceRequests.version, version)))
    .returning();
  return row!;
}

export async function insertContacts(tx: Tx, rows: NewContactRow[]): Promise<ContactRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(referenceContacts).values(rows).returning();
}

/**
 * Fills in a referee the recruiter named without an e-mail, as the candidate
 * completed it at intake (a field left out keeps the recruiter's). Undefined
 * when the contact is gone, or has an e-mail or has been invited meanwhile.
 */
export async function completeNamedContact(
  tx: Tx,
  scope: TenantScope,
  referenceRequestId: string,
  contactId: string,
  details: Pick<NewContactRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'relationship'>,
  at: Date,
): Promise<ContactRow | undefined> {
  const [row] = await tx
    .update(referenceContacts)
    .set({
      firstName: details.firstName ?? undefined,
      lastName: details.lastName ?? undefined,
      email: details.email,
      phone: details.phone ?? undefined,
      relationship: details.relationship ?? undefined,
      updatedAt: at,
    })
    .where(
      inTenantScope(
        referenceContacts,
        scope,
        eq(referenceContacts.id, contactId),
        eq(referenceContacts.referenceRequestId, referenceRequestId),
        isNull(referenceContacts.email),
        eq(referenceContacts.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function listContacts(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(referenceContacts)
    .where(
      inTenantScope(
        referenceContacts,
        scope,
        eq(referenceContacts.referenceRequestId, referenceRequestId),
      ),
    )
    .orderBy(asc(referenceContacts.id));
}

export async function markContactInvited(tx: Tx, scope: TenantScope, contactId: string, at: Date) {
  await tx
    .update(referenceContacts)
    .set({ status: 'invited', invitedAt: at, updatedAt: at })
    .where(inTenantScope(referenceContacts, scope, eq(referenceContacts.id, contactId)));
}

export async function findContact(
  db: Executor,
  scope: TenantScope,
  contactId: string,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(referenceContacts)
    .where(inTenantScope(referenceContacts, scope, eq(referenceContacts.id, contactId)))
    .limit(1);
  return row;
}

/** The requests of some candidates (for the candidate workspace), newest first. */
export async function listRequestsOfCandidates(
  db: Executor,
  scope: TenantScope,
  candidateIds: string[],
): Promise<ReferenceRequestRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(referenceRequests)
    .where(
      inTenantScope(referenceRequests, scope, inArray(referenceRequests.candidateId, candidateIds)),
    )
    .orderBy(newestFirst);
}

/**
 * The median time from invitation to completion of the scope's referees, in
 * seconds (null when none has both times). It reads every such referee of the
 * scope (from `reference_contacts_tenant_idx` alone): the dashboard keeps the
 * answer while the scope's completion-times version is unchanged.
 */
export async function medianCompletionSeconds(
  db: Executor,
  scope: TenantScope,
): Promise<number | null> {
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${referenceContacts.completedAt} - ${referenceContacts.invitedAt})))`,
    })
    .from(referenceContacts)
    .where(
      inTenantScope(
        referenceContacts,
        scope,
        isNotNull(referenceContacts.invitedAt),
        isNotNull(referenceContacts.completedAt),
      ),
    );
  return row?.medianSeconds == null ? null : Number(row.medianSeconds);
}

/** The newest requests with their candidate's name. */
export async function recentRequests(db: Executor, scope: TenantScope, limit: number) {
  return db
    .select({
      id: referenceRequests.id,
      status: referenceRequests.status,
      launchMode: referenceRequests.launchMode,
      roleTitle: referenceRequests.roleTitle,
      candidateId: referenceRequests.candidateId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      createdAt: referenceRequests.createdAt,
      updatedAt: referenceRequests.updatedAt,
    })
    .from(referenceRequests)
    .innerJoin(candidates, eq(candidates.id, referenceRequests.candidateId))
    .where(inTenantScope(referenceRequests, scope))
    .orderBy(newestFirst)
    .limit(limit);
}

/** The candidate of each of these requests (in scope; unknown ids are left out). */
export async function candidatesOfRequests(db: Executor, scope: TenantScope, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      referenceRequestId: referenceRequests.id,
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(referenceRequests)
    .innerJoin(candidates, eq(candidates.id, referenceRequests.candidateId))
    .where(inTenantScope(referenceRequests, scope, inArray(referenceRequests.id, requestIds)));
}

/** These referees (in scope; unknown ids are left out), by primary key. */
export async function listContactsByIds(
  db: Executor,
  scope: TenantScope,
  contactIds: string[],
): Promise<ContactRow[]> {
  if (contactIds.length === 0) return [];
  return db
    .select()
    .from(referenceContacts)
    .where(inTenantScope(referenceContacts, scope, inArray(referenceContacts.id, contactIds)));
}

/** These requests' status and candidate (in scope; unknown ids are left out). */
export async function requestsWithCandidate(
  db: Executor,
  scope: TenantScope,
  requestIds: string[],
) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: referenceRequests.id,
      status: referenceRequests.status,
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(referenceRequests)
    .innerJoin(candidates, eq(candidates.id, referenceRequests.candidateId))
    .where(inTenantScope(referenceRequests, scope, inArray(referenceRequests.id, requestIds)));
}

/** Marks the contact opened the first time only; answers true when this call did it. */
function contactInScope(scope: TenantScope, contactId: string) {
  return inTenantScope(referenceContacts, scope, eq(referenceContacts.id, contactId));
}

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

/** Whether the tenant has created a reference request yet (any environment): one index entry read. */
export async function hasReferenceRequests(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: referenceRequests.id })
    .from(referenceRequests)
    .where(eq(referenceRequests.tenantId, tenantId))
    .limit(1);
  return rows.length > 0;
}

/** Deletes a referee who was never invited (nothing refers to them yet); answers whether it did. */
export async function deletePendingContact(
  tx: Tx,
  scope: TenantScope,
  contactId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(referenceContacts)
    .where(and(contactInScope(scope, contactId), eq(referenceContacts.status, 'pending')))
    .returning({ id: referenceContacts.id });
  return rows.length > 0;
}

/** Corrects a contact's details (name, e-mail, phone, relationship); answers the row as changed. */
export async function updateContactDetails(
  tx: Tx,
  scope: TenantScope,
  contactId: string,
  changes: Partial<Pick<ContactRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'relationship'>>,
  at: Date,
): Promise<ContactRow> {
  const [row] = await tx
    .update(referenceContacts)
    .set({ ...changes, updatedAt: at })
    .where(inTenantScope(referenceContacts, scope, eq(referenceContacts.id, contactId)))
    .returning();
  return row!;
}

/** Every referee entry of the tenant with this e-mail, in both environments (data-subject requests). */
export async function listContactsOfSubject(
  db: Executor,
  tenantId: string,
  email: string,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(referenceContacts)
    .where(and(eq(referenceContacts.tenantId, tenantId), eq(referenceContacts.email, email)))
    .orderBy(asc(referenceContacts.id));
}

/** The tenant's requests of these candidates, in both environments (data-subject requests). */
export async function listRequestsOfSubject(
  db: Executor,
  tenantId: string,
  candidateIds: string[],
) {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(referenceRequests)
    .where(
      and(
        eq(referenceRequests.tenantId, tenantId),
        inArray(referenceRequests.candidateId, candidateIds),
      ),
    )
    .orderBy(asc(referenceRequests.id));
}

/** Erases these referee entries: names, e-mail, phone and relationship read null; status and times stay. */
export async function eraseContacts(tx: Tx, tenantId: string, ids: string[], at: Date) {
  if (ids.length === 0) return [];
  return tx
    .update(referenceContacts)
    .set({
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      relationship: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(
      and(
        eq(referenceContacts.tenantId, tenantId),
        inArray(referenceContacts.id, ids),
        isNull(referenceContacts.erasedAt),
      ),
    )
    .returning({ id: referenceContacts.id });
}

/**
 * Erases the recruiter's free-text notes of these requests (they speak of the
 * candidate) and empties their metadata (an integrator's keys may name them).
 */
export async function eraseRequestNotes(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(referenceRequests)
    .set({ notes: null, metadata: {} })
    .where(and(eq(referenceRequests.tenantId, tenantId), inArray(referenceRequests.id, ids)));
}

/** The requests these referee entries belong to (their timelines name the referee). */
export async function requestIdsOfContacts(db: Executor, tenantId: string, contactIds: string[]) {
  if (contactIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: referenceContacts.referenceRequestId })
    .from(referenceContacts)
    .where(
      and(eq(referenceContacts.tenantId, tenantId), inArray(referenceContacts.id, contactIds)),
    );
  return rows.map((row) => row.id);
}

/** The ids of the referees of these requests (their conversations are about the candidate). */
export async function contactIdsOfRequests(
  db: Executor,
  tenantId: string,
  referenceRequestIds: string[],
): Promise<string[]> {
  if (referenceRequestIds.length === 0) return [];
  const rows = await db
    .select({ id: referenceContacts.id })
    .from(referenceContacts)
    .where(
      and(
        eq(referenceContacts.tenantId, tenantId),
        inArray(referenceContacts.referenceRequestId, referenceRequestIds),
      ),
    );
  return rows.map((row) => row.id);
}

/** The states after which a request changes no more: retention counts from reaching one. */
export const RETENTION_STATES = ['completed', 'cancelled'] as const;

/**
 * The tenant's requests due for retention (CONTRACT "Personal data"):
 * `completed` or `cancelled` since `before` or earlier, not erased yet,
 * oldest first, at most `limit`. A request in a final state changes no more,
 * so its `updatedAt` is when it got there. Both environments.
 */
export async function listRequestsDueForErasure(
  db: Executor,
  tenantId: string,
  before: Date,
  limit: number,
) {
  return db
    .select({
      id: referenceRequests.id,
      environment: referenceRequests.environment,
      candidateId: referenceRequests.candidateId,
    })
    .from(referenceRequests)
    .where(
      and(
        eq(referenceRequests.tenantId, tenantId),
        inArray(referenceRequests.status, [...RETENTION_STATES]),
        isNull(referenceRequests.erasedAt),
        lte(referenceRequests.updatedAt, before),
      ),
    )
    .orderBy(asc(referenceRequests.updatedAt), asc(referenceRequests.id))
    .limit(limit);
}

/**
 * Locks a request due for retention, or answers undefined: gone, erased
 * already, no longer due, or locked by another sweep (`skip locked`: that
 * sweep erases it).
 */
export async function lockRequestDueForErasure(
  tx: Tx,
  scope: TenantScope,
  id: string,
  before: Date,
): Promise<ReferenceRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(referenceRequests)
    .where(
      and(
        inScope(scope, id),
        inArray(referenceRequests.status, [...RETENTION_STATES]),
        isNull(referenceRequests.erasedAt),
        lte(referenceRequests.updatedAt, before),
      ),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Marks a locked request erased by retention (its `updatedAt` stays: when it ended). */
export async function markRequestErased(tx: Tx, scope: TenantScope, id: string, at: Date) {
  await tx
    .update(referenceRequests)
    .set({ erasedAt: at })
    .where(and(inScope(scope, id), isNull(referenceRequests.erasedAt)));
}

/** Whether the candidate has a request besides `exceptId` that is not erased (so keeps their data). */
export async function candidateHasOtherRequests(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: referenceRequests.id })
    .from(referenceRequests)
    .where(
      inTenantScope(
        referenceRequests,
        scope,
        eq(referenceRequests.candidateId, candidateId),
        ne(referenceRequests.id, exceptId),
        isNull(referenceRequests.erasedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
