import { publicRecruiterName } from '../../core/public-name.ts';
import type { ReportRow, ReportVersionRow, ShareLinkRow } from './reports.repo.ts';
import type {
  CreatedShareLinkView,
  PublicReportView,
  ReportAction,
  ReportStateView,
  ReportStatus,
  ValuationDraftView,
} from './reports.schemas.ts';
import { type Valuation, withoutSmallTalk, withQuestions } from './valuation.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What a report may do next, for `allowedActions`: a draft needs a
 * completed response; approve needs a draft; share needs `approved`; revoke
 * needs a report.
 */
export function allowedReportActions(status: ReportStatus, hasResponses: boolean): ReportAction[] {
  switch (status) {
    case 'none':
      return hasResponses ? ['draft'] : [];
    case 'draft':
      return ['draft', 'approve', 'revoke'];
    case 'approved':
      return ['draft', 'share', 'revoke'];
  }
}

export function shareLinkStatus(link: ShareLinkRow, now: Date): 'active' | 'revoked' | 'expired' {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toDraftView(report: ReportRow, version: ReportVersionRow): ValuationDraftView {
  return {
    id: version.id,
    object: 'valuation_draft',
    reportId: report.id,
    referenceRequestId: report.referenceRequestId,
    version: version.version,
    status: 'draft',
    valuation: withQuestions(version.content),
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
  };
}

/** The share answer of CONTRACT; the only place the token (in `url`) is ever shown. */
export function toCreatedShareLinkView(
  link: ShareLinkRow,
  publicBaseUrl: string,
  token: string,
  version: number,
): CreatedShareLinkView {
  return {
    id: link.id,
    object: 'share_link',
    url: `${publicBaseUrl}/reports/${token}`,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: iso(link.revokedAt),
    reportId: link.reportId,
    version,
    createdAt: link.createdAt.toISOString(),
  };
}

export function toStateView(
  referenceRequestId: string,
  report: ReportRow | undefined,
  versions: ReportVersionRow[],
  links: ShareLinkRow[],
  hasResponses: boolean,
  now: Date,
  sharedEvidence: ReportStateView['sharedEvidence'] = [],
): Omit<ReportStateView, 'approvalChecks'> {
  const status: ReportStatus = report?.status ?? 'none';
  const approved = versions.find((v) => v.status === 'approved');
  return {
    id: report && status !== 'none' ? report.id : null,
    object: 'reference_report',
    referenceRequestId,
    status,
    currentVersion: report?.currentVersion ?? 0,
    approvedVersion: approved?.version ?? null,
    approvedAt: iso(approved?.approvedAt ?? null),
    allowedActions: allowedReportActions(status, hasResponses),
    valuation: versions[0] ? withQuestions(versions[0].content) : null,
    versions: versions.map((v) => ({
      id: v.id,
      object: 'report_version' as const,
      version: v.version,
      status: v.status,
      approvedAt: iso(v.approvedAt),
      approvedBy:
        v.approvedByKind && v.approvedById ? { kind: v.approvedByKind, id: v.approvedById } : null,
      approverRecruiterId: v.approverRecruiterId,
      approverName: v.approverName,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    })),
    shareLinks: links.map((l) => ({
      id: l.id,
      object: 'share_link' as const,
      status: shareLinkStatus(l, now),
      versionId: l.versionId,
      expiresAt: l.expiresAt.toISOString(),
      revokedAt: iso(l.revokedAt),
      viewCount: l.viewCount,
      lastViewedAt: iso(l.lastViewedAt),
      createdAt: l.createdAt.toISOString(),
    })),
    sharedEvidence,
    createdAt: report && status !== 'none' ? report.createdAt.toISOString() : null,
    updatedAt: report && status !== 'none' ? report.updatedAt.toISOString() : null,
  };
}

/**
 * The customer's view of an approved version: scores, quotes (closing small
 * talk left out, also from versions stored before it was) and referees
 * by name and relationship; no ids, no e-mails, no review notes. Trust
 * signals (kind, severity, status only) appear when the tenant shares them.
 */
export function toPublicView(
  version: ReportVersionRow,
  link: Pick<ShareLinkRow, 'tenantId' | 'expiresAt'>,
  shareTrustSignals: boolean,
): PublicReportView {
  const v = withQuestions(version.content);
  const quotes = withoutSmallTalk(v);
  return {
    object: 'shared_report',
    questionnaire: v.questionnaire,
    questions: v.questions,
    candidate: v.candidate,
    roleTitle: v.roleTitle,
    tenantName: v.tenantName,
    counts: v.counts,
    competencies: v.competencies,
    overall: v.overall,
    wouldRehire: v.wouldRehire,
    agreement: v.agreement,
    highlights: quotes.highlights,
    concerns: quotes.concerns,
    version: version.version,
    approvedAt: version.approvedAt!.toISOString(),
    approverName: publicApproverName(version, link.tenantId),
    expiresAt: link.expiresAt.toISOString(),
    referees: v.referees.map((r) => ({
      name: r.name,
      relationship: r.relationship,
      monthsKnown: r.monthsKnown,
      wouldRehire: r.wouldRehire,
      completedAt: r.completedAt,
      reused: r.reused !== null,
    })),
    trustSignals: shareTrustSignals
      ? v.trustSignals.map((s) => ({ kind: s.kind, severity: s.severity, status: s.status }))
      : null,
  };
}

/**
 * The approver as shown outside the tenant. Versions approved before names
 * were made public-safe may hold an e-mail address or an id: those give way
 * to the tenant's display name or "the recruiting team".
 */
export function publicApproverName(version: ReportVersionRow, tenantId: string): string {
  const v: Valuation = version.content;
  return publicRecruiterName(
    version.approverName,
    { id: tenantId, name: v.tenantName },
    version.approverRecruiterId ? [version.approverRecruiterId] : [],
  );
}

/** The valuation as printed on a public PDF: trust signals only when the tenant shares them. */
export function publicValuation(version: ReportVersionRow, shareTrustSignals: boolean): Valuation {
  const v = withQuestions(version.content);
  return shareTrustSignals
    ? { ...v, trustSignals: v.trustSignals.map((s) => ({ ...s, reviewNote: null, details: {} })) }
    : { ...v, trustSignals: [] };
}
