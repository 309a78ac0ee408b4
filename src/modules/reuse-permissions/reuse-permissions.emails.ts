import { atSentenceStart } from '../../core/public-name.ts';
import type { ConsentScope } from '../../db/schema/consent.ts';
import type { EmailContent } from '../../outbox/jobs/send-email.job.ts';

const SCOPE_TEXT: Record<ConsentScope, string> = {
  reference_collection: 'reuse the references your referees gave in earlier reference checks',
  passport_share: 'share your approved reference report',
};

export interface PermissionEmailFacts {
  to: string;
  firstName: string;
  tenantName: string;
  recruiterName: string;
  scopes: ConsentScope[];
  note: string | null;
  referenceCount: number;
  link: string;
  expiresAt: Date;
}

/** The candidate's permission e-mail: who asks, for what, and the link (the only way to answer). */
export function permissionRequestEmail(facts: PermissionEmailFacts): EmailContent {
  const asks = facts.scopes.map((scope) => `- ${SCOPE_TEXT[scope]}`).join('\n');
  const text = [
    `Hello ${facts.firstName},`,
    '',
    `${facts.recruiterName} at ${facts.tenantName} asks for your permission to:`,
    asks,
    '',
    `It concerns ${facts.referenceCount} earlier reference(s). Nothing is reused unless you approve.`,
    ...(facts.note ? ['', `Their note: ${facts.note}`] : []),
    '',
    `Review the request and approve or decline it here: ${facts.link}`,
    `The link is valid until ${facts.expiresAt.toISOString().slice(0, 10)}.`,
  ].join('\n');
  return {
    to: facts.to,
    subject: `${atSentenceStart(facts.tenantName)} asks to reuse your references`,
    text,
  };
}

export interface GrantConfirmationFacts {
  to: string;
  firstName: string;
  tenantName: string;
  recruiterName: string;
  scopes: ConsentScope[];
  referenceCount: number;
  /** Whether the grant names one request; without one it covers the recruiter's requests for the candidate. */
  targeted: boolean;
  withdrawLink: string;
}

/** Sent once the candidate approved: what they allowed, and the link to take it back. */
export function permissionGrantedEmail(facts: GrantConfirmationFacts): EmailContent {
  const allowed = facts.scopes.map((scope) => `- ${SCOPE_TEXT[scope]}`).join('\n');
  const reach = facts.targeted
    ? 'for the application they asked about'
    : `for their reference checks about you, until you withdraw it`;
  const text = [
    `Hello ${facts.firstName},`,
    '',
    `You allowed ${facts.recruiterName} at ${facts.tenantName} to:`,
    allowed,
    '',
    `It concerns ${facts.referenceCount} earlier reference(s), ${reach}.`,
    '',
    `You can withdraw this permission at any time here: ${facts.withdrawLink}`,
    'After you withdraw, your earlier references are no longer used in new reports.',
  ].join('\n');
  return {
    to: facts.to,
    subject: `You allowed ${facts.tenantName} to reuse your references`,
    text,
  };
}
