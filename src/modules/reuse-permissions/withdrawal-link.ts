import type { AppContext } from '../../context.ts';
import { DAY_MS } from '../../core/clock.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../../outbox/jobs/send-email.job.ts';
import { findActiveNamedCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings, recruiterPublicName } from '../identity/identity.repo.ts';
import { linkLocale } from '../participant-links/link-locale.query.ts';
import { issueParticipantLink } from '../participant-links/participant-links.service.ts';
import type { ConsentGrantRow } from '../reuse-grants/reuse-grants.repo.ts';
import { permissionGrantedEmail } from './reuse-permissions.emails.ts';

/**
 * The AccessGrant does not expire, so the way out should outlive it in
 * practice: ten years. The link can only show the grant and end it.
 */
export const WITHDRAWAL_LINK_TTL_MS = 3650 * DAY_MS;

/**
 * In the approving transaction: a withdrawal link (purpose `withdrawal`,
 * subject the ConsentGrant, stored hashed) and the confirmation e-mail that
 * carries it. A candidate deleted meanwhile gets no e-mail.
 */
export async function queueWithdrawalLink(
  tx: Tx,
  ctx: AppContext,
  grant: ConsentGrantRow,
  now: Date,
): Promise<void> {
  const scope = { tenantId: grant.tenantId, environment: grant.environment };
  const candidate = await findActiveNamedCandidate(tx, scope, grant.candidateId);
  if (!candidate) return;
  const link = await issueParticipantLink(tx, ctx.config, {
    ...scope,
    purpose: 'withdrawal',
    subjectId: grant.id,
    referenceRequestId: grant.targetReferenceRequestId,
    now,
    ttlMs: WITHDRAWAL_LINK_TTL_MS,
  });
  const email = await permissionGrantedEmail({
    to: candidate.email,
    locale: await linkLocale(tx, ctx, link.token),
    firstName: candidate.firstName,
    tenantName: (await findTenantSettings(tx, grant.tenantId)).publicName,
    recruiterName: await recruiterPublicName(tx, grant.tenantId, grant.requesterRecruiterId),
    scopes: grant.scopes,
    referenceCount: grant.metadata.referenceResponseIds.length,
    targeted: grant.targetReferenceRequestId !== null,
    withdrawLink: link.url,
  });
  await enqueueEmail(tx, ctx, email, { ...scope, subjectId: grant.id });
}
