import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ERASED, eraseTexts } from '../../core/erased.ts';
import { newId } from '../../core/ids.ts';
import type { Actor, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  referenceRequests,
  reports,
  reportVersions,
  type StoredValuation,
  shareLinks,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import { scrubbed } from '../../db/scrub.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportVersionRow = typeof reportVersions.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function findReport(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(inTenantScope(reports, scope, eq(reports.referenceRequestId, referenceRequestId)))
    .limit(1);
  return row;
}

/**
 * The request's report row, created in state `none` if missing, locked for
 * the rest of the transaction so concurrent drafts and approvals serialise.
 */
export async function lockOrCreateReport(
  tx: Tx,
  scope: TenantScope,
  referenceRequestId: string,
  now: Date,
): Promise<ReportRow> {
  await tx
    .insert(reports)
    .values({
      id: newId('report'),
      ...scope,
      referenceRequestId,
      status: 'none',
      currentVersion: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(reports)
    .where(inTenantScope(reports, scope, eq(reports.referenceRequestId, referenceRequestId)))
    .for('update');
  return row!;
}

export async function updateReport(
  tx: Tx,
  scope: TenantScope,
  reportId: string,
  values: Partial<Pick<ReportRow, 'status' | 'currentVersion'>> & { updatedAt: Date },
): Promise<void> {
  await tx
    .update(reports)
    .set(values)
    .where(inTenantScope(reports, scope, eq(reports.id, reportId)));
}

/** Versions of a report, newest first. */
export async function listVersions(
  db: Executor,
  scope: TenantScope,
  reportId: string,
): Promise<ReportVersionRow[]> {
  return db
    .select()
    .from(reportVersions)
    .where(inTenantScope(reportVersions, scope, eq(reportVersions.reportId, reportId)))
    .orderBy(desc(reportVersions.version));
}

export async function findVersion(
  db: Executor,
  scope: TenantScope,
  reportId: string,
  version: number,
): Promise<ReportVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(reportVersions)
    .where(
      inTenantScope(
        reportVersions,
        scope,
        eq(reportVersions.reportId, reportId),
        eq(reportVersions.version, version),
      ),
    )
    .limit(1);
  return row;
}

/** The approved version of a report (at most one is approved; older ones are superseded). */
export async function findApprovedVersion(
  db: Executor,
  scope: TenantScope,
  reportId: string,
): Promise<ReportVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(reportVersions)
    .where(
      inTenantScope(
        reportVersions,
        scope,
        eq(reportVersions.reportId, reportId),
        eq(reportVersions.status, 'approved'),
      ),
    )
    .orderBy(desc(reportVersions.version))
    .limit(1);
  return row;
}

export async function insertVersion(
  tx: Tx,
  values: typeof reportVersions.$inferInsert,
): Promise<ReportVersionRow> {
  const [row] = await tx.insert(reportVersions).values(values).returning();
  return row!;
}

export async function updateVersion(
  tx: Tx,
  scope: TenantScope,
  versionId: string,
  values: Partial<typeof reportVersions.$inferInsert> & { updatedAt: Date },
): Promise<ReportVersionRow> {
  const [row] = await tx
    .update(reportVersions)
    .set(values)
    .where(inTenantScope(reportVersions, scope, eq(reportVersions.id, versionId)))
    .returning();
  return row!;
}

/** Marks the previously approved versions of a report superseded. */
export async function supersedeApproved(
  tx: Tx,
  scope: TenantScope,
  reportId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(reportVersions)
    .set({ status: 'superseded', updatedAt: now })
    .where(
      inTenantScope(
        reportVersions,
        scope,
        eq(reportVersions.reportId, reportId),
        eq(reportVersions.status, 'approved'),
      ),
    );
}

/** Share links of a report, oldest first. */
export async function listShareLinks(
  db: Executor,
  scope: TenantScope,
  reportId: string,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(inTenantScope(shareLinks, scope, eq(shareLinks.reportId, reportId)))
    .orderBy(asc(shareLinks.id));
}

export async function insertShareLink(
  tx: Tx,
  values: typeof shareLinks.$inferInsert,
): Promise<ShareLinkRow> {
  const [row] = await tx.insert(shareLinks).values(values).returning();
  return row!;
}

