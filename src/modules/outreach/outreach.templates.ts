import { participantCopy } from '../../core/participant-copy.ts';
import { atSentenceStart } from '../../core/public-name.ts';
import { type EmailMessage, renderEmail } from '../../outbox/email-layout.ts';
import type { RenderedEmail } from '../../outbox/jobs/send-email.job.ts';

/**
 * The workflow's e-mails, in the one layout of outbox/email-layout.ts (MJML):
 * a button that names the action, and a plain-text part. Every one carries
 * the participant's link (CONTRACT: "Every e-mail the service sends contains
 * the participant's link"), in the text and the HTML part. The `…Message`
 * functions say what an e-mail says; the `…Email` ones render it.
 */
export interface EmailContext {
  to: string;
  /** The participant's first name, if known. */
  firstName: string | null;
  /** The company as participants see it (publicCompanyName). */
  tenantName: string;
  candidateName: string;
  roleTitle: string | null;
  link: string;
  expiresAt: Date;
}

export type ReminderKind = 'intake' | 'consent' | 'referee';

function greeting(firstName: string | null): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

function role(roleTitle: string | null): string {
  return roleTitle ? ` for the ${roleTitle} role` : '';
}

function expiry(expiresAt: Date): string {
  return `This link is personal and works until ${expiresAt.toISOString().slice(0, 10)}.`;
}

/** Why a candidate gets the workflow's e-mails. */
function candidateFooter(c: EmailContext): string {
  return `You received this e-mail because ${c.tenantName} started a reference check with you as the candidate. If that is not you, you can ignore it.`;
}

/** Why a referee gets them. */
function refereeFooter(c: EmailContext): string {
  return `You received this e-mail because you were named as a referee for ${c.candidateName} in a reference check by ${c.tenantName}. If you do not know them, you can ignore it.`;
}

function message(
  c: EmailContext,
  subject: string,
  ask: string,
  label: string,
  footer: string,
): EmailMessage {
  return {
    to: c.to,
    subject,
    company: atSentenceStart(c.tenantName),
    greeting: greeting(c.firstName),
    body: [ask],
    action: { label, url: c.link },
    after: [expiry(c.expiresAt)],
    footer,
  };
}

/** To the candidate of a candidate_intake request: name your referees. */
export function intakeInvitationMessage(c: EmailContext): EmailMessage {
  return message(
    c,
    `${atSentenceStart(c.tenantName)}: please nominate your referees`,
    `${atSentenceStart(c.tenantName)} would like to check your references${role(c.roleTitle)}. Please confirm your consent and tell us who can speak to your work:`,
    'Name your referees',
    candidateFooter(c),
  );
}

/**
 * To the candidate after `request_candidate_consent`. The link is an intake
 * link for the same request: completing it is how the candidate consents.
 */
export function consentRequestMessage(c: EmailContext): EmailMessage {
  return message(
    c,
    `${atSentenceStart(c.tenantName)}: your consent to a reference check`,
    `${atSentenceStart(c.tenantName)} would like to contact your referees${role(c.roleTitle)}. Open this link to review the referees and give your consent:`,
    'Review and give consent',
    candidateFooter(c),
  );
}

/** To a referee after `queue_outreach`. */
export function refereeInvitationMessage(c: EmailContext): EmailMessage {
  return message(
    c,
    `Reference request for ${c.candidateName}`,
    `${c.candidateName} named you as a referee${role(c.roleTitle)} with ${c.tenantName}. A short conversation, ${participantCopy().refereeDuration}, whenever suits you:`,
    'Give your reference',
    refereeFooter(c),
  );
}

/** A reminder to someone who has not finished, with a fresh link. */
export function reminderMessage(c: EmailContext, kind: ReminderKind): EmailMessage {
  const subject = {
    referee: `Reminder: reference request for ${c.candidateName}`,
    intake: `Reminder: ${c.tenantName} is waiting for your referees`,
    consent: `Reminder: ${c.tenantName} is waiting for your consent`,
  }[kind];
  const ask =
    kind === 'referee'
      ? `${c.candidateName} is still waiting for your reference${role(c.roleTitle)}. You can pick up here:`
      : `${atSentenceStart(c.tenantName)} is still waiting for your consent and referees${role(c.roleTitle)}. You can pick up here:`;
  const label = {
    referee: 'Give your reference',
    intake: 'Name your referees',
    consent: 'Review and give consent',
  }[kind];
  return message(
    c,
    subject,
    ask,
    label,
    kind === 'referee' ? refereeFooter(c) : candidateFooter(c),
  );
}

export function intakeInvitationEmail(c: EmailContext): Promise<RenderedEmail> {
  return renderEmail(intakeInvitationMessage(c));
}

export function consentRequestEmail(c: EmailContext): Promise<RenderedEmail> {
  return renderEmail(consentRequestMessage(c));
}

export function refereeInvitationEmail(c: EmailContext): Promise<RenderedEmail> {
  return renderEmail(refereeInvitationMessage(c));
}

export function reminderEmail(c: EmailContext, kind: ReminderKind): Promise<RenderedEmail> {
  return renderEmail(reminderMessage(c, kind));
}
