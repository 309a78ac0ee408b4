import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import type { ConsentGrantMetadata } from '../../db/schema/consent.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { enqueueEmail } from '../../outbox/jobs/send-email.job.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findActiveNamedCandidate } from '../candidates/candidates.repo.ts';
import { requireFlag } from '../flags/flags.service.ts';
import { findTenantSettings, recruiterPublicName } from '../identity/identity.repo.ts';
import { linkLocale } from '../participant-links/link-locale.query.ts';
import { issueParticipantLink } from '../participant-links/participant-links.service.ts';
import { findRequest } from '../requests/requests.repo.ts';
import {
  type AccessGrantRow,
  type ConsentGrantRow,
  findAccessGrantOfConsent,
  findConsentGrant,
  insertConsentGrant,
  listConsentGrantsOfCandidate,
} from '../reuse-grants/reuse-grants.repo.ts';
import { passportProfileFor } from './passport.ts';
import { permissionRequestEmail } from './reuse-permissions.emails.ts';
import type {
  ConsentGrantView,
  PermissionRequestInput,
  PermissionRequestView,
} from './reuse-permissions.schemas.ts';

/** The spec's audit event names (CONTRACT: `action` is the event name). */
export const REUSE_PERMISSION_EVENTS = {
  requested: 'passport.reference_reuse_permission.requested',
  granted: 'passport.reference_reuse_permission.granted',
  declined: 'passport.reference_reuse_permission.declined',
  revoked: 'passport.reference_reuse_permission.revoked',
} as const;

function revokerOf(access: AccessGrantRow): ConsentGrantView['revokedBy'] {
  const kind = access.revokedByKind;
  if (!access.revokedById || (kind !== 'candidate' && kind !== 'recruiter')) return null;
  return { kind, id: access.revokedById };
}

