import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  type ParticipantTokenRow,
  resolveParticipantToken,
} from '../participants/participant-tokens.ts';
import {
  type ConsentGrantRow,
  decideConsentGrant,
  findConsentGrant,
  findScopedCandidate,
  findScopedRequest,
  insertAccessGrant,
  lockToken,
  recruiterName,
  tenantName,
  touchToken,
  useUpPermissionTokens,
} from './consent.repo.ts';
import type { PermissionView } from './consent.schemas.ts';
import { CONSENT_EVENTS } from './consent.service.ts';
import type { PassportProfile } from './passport.ts';

/** The permission link's token in the path, and the request id for the audit trace. */
export interface PermissionCall {
  token: string;
  traceId: string;
}

function scopeOf(token: ParticipantTokenRow): TenantScope {
  return { tenantId: token.tenantId, environment: token.environment };
}

/**
 * Resolves the link (404 unknown or another purpose, 410 `token_used` once
 * answered, 410 `token_expired` after 14 days) and its ConsentGrant, holding
 * the token row's lock for the rest of the transaction.
 */
async function openPermissionToken(tx: Tx, ctx: AppContext, call: PermissionCall) {
  const now = ctx.clock.now();
  const first = await resolveParticipantToken(
    tx,
    ctx.config.secretKey,
    'permission',
    call.token,
    now,
  );
  await lockToken(tx, first.id);
  // Read again under the lock: a concurrent answer may have used it meanwhile.
  const token = await resolveParticipantToken(
    tx,
    ctx.config.secretKey,
    'permission',
    call.token,
    now,
  );
  const grant = await findConsentGrant(tx, scopeOf(token), token.subjectId);
  if (!grant) throw AppError.notFound('link');
  return { token, grant, now };
}

async function toPermissionView(
  tx: Tx,
  token: ParticipantTokenRow,
  grant: ConsentGrantRow,
): Promise<PermissionView> {
  const scope = scopeOf(token);
  const candidate = await findScopedCandidate(tx, scope, grant.candidateId);
  const target = grant.targetReferenceRequestId
    ? await findScopedRequest(tx, scope, grant.targetReferenceRequestId)
    : undefined;
  const profile = grant.metadata.sourcePassportProfile as unknown as PassportProfile;
  const listed = new Set(grant.metadata.referenceResponseIds);
  const evidence = new Set(grant.metadata.evidenceArtifactIds);
  return {
    object: 'permission_request',
    consentGrantId: grant.id,
    status: grant.status,
    requester: {
      tenantName: await tenantName(tx, grant.tenantId),
      recruiterName: await recruiterName(tx, grant.requesterRecruiterId),
    },
    candidate: { firstName: candidate?.firstName ?? '' },
    scopes: grant.scopes,
    note: grant.note,
    targetRoleTitle: target?.roleTitle ?? null,
    // Summaries only: the candidate decides on who said it and when, never sees the answers here.
    references: (profile.references ?? [])
      .filter((r) => listed.has(r.referenceResponseId))
      .map((r) => ({
        relationship: r.relationship,
        roleTitle: r.roleTitle,
        completedAt: r.completedAt,
      })),
    evidence: (profile.evidence ?? [])
      .filter((e) => evidence.has(e.id))
      .map((e) => ({ kind: 'report_version' as const, approvedAt: e.approvedAt })),
    expiresAt: token.expiresAt.toISOString(),
  };
}

/** Opening the link shows the request and records the visit. It grants nothing. */
export async function openPermission(
  ctx: AppContext,
  call: PermissionCall,
): Promise<PermissionView> {
  return inTransaction(ctx.db, async (tx) => {
    const { token, grant, now } = await openPermissionToken(tx, ctx, call);
    await touchToken(tx, token, now);
    return toPermissionView(tx, token, grant);
  });
}

/**
 * The candidate's answer. Approve: ConsentGrant `granted`, an active
 * AccessGrant for the requester on the candidate's Passport, audit
 * `…granted`. Decline: `declined`, audit `…declined`. Either uses up the
 * link (a second answer is 410 `token_used`); all in one transaction.
 */
export async function answerPermission(
  ctx: AppContext,
  call: PermissionCall,
  answer: 'approve' | 'decline',
): Promise<PermissionView> {
  return inTransaction(ctx.db, async (tx) => {
    const { token, grant, now } = await openPermissionToken(tx, ctx, call);
    const scope = scopeOf(token);
    const status = answer === 'approve' ? 'granted' : 'declined';
    const decided = await decideConsentGrant(tx, scope, grant.id, status, now);
    if (!decided) throw new AppError('token_used', 'This permission request was already answered.');
    const acting: Acting = {
      ...scope,
      actor: { kind: 'candidate', id: grant.candidateId },
      recruiterId: null,
      traceId: call.traceId,
    };
    let accessGrantId: string | null = null;
    if (status === 'granted') {
      const access = await insertAccessGrant(tx, {
        id: newId('accessGrant'),
        ...scope,
        consentGrantId: grant.id,
        candidateId: grant.candidateId,
        requesterRecruiterId: grant.requesterRecruiterId,
        targetReferenceRequestId: grant.targetReferenceRequestId,
        scopes: grant.scopes,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      accessGrantId = access.id;
    }
    const action = status === 'granted' ? CONSENT_EVENTS.granted : CONSENT_EVENTS.declined;
    const metadata = {
      candidateId: grant.candidateId,
      scopes: grant.scopes,
      targetReferenceRequestId: grant.targetReferenceRequestId,
      accessGrantId,
    };
    await recordAudit(
      tx,
      acting,
      { action, targetType: 'consent_grant', targetId: grant.id, metadata },
      now,
    );
    if (grant.targetReferenceRequestId) {
      await recordActivity(
        tx,
        acting,
        grant.targetReferenceRequestId,
        {
          kind: action,
          summary:
            status === 'granted'
              ? `The candidate allowed the reuse of ${grant.metadata.referenceResponseIds.length} earlier reference(s).`
              : 'The candidate declined the reuse of earlier references.',
          data: { consentGrantId: grant.id, ...metadata },
        },
        now,
      );
    }
    await useUpPermissionTokens(tx, scope, grant.id, now);
    return toPermissionView(tx, token, decided);
  });
}
