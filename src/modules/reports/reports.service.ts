import anyAscii from 'any-ascii';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recruiterPublicName } from '../identity/identity.repo.ts';
import { findRequest } from '../requests/requests.repo.ts';
import { applyWorkflowEvent } from '../requests/requests.service.ts';
import { loadApprovalChecks } from './approval-checks.ts';
import { recordReportEvent } from './report-events.ts';
import { renderReportPdf } from './report-pdf.ts';
import {
  findApprovedVersion,
  findReport,
  findVersion,
  insertVersion,
  listShareLinks,
  listVersions,
  lockOrCreateReport,
  type ReportRow,
  type ReportVersionRow,
  supersedeApproved,
  updateReport,
  updateVersion,
} from './reports.repo.ts';
import type {
  LatestValuationView,
  ReportStateView,
  ValuationDraftView,
} from './reports.schemas.ts';
import { allowedReportActions, toDraftView, toStateView } from './reports.views.ts';
import { sharedEvidenceFor } from './shared-evidence.ts';
import {
  computeValuation,
  type Valuation,
  withCurrentTrustSignals,
  withQuestions,
} from './valuation.ts';
import {
  countCompletedResponses,
  loadTrustSignals,
  loadValuationInput,
} from './valuation-source.ts';

/** The request of a report, or 404 exactly as an unknown id (other tenant, other environment). */
export async function requireRequest(db: Executor, scope: TenantScope, referenceRequestId: string) {
  const request = await findRequest(db, scope, referenceRequestId);
  if (!request) throw AppError.notFound('reference request');
  return request;
}

export function invalidTransition(detail: string, allowedActions: string[]): AppError {
  return new AppError('invalid_transition', detail, { allowedActions });
}

/**
 * Creates or refreshes the valuation draft. From `none` or `approved` it
 * starts a new version in `draft`; from `draft` it recomputes that version
 * (answers may have arrived since). Needs ≥1 completed response (409).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function draftValuation(
  ctx: AppContext,
  uow: UnitOfWork<ValuationDraftView>,
  acting: Acting,
  referenceRequestId: string,
): Promise<ValuationDraftView> {
  const now = ctx.clock.now();
  return inTransaction(uow, async (tx) => {
    const request = await requireRequest(tx, acting, referenceRequestId);
    const report = await lockOrCreateReport(tx, acting, request.id, now);
    if ((await countCompletedResponses(tx, acting, request.id)) === 0) {
      throw invalidTransition(
        'A valuation draft needs at least one completed referee response.',
        allowedReportActions(report.status, false).filter((a) => a !== 'draft'),
      );
    }
    const valuation = computeValuation(await loadValuationInput(tx, acting, request));
    const { version, refreshed } = await writeDraftVersion(tx, acting, report, valuation, now);
    await updateReport(tx, acting, report.id, {
      status: 'draft',
      currentVersion: version.version,
      updatedAt: now,
    });
    await recordReportEvent(
      tx,
      acting,
      {
        action: 'report.drafted',
        reportId: report.id,
        referenceRequestId: request.id,
        summary: `Valuation draft v${version.version} ${refreshed ? 'refreshed' : 'created'} from ${valuation.counts.answered} response(s).`,
        metadata: {
          version: version.version,
          versionId: version.id,
          refreshed,
          overallScore: valuation.overall.score,
        },
      },
      now,
    );
    // A new draft after an approval reopens a completed request for review.
    if (report.status === 'approved') {
      await applyWorkflowEvent(tx, ctx, acting, request.id, 'report_redrafted');
    }
    return toDraftView({ ...report, status: 'draft', currentVersion: version.version }, version);
  });
}

/** Recomputes the current draft version in place, or starts the next version as a draft. */
async function writeDraftVersion(
  tx: Tx,
  acting: Acting,
  report: ReportRow,
  valuation: Valuation,
  now: Date,
): Promise<{ version: ReportVersionRow; refreshed: boolean }> {
  const content = valuation;
  const existing =
    report.status === 'draft'
      ? await findVersion(tx, acting, report.id, report.currentVersion)
      : undefined;
  if (existing) {
    return {
      version: await updateVersion(tx, acting, existing.id, { content, updatedAt: now }),
      refreshed: true,
    };
  }
  const version = await insertVersion(tx, {
    id: newId('reportVersion'),
    tenantId: acting.tenantId,
    environment: acting.environment,
    reportId: report.id,
    referenceRequestId: report.referenceRequestId,
    version: report.currentVersion + 1,
    status: 'draft',
    content,
    createdByKind: acting.actor.kind,
    createdById: acting.actor.id,
    createdAt: now,
    updatedAt: now,
  });
  return { version, refreshed: false };
}

