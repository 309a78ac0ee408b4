import { atSentenceStart } from '../../core/public-name.ts';
import type { EmailContent } from '../../outbox/jobs/send-email.job.ts';

/**
 * The workflow's e-mails. Every one carries the participant's link (CONTRACT:
 * "Every e-mail the service sends contains the participant's link"), in the
 * text and the HTML part.
 */
export interface EmailContext {
  to: string;
  /** The participant's first name, if known. */
  firstName: string | null;
  tenantName: string;
  candidateName: string;
  roleTitle: string | null;
  link: string;
  expiresAt: Date;
}

function greeting(firstName: string | null): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

function role(roleTitle: string | null): string {
  return roleTitle ? ` for the ${roleTitle} role` : '';
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function render(to: string, subject: string, paragraphs: string[], link: string): EmailContent {
  const text = `${paragraphs.join('\n\n')}\n`;
  const html = paragraphs
    .map((p) =>
      p === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to, subject, text, html };
}

function expiry(expiresAt: Date): string {
  return `This link is personal and works until ${expiresAt.toISOString().slice(0, 10)}.`;
}

/** To the candidate of a candidate_intake request: name your referees. */
export function intakeInvitationEmail(c: EmailContext): EmailContent {
  return render(
    c.to,
    `${atSentenceStart(c.tenantName)}: please nominate your referees`,
    [
      greeting(c.firstName),
      `${atSentenceStart(c.tenantName)} would like to check your references${role(c.roleTitle)}. Please confirm your consent and tell us who can speak to your work:`,
      c.link,
      expiry(c.expiresAt),
    ],
    c.link,
  );
}

/**
 * To the candidate after `request_candidate_consent`. The link is an intake
 * link for the same request: completing it is how the candidate consents.
 */
export function consentRequestEmail(c: EmailContext): EmailContent {
  return render(
    c.to,
    `${atSentenceStart(c.tenantName)}: your consent to a reference check`,
    [
      greeting(c.firstName),
      `${atSentenceStart(c.tenantName)} would like to contact your referees${role(c.roleTitle)}. Open this link to review the referees and give your consent:`,
      c.link,
      expiry(c.expiresAt),
    ],
    c.link,
  );
}

/** To a referee after `queue_outreach`. */
export function refereeInvitationEmail(c: EmailContext): EmailContent {
  return render(
    c.to,
    `Reference request for ${c.candidateName}`,
    [
      greeting(c.firstName),
      `${c.candidateName} named you as a referee${role(c.roleTitle)} with ${c.tenantName}. A short conversation, about ten minutes, whenever suits you:`,
      c.link,
      expiry(c.expiresAt),
    ],
    c.link,
  );
}

/** A reminder to someone who has not finished, with a fresh link. */
export function reminderEmail(
  c: EmailContext,
  kind: 'intake' | 'consent' | 'referee',
): EmailContent {
  const subject = {
    referee: `Reminder: reference request for ${c.candidateName}`,
    intake: `Reminder: ${c.tenantName} is waiting for your referees`,
    consent: `Reminder: ${c.tenantName} is waiting for your consent`,
  }[kind];
  const ask =
    kind === 'referee'
      ? `${c.candidateName} is still waiting for your reference${role(c.roleTitle)}. You can pick up here:`
      : `${atSentenceStart(c.tenantName)} is still waiting for your consent and referees${role(c.roleTitle)}. You can pick up here:`;
  return render(c.to, subject, [greeting(c.firstName), ask, c.link, expiry(c.expiresAt)], c.link);
}
