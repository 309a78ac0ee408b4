import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { DAY_MS } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { keyedHash } from '../../core/keyed-hash.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { recordReportEvent } from './report-events.ts';
import { renderReportPdf } from './report-pdf.ts';
import {
  findApprovedVersion,
  findShareLinkByTokenHash,
  insertShareLink,
  lockOrCreateReport,
  type ReportVersionRow,
  recordShareLinkView,
  revokeActiveShareLinks,
  type ShareLinkRow,
} from './reports.repo.ts';
import {
  type CreatedShareLinkView,
  MAX_SHARE_DAYS,
  type PublicReportView,
  type ReportStateView,
  type ShareInput,
} from './reports.schemas.ts';
import {
  invalidTransition,
  pdfFileName,
  readReportState,
  requireRequest,
} from './reports.service.ts';
import {
  allowedReportActions,
  publicApproverName,
  publicValuation,
  toCreatedShareLinkView,
  toPublicView,
} from './reports.views.ts';
import { countCompletedResponses } from './valuation-source.ts';

/** Share links live 30 days unless the body says otherwise. */
export const SHARE_LINK_TTL_DAYS = 30;

/** 256 random bits, base64url: the token of `PUBLIC_BASE_URL/reports/<token>`. */
export function generateShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only an HMAC (keyed with SECRET_KEY, domain-separated from participant tokens) is stored. */
export function hashShareToken(token: string, secretKey: string): string {
  return keyedHash(secretKey, `report-share:${token}`);
}

/** When a new link expires: `expiresAt` (future, ≤ 365 days), `expiresInDays`, or 30 days. */
export function shareExpiry(input: ShareInput, now: Date): Date {
  const max = now.getTime() + MAX_SHARE_DAYS * DAY_MS;
  if (input?.expiresAt) {
    const at = new Date(input.expiresAt);
    if (at.getTime() <= now.getTime() || at.getTime() > max) {
      throw AppError.validation([
        { path: 'expiresAt', message: `must be in the future and within ${MAX_SHARE_DAYS} days` },
      ]);
    }
    return at;
  }
  return new Date(now.getTime() + (input?.expiresInDays ?? SHARE_LINK_TTL_DAYS) * DAY_MS);
}

/**
 * Creates a share link for the approved report (409 unless `approved`).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function createShareLink(
  ctx: AppContext,
  uow: UnitOfWork<CreatedShareLinkView>,
  acting: Acting,
  referenceRequestId: string,
  input: ShareInput,
): Promise<CreatedShareLinkView> {
  const now = ctx.clock.now();
  const expiresAt = shareExpiry(input, now);
  return inTransaction(uow, async (tx) => {
    const { request, report, approved } = await lockApproved(tx, acting, referenceRequestId, now);
    const token = generateShareToken();
    const link = await insertApprovedShareLink(tx, ctx, acting, {
      requestId: request.id,
      reportId: report.id,
      approved,
      token,
      expiresAt,
      now,
    });
    return toCreatedShareLinkView(link, ctx.config.publicBaseUrl, token, approved.version);
  });
}

/**
 * The standing share link of a request that a partner system shows (the
 * Greenhouse result link): its token is derived from `seed` (HMAC under
 * SECRET_KEY), so every read answers the same URL though only the token's
 * hash is stored. Created on the first read, under the report's lock (two
 * concurrent reads make one), with its `report.shared` event; reused after
 * that, revoked or not (a revoked link stays revoked). 409 unless approved.
 */
export async function standingShareLink(
  ctx: AppContext,
  tx: Tx,
  acting: Acting,
  referenceRequestId: string,
  options: { seed: string; expiresAt: Date },
): Promise<{ url: string; approved: ReportVersionRow }> {
  const now = ctx.clock.now();
  const { request, report, approved } = await lockApproved(tx, acting, referenceRequestId, now);
  const token = keyedHash(ctx.config.secretKey, `standing-share:${options.seed}`);
  const existing = await findShareLinkByTokenHash(tx, hashShareToken(token, ctx.config.secretKey));
  if (!existing) {
    await insertApprovedShareLink(tx, ctx, acting, {
      requestId: request.id,
      reportId: report.id,
      approved,
      token,
      expiresAt: options.expiresAt,
      now,
    });
  }
  return { url: `${ctx.config.publicBaseUrl}/reports/${token}`, approved };
}

/** The request, its report (locked) and the approved version; 409 unless there is one. */
async function lockApproved(tx: Tx, acting: Acting, referenceRequestId: string, now: Date) {
  const request = await requireRequest(tx, acting, referenceRequestId);
  const report = await lockOrCreateReport(tx, acting, request.id, now);
  const approved =
    report.status === 'approved' ? await findApprovedVersion(tx, acting, report.id) : undefined;
  if (!approved) {
    const hasResponses =
      report.status !== 'none' || (await countCompletedResponses(tx, acting, request.id)) > 0;
    throw invalidTransition(
      'Only an approved report can be shared; approve the current draft first.',
      allowedReportActions(report.status, hasResponses),
    );
  }
  return { request, report, approved };
}