/**
 * Approves the current draft on behalf of the actor (an API key approves for
 * its issuing recruiter and is recorded as the key), freezing that version
 * with the trust signals as reviewed at this moment (a review made after the
 * draft counts); an earlier approved version becomes `superseded`. Needs a
 * draft (409).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function approveReport(
  ctx: AppContext,
  uow: UnitOfWork<ReportStateView>,
  acting: Acting,
  referenceRequestId: string,
): Promise<ReportStateView> {
  const now = ctx.clock.now();
  return inTransaction(uow, async (tx) => {
    const request = await requireRequest(tx, acting, referenceRequestId);
    const report = await lockOrCreateReport(tx, acting, request.id, now);
    if (report.status !== 'draft') {
      const hasResponses = (await countCompletedResponses(tx, acting, request.id)) > 0;
      throw invalidTransition(
        report.status === 'approved'
          ? 'The report is already approved; create a new draft first.'
          : 'There is no valuation draft to approve; create one first.',
        allowedReportActions(report.status, hasResponses),
      );
    }
    const draft = await findVersion(tx, acting, report.id, report.currentVersion);
    if (!draft) throw invalidTransition('There is no valuation draft to approve.', ['draft']);
    const recruiterId = acting.recruiterId ?? acting.actor.id;
    await supersedeApproved(tx, acting, report.id, now);
    const approved = await updateVersion(tx, acting, draft.id, {
      content: withCurrentTrustSignals(
        draft.content,
        await loadTrustSignals(tx, acting, request.id),
      ),
      status: 'approved',
      approvedAt: now,
      approvedByKind: acting.actor.kind,
      approvedById: acting.actor.id,
      approverRecruiterId: recruiterId,
      approverName: await recruiterPublicName(tx, acting.tenantId, recruiterId),
      updatedAt: now,
    });
    await updateReport(tx, acting, report.id, { status: 'approved', updatedAt: now });
    await recordReportEvent(
      tx,
      acting,
      {
        action: 'report.approved',
        reportId: report.id,
        referenceRequestId: request.id,
        summary: `Report v${approved.version} approved by ${approved.approverName}.`,
        metadata: {
          version: approved.version,
          versionId: approved.id,
          approverRecruiterId: recruiterId,
        },
      },
      now,
    );
    // The approval completes the request: its referees' links end and reminders stop.
    await applyWorkflowEvent(tx, ctx, acting, request.id, 'report_approved');
    return readReportState(tx, acting, request.id, now);
  });
}

/** The report lifecycle state of a request (status `none` before any draft). */
export async function readReportState(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  now: Date,
): Promise<ReportStateView> {
  const report = await findReport(db, scope, referenceRequestId);
  const versions = report ? await listVersions(db, scope, report.id) : [];
  const links = report ? await listShareLinks(db, scope, report.id) : [];
  const hasResponses =
    report?.status === 'none' || !report
      ? (await countCompletedResponses(db, scope, referenceRequestId)) > 0
      : true;
  const sharedEvidence = await sharedEvidenceFor(db, scope, referenceRequestId);
  return {
    ...toStateView(referenceRequestId, report, versions, links, hasResponses, now, sharedEvidence),
    approvalChecks: await loadApprovalChecks(db, scope, referenceRequestId),
  };
}

