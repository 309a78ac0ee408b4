import type { AppContext } from '../../context.ts';
import { DAY_MS } from '../../core/clock.ts';
import type { Acting } from '../../core/tenancy.ts';
import { findTenantSettings, recruiterPublicName } from '../identity/identity.repo.ts';
import { findReport, findVersion } from './reports.repo.ts';
import type { ReportPreviewView } from './reports.schemas.ts';
import { invalidTransition, requireRequest } from './reports.service.ts';
import { allowedReportActions, toPublicView } from './reports.views.ts';
import { SHARE_LINK_TTL_DAYS } from './share-links.service.ts';
import { withCurrentTrustSignals } from './valuation.ts';
import { countCompletedResponses, loadTrustSignals } from './valuation-source.ts';

/**
 * The newest version (the draft under review, else the approved one) exactly
 * as a share link would show it: the same public view (a draft marked
 * `draft`, with no approval date or approver), with today's trust-signal reviews (as approval freezes
 * them) and a link that would live the default 30 days. Nothing is stored
 * and no view is counted. 409 before the first draft.
 */
export async function previewReport(
  ctx: AppContext,
  acting: Acting,
  referenceRequestId: string,
): Promise<ReportPreviewView> {
  const now = ctx.clock.now();
  const request = await requireRequest(ctx.db, acting, referenceRequestId);
  const report = await findReport(ctx.db, acting, request.id);
  const version =
    report && report.status !== 'none'
      ? await findVersion(ctx.db, acting, report.id, report.currentVersion)
      : undefined;
  if (!report || !version) {
    const hasResponses = (await countCompletedResponses(ctx.db, acting, request.id)) > 0;
    throw invalidTransition(
      'There is no report to preview yet; draft one first.',
      allowedReportActions('none', hasResponses),
    );
  }
  const approverRecruiterId = version.approverRecruiterId ?? acting.recruiterId;
  const asApproved = {
    ...version,
    content: withCurrentTrustSignals(
      version.content,
      await loadTrustSignals(ctx.db, acting, request.id),
    ),
    approvedAt: version.approvedAt ?? now,
    approverRecruiterId,
    approverName:
      version.approverName ??
      (approverRecruiterId
        ? await recruiterPublicName(ctx.db, acting.tenantId, approverRecruiterId)
        : null),
  };
  const shareTrustSignals =
    (await findTenantSettings(ctx.db, acting.tenantId)).flags.shareTrustSignals === true;
  const link = {
    tenantId: acting.tenantId,
    expiresAt: new Date(now.getTime() + SHARE_LINK_TTL_DAYS * DAY_MS),
  };
  const view = toPublicView(asApproved, link, shareTrustSignals);
  // A draft says it is a draft: no approval date or approver until someone approves it.
  return version.approvedAt
    ? { ...view, draft: false }
    : { ...view, draft: true, approvedAt: null, approverName: null };
}
