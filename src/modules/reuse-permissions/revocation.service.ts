import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import {
  openParticipantLink,
  participantActing,
  scopeOfLink,
  useUpParticipantLinks,
} from '../participant-links/participant-links.service.ts';
import {
  type AccessGrantRow,
  type ConsentGrantRow,
  findAccessGrantOfConsent,
  findConsentGrant,
  listConsentGrantsOfSubject,
  type Revoker,
  revokeAccessGrant,
} from '../reuse-grants/reuse-grants.repo.ts';
import { grantSummary } from './grant-summary.ts';
import type { ConsentGrantView, WithdrawalView } from './reuse-permissions.schemas.ts';
import { REUSE_PERMISSION_EVENTS, toConsentGrantView } from './reuse-permissions.service.ts';

/**
 * Ending a granted permission (CONTRACT "Consent workflow"): the candidate
 * withdraws through the link of the confirmation e-mail, or a recruiter
 * revokes. Either way the AccessGrant becomes `revoked` and reuse stops for
 * every read after it (drafts made before keep what they were computed
 * from); the ConsentGrant stays `granted` as the record of the decision.
 */

/**
 * Revokes the AccessGrant, records `…revoked` (and a timeline line on the
 * target request), and uses up the withdrawal link, in the caller's
 * transaction. Undefined when a concurrent call revoked it first.
 */
async function endAccessGrant(
  tx: Tx,
  acting: Acting,
  grant: ConsentGrantRow,
  access: AccessGrantRow,
  by: Revoker,
  now: Date,
): Promise<AccessGrantRow | undefined> {
  const revoked = await revokeAccessGrant(tx, acting, access.id, by, now);
  if (!revoked) return undefined;
  const action = REUSE_PERMISSION_EVENTS.revoked;
  const metadata = {
    candidateId: grant.candidateId,
    accessGrantId: access.id,
    scopes: grant.scopes,
    targetReferenceRequestId: grant.targetReferenceRequestId,
    revokedBy: by,
  };
  const target = grant.targetReferenceRequestId;
  const summary =
    by.kind === 'candidate'
      ? 'The candidate withdrew the permission to reuse earlier references.'
      : by.kind === 'system'
        ? "The permission to reuse earlier references ended with the candidate's erasure."
        : 'A recruiter revoked the permission to reuse earlier references.';
  await recordEvent(
    tx,
    acting,
    {
      action,
      target: { type: 'consent_grant', id: grant.id },
      metadata,
      timeline: target
        ? {
            referenceRequestId: target,
            kind: action,
            summary,
            data: { consentGrantId: grant.id, ...metadata },
          }
        : undefined,
    },
    now,
  );
  await useUpParticipantLinks(tx, acting, 'withdrawal', grant.id, now);
  return revoked;
}

/**
 * Ends every active reuse grant of these candidates (their erasure, CONTRACT
 * "Personal data"), each with its `revoked` event, in the caller's
 * transaction. Returns how many it ended.
 */
export async function endReuseGrantsOfCandidates(
  tx: Tx,
  acting: Acting,
  candidateIds: string[],
  by: Revoker,
  now: Date,
): Promise<number> {
  let ended = 0;
  for (const grant of await listConsentGrantsOfSubject(tx, acting.tenantId, candidateIds)) {
    const scoped = { ...acting, environment: grant.environment };
    const access = await findAccessGrantOfConsent(tx, scoped, grant.id);
    if (access?.status !== 'active') continue;
    if (await endAccessGrant(tx, scoped, grant, access, by, now)) ended += 1;
  }
  return ended;
}

/** The AccessGrant after a revoke attempt: the one just revoked, or as a concurrent call left it. */
async function accessAfter(
  tx: Tx,
  scope: TenantScope,
  grant: ConsentGrantRow,
  revoked: AccessGrantRow | undefined,
): Promise<AccessGrantRow | undefined> {
  return revoked ?? findAccessGrantOfConsent(tx, scope, grant.id);
}