export async function getReportState(
  ctx: AppContext,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ReportStateView> {
  await requireRequest(ctx.db, scope, referenceRequestId);
  return readReportState(ctx.db, scope, referenceRequestId, ctx.clock.now());
}

/**
 * The newest valuation of a request: the draft under review, else the
 * approved version. 404 before the first draft, as a valuation that does not
 * exist yet (the request itself is checked first, so an unknown request says so).
 */
export async function getLatestValuation(
  ctx: AppContext,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<LatestValuationView> {
  await requireRequest(ctx.db, scope, referenceRequestId);
  const report = await findReport(ctx.db, scope, referenceRequestId);
  const version =
    report && report.status !== 'none'
      ? await findVersion(ctx.db, scope, report.id, report.currentVersion)
      : undefined;
  if (!report || !version || version.status === 'superseded') {
    throw new AppError(
      'not_found',
      'This reference request has no valuation yet; draft one first.',
    );
  }
  return {
    id: version.id,
    object: 'valuation',
    reportId: report.id,
    referenceRequestId,
    version: version.version,
    status: version.status,
    valuation: withQuestions(version.content),
    approvedAt: version.approvedAt?.toISOString() ?? null,
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
  };
}

/** The `report` field of the reference request object (CONTRACT): null before any draft. */
export type ReportSummary = {
  id: string;
  status: 'draft' | 'approved';
  /** The newest version (the draft while status is draft). */
  version: number;
  approvedVersion: number | null;
  approvedAt: string | null;
  activeShareLinks: number;
  updatedAt: string;
};

export async function reportSummaryFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
  /** Decides which share links count as active: pass ctx.clock.now(). */
  now: Date,
): Promise<ReportSummary | null> {
  const report = await findReport(db, scope, referenceRequestId);
  if (!report || report.status === 'none') return null;
  const approved = await findApprovedVersion(db, scope, report.id);
  const links = await listShareLinks(db, scope, report.id);
  return {
    id: report.id,
    status: report.status,
    version: report.currentVersion,
    approvedVersion: approved?.version ?? null,
    approvedAt: approved?.approvedAt?.toISOString() ?? null,
    activeShareLinks: links.filter((l) => !l.revokedAt && l.expiresAt.getTime() > now.getTime())
      .length,
    updatedAt: report.updatedAt.toISOString(),
  };
}

/**
 * A file name safe in a Content-Disposition header: the name transliterated
 * to ASCII (any-ascii: "Ana García" → ana-garcia, "Søren" → soren, "Дмитрий"
 * → dmitrii), not cut at each accent as "garci-a".
 */
export function pdfFileName(valuation: Valuation, version: number): string {
  const slug = anyAscii(valuation.candidate.name)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `reference-report-${slug || 'candidate'}-v${version}.pdf`;
}

/** The PDF of the approved version, for the recruiter (409 when nothing is approved). */
export async function renderApprovedReportPdf(
  ctx: AppContext,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  await requireRequest(ctx.db, scope, referenceRequestId);
  const report = await findReport(ctx.db, scope, referenceRequestId);
  const approved = report ? await findApprovedVersion(ctx.db, scope, report.id) : undefined;
  if (!report || !approved) {
    const hasResponses = (await countCompletedResponses(ctx.db, scope, referenceRequestId)) > 0;
    throw invalidTransition(
      'No approved report version to export yet.',
      allowedReportActions(report?.status ?? 'none', hasResponses),
    );
  }
  const valuation = withQuestions(approved.content);
  const pdf = await renderReportPdf(valuation, {
    tenantName: valuation.tenantName,
    approvedAt: approved.approvedAt!,
    approverName: approved.approverName ?? approved.approverRecruiterId ?? 'unknown',
    version: approved.version,
  });
  return { pdf, fileName: pdfFileName(valuation, approved.version) };
}