/** Revokes every active (not revoked, not expired) link of a report; answers the revoked ids. */
export async function revokeActiveShareLinks(
  tx: Tx,
  scope: TenantScope,
  reportId: string,
  actor: Actor,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(shareLinks)
    .set({ revokedAt: now, revokedByKind: actor.kind, revokedById: actor.id, updatedAt: now })
    .where(
      inTenantScope(
        shareLinks,
        scope,
        eq(shareLinks.reportId, reportId),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    )
    .returning({ id: shareLinks.id });
  return rows.map((r) => r.id);
}

/**
 * The link of a token hash, whatever its tenant: the public routes have no
 * other credential. Everything read after this is scoped by the link's own
 * tenant and environment.
 */
export async function findShareLinkByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Counts one view, atomically (concurrent opens each count). */
export async function recordShareLinkView(
  db: Executor,
  scope: TenantScope,
  linkId: string,
  now: Date,
): Promise<void> {
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now, updatedAt: now })
    .where(inTenantScope(shareLinks, scope, eq(shareLinks.id, linkId)));
}

/**
 * Report versions among `ids` that were approved (then possibly superseded:
 * still what the candidate allowed to share), oldest first.
 */
export async function listShareableVersions(
  db: Executor,
  scope: TenantScope,
  ids: string[],
): Promise<ReportVersionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reportVersions)
    .where(
      inTenantScope(
        reportVersions,
        scope,
        inArray(reportVersions.id, ids),
        inArray(reportVersions.status, ['approved', 'superseded']),
      ),
    )
    .orderBy(asc(reportVersions.id));
}

/** The approved versions of the candidate's requests (the Passport's evidence), oldest first. */
export async function listApprovedVersionsOfCandidate(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  excludeReferenceRequestId: string | null | undefined,
): Promise<ReportVersionRow[]> {
  const rows = await db
    .select({ version: reportVersions })
    .from(reportVersions)
    .innerJoin(referenceRequests, eq(referenceRequests.id, reportVersions.referenceRequestId))
    .where(
      inTenantScope(
        reportVersions,
        scope,
        eq(referenceRequests.candidateId, candidateId),
        eq(referenceRequests.tenantId, scope.tenantId),
        eq(referenceRequests.environment, scope.environment),
        eq(reportVersions.status, 'approved'),
        excludeReferenceRequestId
          ? ne(reportVersions.referenceRequestId, excludeReferenceRequestId)
          : undefined,
      ),
    )
    .orderBy(asc(reportVersions.id));
  return rows.map((row) => row.version);
}

/** Every report version of these requests in the tenant, in both environments (data-subject requests). */
export async function listReportVersionsOfSubject(
  db: Executor,
  tenantId: string,
  referenceRequestIds: string[],
): Promise<ReportVersionRow[]> {
  if (referenceRequestIds.length === 0) return [];
  return db
    .select()
    .from(reportVersions)
    .where(
      and(
        eq(reportVersions.tenantId, tenantId),
        inArray(reportVersions.referenceRequestId, referenceRequestIds),
      ),
    )
    .orderBy(asc(reportVersions.id));
}

/** Revokes every share link of these requests' reports (a data subject's erasure). */
export async function revokeShareLinksOfRequests(
  tx: Tx,
  tenantId: string,
  referenceRequestIds: string[],
  actor: Actor,
  now: Date,
) {
  if (referenceRequestIds.length === 0) return;
  await tx
    .update(shareLinks)
    .set({ revokedAt: now, revokedByKind: actor.kind, revokedById: actor.id, updatedAt: now })
    .where(
      and(
        eq(shareLinks.tenantId, tenantId),
        inArray(shareLinks.referenceRequestId, referenceRequestIds),
        isNull(shareLinks.revokedAt),
      ),
    );
}

/**
 * Removes a data subject's name, e-mail and phone (`needles`) from the
 * report versions of these requests (the candidate's name, a referee's name
 * under a quote): they read `[erased]` on the report page and PDF, and the
 * stored valuation keeps its shape and scores.
 */
export async function scrubReportVersions(
  tx: Tx,
  tenantId: string,
  referenceRequestIds: string[],
  needles: string[],
) {
  if (referenceRequestIds.length === 0 || needles.length === 0) return;
  const content = scrubbed(sql`${reportVersions.content}::text`, needles);
  await tx
    .update(reportVersions)
    .set({ content: sql`(${content})::jsonb` })
    .where(
      and(
        eq(reportVersions.tenantId, tenantId),
        inArray(reportVersions.referenceRequestId, referenceRequestIds),
      ),
    );
}