/**
 * `DELETE …/passport-reference-permissions/:consentGrantId`. Unknown, other
 * tenant or environment: 404. A pending or declined permission has no
 * access to end: 409 `invalid_transition`. Already revoked: 200 with the
 * grant as it is (idempotent, no second event).
 */
export async function revokeReusePermission(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  consentGrantId: string,
): Promise<ConsentGrantView> {
  return inTransaction(uow, async (tx) => {
    const grant = await findConsentGrant(tx, acting, consentGrantId);
    if (!grant) throw AppError.notFound('consent grant');
    const access =
      grant.status === 'granted' ? await findAccessGrantOfConsent(tx, acting, grant.id) : undefined;
    if (!access) {
      throw new AppError(
        'invalid_transition',
        `A ${grant.status} permission gives no access to revoke; only a granted one can be revoked.`,
        { allowedActions: [] },
      );
    }
    if (access.status === 'revoked') return toConsentGrantView(grant, access);
    const by: Revoker = { kind: 'recruiter', id: acting.recruiterId ?? acting.actor.id };
    const revoked = await endAccessGrant(tx, acting, grant, access, by, ctx.clock.now());
    return toConsentGrantView(grant, await accessAfter(tx, acting, grant, revoked));
  });
}

/** The withdrawal link's token in the path, the caller's address and the request id. */
export interface WithdrawalCall {
  token: string;
  traceId: string;
  ip?: string;
  /** A HEAD request: checks the link, records no visit. */
  peek?: boolean;
}

/**
 * Opens the withdrawal link (404 unknown or another purpose, 410 `token_used`
 * once the grant ended, 410 `token_expired`) with its ConsentGrant and
 * AccessGrant, holding the link's lock for the rest of the transaction.
 */
async function openWithdrawalLink(tx: Tx, ctx: AppContext, call: WithdrawalCall) {
  const link = await openParticipantLink(tx, ctx, 'withdrawal', call);
  const scope = scopeOfLink(link);
  const grant = await findConsentGrant(tx, scope, link.subjectId);
  const access = grant ? await findAccessGrantOfConsent(tx, scope, grant.id) : undefined;
  if (!grant || !access) throw AppError.notFound('link');
  return { link, scope, grant, access };
}

async function toWithdrawalView(
  tx: Tx,
  scope: TenantScope,
  grant: ConsentGrantRow,
  access: AccessGrantRow,
): Promise<WithdrawalView> {
  return {
    object: 'reuse_permission_withdrawal',
    consentGrantId: grant.id,
    accessGrantStatus: access.status,
    ...(await grantSummary(tx, scope, grant)),
    grantedAt: grant.decidedAt?.toISOString() ?? null,
    revokedAt: access.revokedAt?.toISOString() ?? null,
  };
}

/** `GET /v1/public/withdrawals/:token`: the grant the candidate gave. Opening it changes nothing. */
export async function openWithdrawal(
  ctx: AppContext,
  uow: UnitOfWork,
  call: WithdrawalCall,
): Promise<WithdrawalView> {
  return inTransaction(uow, async (tx) => {
    const { scope, grant, access } = await openWithdrawalLink(tx, ctx, call);
    return toWithdrawalView(tx, scope, grant, access);
  });
}

/** `POST /v1/public/withdrawals/:token/withdraw`: the candidate ends the AccessGrant; the link is then used up. */
export async function withdrawPermission(
  ctx: AppContext,
  uow: UnitOfWork,
  call: WithdrawalCall,
): Promise<WithdrawalView> {
  return inTransaction(uow, async (tx) => {
    const { link, scope, grant, access } = await openWithdrawalLink(tx, ctx, call);
    const candidate = { kind: 'candidate' as const, id: grant.candidateId };
    const acting = participantActing(link, candidate, call.traceId);
    const revoked = await endAccessGrant(tx, acting, grant, access, candidate, ctx.clock.now());
    const after = (await accessAfter(tx, scope, grant, revoked)) ?? access;
    return toWithdrawalView(tx, scope, grant, after);
  });
}
