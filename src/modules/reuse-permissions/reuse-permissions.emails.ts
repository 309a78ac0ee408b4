import { participantCopy } from '../../core/participant-copy.ts';
import { atSentenceStart } from '../../core/public-name.ts';
import type { ConsentScope } from '../../db/schema/consent.ts';
import { type EmailMessage, renderEmail } from '../../outbox/email-layout.ts';
import type { RenderedEmail } from '../../outbox/jobs/send-email.job.ts';

/**
 * The candidate's e-mails about reusing their references, in the one layout
 * of outbox/email-layout.ts (MJML, a button, a plain-text part). The
 * `…Message` functions say what an e-mail says; the `…Email` ones render it.
 */

/** The same words as the permission and withdrawal pages (the participant copy catalogue). */
const SCOPE_TEXT: Record<ConsentScope, string> = participantCopy().scopes;

export interface PermissionEmailFacts {
  to: string;
  firstName: string;
  /** The company as the candidate sees it (publicCompanyName). */
  tenantName: string;
  recruiterName: string;
  scopes: ConsentScope[];
  note: string | null;
  referenceCount: number;
  link: string;
  expiresAt: Date;
}

/** The candidate's permission e-mail: who asks, for what, and the link (the only way to answer). */
export function permissionRequestMessage(facts: PermissionEmailFacts): EmailMessage {
  return {
    to: facts.to,
    subject: `${atSentenceStart(facts.tenantName)} asks to reuse your references`,
    company: atSentenceStart(facts.tenantName),
    greeting: `Hello ${facts.firstName},`,
    body: [
      {
        text: `${facts.recruiterName} at ${facts.tenantName} asks for your permission to:`,
        list: facts.scopes.map((scope) => SCOPE_TEXT[scope]),
      },
      `It concerns ${facts.referenceCount} earlier reference(s). Nothing is reused unless you approve.`,
      ...(facts.note ? [{ label: 'Their note:', quote: facts.note }] : []),
    ],
    action: {
      label: 'Review the request',
      url: facts.link,
      lead: 'Review the request and approve or decline it here:',
    },
    after: [`The link is valid until ${facts.expiresAt.toISOString().slice(0, 10)}.`],
    footer: `You received this e-mail because ${facts.recruiterName} at ${facts.tenantName} asked for your permission to reuse your earlier references. Nothing changes unless you approve; if you do not know them, you can ignore it.`,
  };
}

export function permissionRequestEmail(facts: PermissionEmailFacts): Promise<RenderedEmail> {
  return renderEmail(permissionRequestMessage(facts));
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
export function permissionGrantedMessage(facts: GrantConfirmationFacts): EmailMessage {
  const reach = facts.targeted
    ? 'for the application they asked about'
    : `for their reference checks about you, until you withdraw it`;
  return {
    to: facts.to,
    subject: `You allowed ${facts.tenantName} to reuse your references`,
    company: atSentenceStart(facts.tenantName),
    greeting: `Hello ${facts.firstName},`,
    body: [
      {
        text: `You allowed ${facts.recruiterName} at ${facts.tenantName} to:`,
        list: facts.scopes.map((scope) => SCOPE_TEXT[scope]),
      },
      `It concerns ${facts.referenceCount} earlier reference(s), ${reach}.`,
    ],
    action: {
      label: 'View or withdraw permission',
      url: facts.withdrawLink,
      lead: 'You can withdraw this permission at any time here:',
    },
    after: ['After you withdraw, your earlier references are no longer used in new reports.'],
    footer: `You received this e-mail because you approved a request from ${facts.recruiterName} at ${facts.tenantName} to reuse your references. Keep it: its link is how you withdraw your permission.`,
  };
}

export function permissionGrantedEmail(facts: GrantConfirmationFacts): Promise<RenderedEmail> {
  return renderEmail(permissionGrantedMessage(facts));
}