/**
 * Removes the free text of erased answers (`texts`) from the stored report
 * versions of these requests (a data subject's erasure), with
 * core/erased.ts eraseTexts: each quote, excerpt or text that is one of them
 * reads `[erased]`. In `everyAnswer` requests (their candidate's answers
 * were all erased) anywhere in the valuation; in the others only in what
 * the referees of `contactIds` gave (their line under `referees`, the
 * quotes under their name), so another referee who wrote the same words
 * keeps them. Scores and the shape stay.
 */
export async function eraseAnswerTextsFromReports(
  tx: Tx,
  tenantId: string,
  requests: { everyAnswer: string[]; others: string[] },
  contactIds: readonly string[],
  texts: string[],
): Promise<void> {
  if (texts.length === 0) return;
  const everyAnswer = new Set(requests.everyAnswer);
  const ids = [...new Set([...requests.everyAnswer, ...requests.others])];
  for (const version of await listReportVersionsOfSubject(tx, tenantId, ids)) {
    const content = everyAnswer.has(version.referenceRequestId)
      ? eraseTexts(version.content, texts)
      : withoutAnswersOf(version.content, new Set(contactIds), texts);
    if (JSON.stringify(content) === JSON.stringify(version.content)) continue;
    await tx
      .update(reportVersions)
      .set({ content })
      .where(and(eq(reportVersions.tenantId, tenantId), eq(reportVersions.id, version.id)));
  }
}

/** A valuation without `texts` where the referees of `contactIds` are quoted or described. */
function withoutAnswersOf(
  content: StoredValuation,
  contactIds: ReadonlySet<string>,
  texts: string[],
): StoredValuation {
  const theirs = (content.referees ?? []).filter((referee) => contactIds.has(referee.contactId));
  if (theirs.length === 0) return content;
  const names = new Set(theirs.map((referee) => referee.name));
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const by = record.refereeName;
    if (
      (typeof record.contactId === 'string' && contactIds.has(record.contactId)) ||
      (typeof by === 'string' && names.has(by))
    ) {
      return eraseTexts(record, texts);
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, visit(item)]));
  };
  return visit(content) as StoredValuation;
}

/**
 * A stored valuation without its free text and names (retention): quotes,
 * text answers, referee and candidate names read `[erased]`, relationships,
 * review notes and trust-signal details go; scores, counts, questions and
 * the shape stay, so the page and the PDF still render.
 */
export function valuationWithoutFreeText(content: StoredValuation): StoredValuation {
  const quote = <Q extends { refereeName: string; text: string }>(q: Q): Q => ({
    ...q,
    refereeName: ERASED,
    text: ERASED,
  });
  return {
    ...content,
    candidate: { firstName: ERASED, lastName: ERASED, name: ERASED },
    highlights: (content.highlights ?? []).map(quote),
    concerns: (content.concerns ?? []).map(quote),
    referees: (content.referees ?? []).map((referee) => ({
      ...referee,
      name: ERASED,
      relationship: null,
    })),
    trustSignals: (content.trustSignals ?? []).map((signal) => ({
      ...signal,
      details: {},
      reviewNote: null,
    })),
    questions: content.questions?.map((question) => {
      if (question.kind === 'text') return { ...question, quotes: question.quotes.map(quote) };
      if (question.kind === 'number') {
        return {
          ...question,
          values: question.values.map((value) => ({ ...value, refereeName: ERASED })),
        };
      }
      return question;
    }),
  };
}

/**
 * Erases the free text of every stored report version of these requests
 * (retention of a request): see valuationWithoutFreeText. Running it again
 * changes nothing.
 */
export async function eraseReportTextOfRequests(
  tx: Tx,
  tenantId: string,
  referenceRequestIds: string[],
): Promise<void> {
  for (const version of await listReportVersionsOfSubject(tx, tenantId, referenceRequestIds)) {
    await tx
      .update(reportVersions)
      .set({ content: valuationWithoutFreeText(version.content) })
      .where(and(eq(reportVersions.tenantId, tenantId), eq(reportVersions.id, version.id)));
  }
}
