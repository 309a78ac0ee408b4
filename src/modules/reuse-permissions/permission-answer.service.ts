import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import {
  openParticipantLink,
  type ParticipantLinkRow,
  scopeOfLink,
  useUpParticipantLinks,
} from '../participant-links/participant-links.service.ts';
import {
  type ConsentGrantRow,
  decideConsentGrant,
  findConsentGrant,
  insertAccessGrant,
} from '../reuse-grants/reuse-grants.repo.ts';
import { grantSummary } from './grant-summary.ts';
import type { PermissionView } from './reuse-permissions.schemas.ts';
import { REUSE_PERMISSION_EVENTS } from './reuse-permissions.service.ts';
import { queueWithdrawalLink } from './withdrawal-link.ts';

/** The permission link's token in the path, and the request id for the audit trace. */
export interface PermissionCall {
  token: string;
  traceId: string;
  /** A HEAD request: checks the link, records no visit. */
  peek?: boolean;
}

/**
 * Opens the link (404 unknown or another purpose, 410 `token_used` once
 * answered, 410 `token_expired` after 14 days) and finds its ConsentGrant,
 * holding the link's lock for the rest of the transaction.
 */
async function openPermissionLink(tx: Tx, ctx: AppContext, call: PermissionCall) {
  const token = await openParticipantLink(tx, ctx, 'permission', {
    token: call.token,
    peek: call.peek,
  });
  const grant = await findConsentGrant(tx, scopeOfLink(token), token.subjectId);
  if (!grant) throw AppError.notFound('link');
  return { token, grant, now: ctx.clock.now() };
}

async function toPermissionView(
  tx: Tx,
  token: ParticipantLinkRow,
  grant: ConsentGrantRow,
): Promise<PermissionView> {
  return {
    object: 'permission_request',
    consentGrantId: grant.id,
    status: grant.status,
    ...(await grantSummary(tx, scopeOfLink(token), grant)),
    expiresAt: token.expiresAt.toISOString(),
  };
}

/** Opening the link shows the request and records the visit. It grants nothing. */
export async function openPermission(
  ctx: AppContext,
  uow: UnitOfWork,
  call: PermissionCall,
): Promise<PermissionView> {
  return inTransaction(uow, async (tx) => {
    const { token, grant } = await openPermissionLink(tx, ctx, call);
    return toPermissionView(tx, token, grant);
  });
}

/**
 * The candidate's answer. Approve: ConsentGrant `granted`, an active
 * AccessGrant for the requester on the candidate's Passport, audit
 * `…granted`, and the confirmation e-mail with the withdrawal link.
 * Decline: `declined`, audit `…declined`. Either uses up the link (a second
 * answer is 410 `token_used`); all in one transaction.
 */
export async function answerPermission(
  ctx: AppContext,
  uow: UnitOfWork,
  call: PermissionCall,
  answer: 'approve' | 'decline',
): Promise<PermissionView> {
  return inTransaction(uow, async (tx) => {
    const { token, grant, now } = await openPermissionLink(tx, ctx, call);
    const scope = scopeOfLink(token);
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
      await queueWithdrawalLink(tx, ctx, decided, now);
    }
    const action =
      status === 'granted' ? REUSE_PERMISSION_EVENTS.granted : REUSE_PERMISSION_EVENTS.declined;
    const metadata = {
      candidateId: grant.candidateId,
      scopes: grant.scopes,
      targetReferenceRequestId: grant.targetReferenceRequestId,
      accessGrantId,
    };
    const target = grant.targetReferenceRequestId;
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
              summary:
                status === 'granted'
                  ? `The candidate allowed the reuse of ${grant.metadata.referenceResponseIds.length} earlier reference(s).`
                  : 'The candidate declined the reuse of earlier references.',
              data: { consentGrantId: grant.id, ...metadata },
            }
          : undefined,
      },
      now,
    );
    await useUpParticipantLinks(tx, scope, 'permission', grant.id, now);
    return toPermissionView(tx, token, decided);
  });
}