/** A new share link of the approved version, with its `report.shared` event. */
async function insertApprovedShareLink(
  tx: Tx,
  ctx: AppContext,
  acting: Acting,
  c: {
    requestId: string;
    reportId: string;
    approved: ReportVersionRow;
    token: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<ShareLinkRow> {
  const link = await insertShareLink(tx, {
    id: newId('shareLink'),
    tenantId: acting.tenantId,
    environment: acting.environment,
    reportId: c.reportId,
    referenceRequestId: c.requestId,
    versionId: c.approved.id,
    tokenHash: hashShareToken(c.token, ctx.config.secretKey),
    expiresAt: c.expiresAt,
    createdByKind: acting.actor.kind,
    createdById: acting.actor.id,
    createdAt: c.now,
    updatedAt: c.now,
  });
  await recordReportEvent(
    tx,
    acting,
    {
      action: 'report.shared',
      reportId: c.reportId,
      referenceRequestId: c.requestId,
      summary: `Share link created for report v${c.approved.version}, valid until ${c.expiresAt.toISOString().slice(0, 10)}.`,
      metadata: {
        shareLinkId: link.id,
        version: c.approved.version,
        expiresAt: c.expiresAt.toISOString(),
      },
    },
    c.now,
  );
  return link;
}

/**
 * Revokes every active share link of the report at once (409 while there is no report).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function revokeShareLinks(
  ctx: AppContext,
  uow: UnitOfWork<ReportStateView>,
  acting: Acting,
  referenceRequestId: string,
): Promise<ReportStateView> {
  const now = ctx.clock.now();
  return inTransaction(uow, async (tx) => {
    const request = await requireRequest(tx, acting, referenceRequestId);
    const report = await lockOrCreateReport(tx, acting, request.id, now);
    if (report.status === 'none') {
      throw invalidTransition('There is no report, so no share link to revoke.', []);
    }
    const revoked = await revokeActiveShareLinks(tx, acting, report.id, acting.actor, now);
    // Revoking when nothing is active changes nothing, so it records nothing either.
    if (revoked.length > 0) {
      await recordReportEvent(
        tx,
        acting,
        {
          action: 'report.share_revoked',
          reportId: report.id,
          referenceRequestId: request.id,
          summary: `${revoked.length} share link(s) revoked.`,
          metadata: { shareLinkIds: revoked },
        },
        now,
      );
    }
    return readReportState(tx, acting, request.id, now);
  });
}

/**
 * Resolves a public report token: unknown or malformed → 404, revoked → 410
 * `token_used`, expired → 410 `token_expired`. Counts the view. Everything
 * after the lookup is scoped by the link's own tenant and environment.
 */
async function openLink(ctx: AppContext, token: string, peek = false) {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw AppError.notFound('report link');
  const link = await findShareLinkByTokenHash(ctx.db, hashShareToken(token, ctx.config.secretKey));
  if (!link) throw AppError.notFound('report link');
  const now = ctx.clock.now();
  if (link.revokedAt) {
    throw new AppError('token_used', 'This report link was revoked.', { reason: 'revoked' });
  }
  if (link.expiresAt.getTime() <= now.getTime())
    throw new AppError('token_expired', 'This report link has expired.');
  const scope = { tenantId: link.tenantId, environment: link.environment };
  const version = await findApprovedVersion(ctx.db, scope, link.reportId);
  if (!version) throw AppError.notFound('report link');
  const shareTrustSignals =
    (await findTenantSettings(ctx.db, link.tenantId)).flags.shareTrustSignals === true;
  // A HEAD request (a link checker, a prefetch) is not a view.
  if (!peek) await recordShareLinkView(ctx.db, scope, link.id, now);
  return { link, version, shareTrustSignals };
}

export async function openSharedReport(
  ctx: AppContext,
  token: string,
  options: { peek?: boolean } = {},
): Promise<PublicReportView> {
  const { link, version, shareTrustSignals } = await openLink(ctx, token, options.peek);
  return toPublicView(version, link, shareTrustSignals);
}

export async function openSharedReportPdf(
  ctx: AppContext,
  token: string,
  options: { peek?: boolean } = {},
): Promise<{ pdf: Buffer; fileName: string }> {
  const { link, version, shareTrustSignals } = await openLink(ctx, token, options.peek);
  const valuation = publicValuation(version, shareTrustSignals);
  const pdf = await renderReportPdf(valuation, {
    tenantName: valuation.tenantName,
    approvedAt: version.approvedAt!,
    approverName: publicApproverName(version, link.tenantId),
    version: version.version,
    showTrustSignals: shareTrustSignals,
  });
  return { pdf, fileName: pdfFileName(valuation, version.version) };
}