/** The recruiter's view of a ConsentGrant, with the state of its AccessGrant when there is one. */
export function toConsentGrantView(
  row: ConsentGrantRow,
  access: AccessGrantRow | undefined,
): ConsentGrantView {
  return {
    id: row.id,
    object: 'consent_grant',
    candidateId: row.candidateId,
    requesterRecruiterId: row.requesterRecruiterId,
    status: row.status,
    scopes: row.scopes,
    note: row.note,
    targetReferenceRequestId: row.targetReferenceRequestId,
    referenceResponseIds: row.metadata.referenceResponseIds,
    evidenceArtifactIds: row.metadata.evidenceArtifactIds,
    accessGrantId: access?.id ?? null,
    accessGrantStatus: access?.status ?? null,
    revokedAt: access?.revokedAt?.toISOString() ?? null,
    revokedBy: access ? revokerOf(access) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Checks the target request, when there is one (it is optional for every
 * scope: without one, an approved `reference_collection` grant covers the
 * requester's requests for the candidate). Unknown (or of another
 * tenant/environment) is 404 like any unknown id; a request of another
 * candidate, or one the requester does not own (reuse belongs to the
 * requester), is 400.
 */
async function validateTarget(
  db: Executor,
  scope: TenantScope,
  input: PermissionRequestInput,
  requesterRecruiterId: string,
): Promise<void> {
  if (!input.targetReferenceRequestId) return;
  const target = await findRequest(db, scope, input.targetReferenceRequestId);
  if (!target) throw AppError.notFound('reference request');
  if (target.candidateId !== input.candidateId) {
    throw AppError.validation([
      { path: 'targetReferenceRequestId', message: 'belongs to another candidate' },
    ]);
  }
  if (target.recruiterId !== requesterRecruiterId) {
    throw AppError.validation([
      { path: 'targetReferenceRequestId', message: 'is owned by another recruiter' },
    ]);
  }
}

/**
 * Asks a candidate for permission to reuse their Passport (spec "Consent
 * workflow"). Gate off: 403 `feature_disabled`. In one transaction: the
 * pending ConsentGrant with the frozen Passport, its audit event, activity on
 * the target request, the permission link and its e-mail job.
 */
export async function requestReusePermission(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  input: PermissionRequestInput,
): Promise<PermissionRequestView> {
  return inTransaction(uow, async (tx) => {
    await requireFlag(tx, acting.tenantId, 'referenceReusePermissions');
    const candidate = await findActiveNamedCandidate(tx, acting, input.candidateId);
    if (!candidate) throw AppError.notFound('candidate');
    // A recruiter session always has one; an API key acts for its issuer.
    const requester = acting.recruiterId ?? acting.actor.id;
    await validateTarget(tx, acting, input, requester);
    const targetId = input.targetReferenceRequestId ?? null;
    const profile = await passportProfileFor(tx, acting, candidate.id, {
      excludeReferenceRequestId: targetId,
    });
    const scopes = [...input.scopes];
    const metadata: ConsentGrantMetadata = {
      sourcePassportProfile: profile,
      evidenceArtifactIds: scopes.includes('passport_share')
        ? profile.evidence.map((e) => e.id)
        : [],
      referenceResponseIds: scopes.includes('reference_collection')
        ? profile.references.map((r) => r.referenceResponseId)
        : [],
      requestedScopes: scopes,
      targetReferenceRequestId: targetId,
    };
    const now = ctx.clock.now();
    const grant = await insertConsentGrant(tx, {
      id: newId('consentGrant'),
      tenantId: acting.tenantId,
      environment: acting.environment,
      candidateId: candidate.id,
      requesterRecruiterId: requester,
      requestedByKind: acting.actor.kind,
      requestedById: acting.actor.id,
      status: 'pending',
      scopes,
      note: input.note ?? null,
      targetReferenceRequestId: targetId,
      metadata,
      createdAt: now,
      updatedAt: now,
    });
    const auditMetadata = {
      candidateId: candidate.id,
      scopes,
      targetReferenceRequestId: targetId,
      referenceResponseIds: metadata.referenceResponseIds,
      evidenceArtifactIds: metadata.evidenceArtifactIds,
    };
    await recordEvent(
      tx,
      acting,
      {
        action: REUSE_PERMISSION_EVENTS.requested,
        target: { type: 'consent_grant', id: grant.id },
        metadata: auditMetadata,
        timeline: targetId
          ? {
              referenceRequestId: targetId,
              kind: REUSE_PERMISSION_EVENTS.requested,
              summary: `Asked the candidate for permission to reuse ${metadata.referenceResponseIds.length} earlier reference(s).`,
              data: { consentGrantId: grant.id, ...auditMetadata },
            }
          : undefined,
      },
      now,
    );
    const link = await issueParticipantLink(tx, ctx.config, {
      tenantId: acting.tenantId,
      environment: acting.environment,
      purpose: 'permission',
      subjectId: grant.id,
      referenceRequestId: targetId,
      now,
    });
    const email = await permissionRequestEmail({
      to: candidate.email,
      locale: await linkLocale(tx, ctx, link.token),
      firstName: candidate.firstName,
      tenantName: (await findTenantSettings(tx, acting.tenantId)).publicName,
      recruiterName: await recruiterPublicName(tx, acting.tenantId, requester),
      scopes,
      note: grant.note,
      referenceCount: metadata.referenceResponseIds.length,
      link: link.url,
      expiresAt: link.expiresAt,
    });
    const job = await enqueueEmail(tx, ctx, email, {
      tenantId: acting.tenantId,
      environment: acting.environment,
      subjectId: grant.id,
    });
    return {
      consentGrantId: grant.id,
      status: 'pending',
      permissionUrl: link.url,
      deliveryJobId: job.id,
    };
  });
}

/** One consent grant with its access state (404 for an unknown or out-of-scope id). */
export async function getConsentGrant(
  ctx: AppContext,
  scope: TenantScope,
  consentGrantId: string,
): Promise<ConsentGrantView> {
  const grant = await findConsentGrant(ctx.db, scope, consentGrantId);
  if (!grant) throw AppError.notFound('consent grant');
  const access = await findAccessGrantOfConsent(ctx.db, scope, grant.id);
  return toConsentGrantView(grant, access);
}

/** The consent grants of a candidate, newest first (404 for an unknown or out-of-scope candidate). */
export async function listCandidateConsentGrants(
  ctx: AppContext,
  scope: TenantScope,
  candidateId: string,
  page: { limit: number; cursor?: string },
) {
  const candidate = await findActiveNamedCandidate(ctx.db, scope, candidateId);
  if (!candidate) throw AppError.notFound('candidate');
  return consentGrantsPage(ctx.db, scope, candidateId, page);
}

/** Without the candidate check: for the candidate workspace, which has done it already. */
export async function consentGrantsPage(
  db: Executor,
  scope: TenantScope,
  candidateId: string,
  page: { limit: number; cursor?: string },
) {
  const rows = await listConsentGrantsOfCandidate(db, scope, candidateId, page);
  const result = toPage(rows, page.limit);
  const data: ConsentGrantView[] = [];
  for (const row of result.data) {
    const access =
      row.status === 'granted' ? await findAccessGrantOfConsent(db, scope, row.id) : undefined;
    data.push(toConsentGrantView(row, access));
  }
  return { ...result, data };
}
