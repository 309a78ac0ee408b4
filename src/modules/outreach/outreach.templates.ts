import { fill, forRole, participantCopy } from '../../core/participant-copy.ts';
import { atSentenceStart } from '../../core/public-name.ts';
import { oneLine } from '../../core/text.ts';
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

const COPY = participantCopy();
const EMAILS = COPY.emails;

/**
 * The context with every participant- or recruiter-given text on one line
 * (CONTRACT "Names are one line"): inputs refuse line breaks, bidirectional
 * and zero-width characters in names, and what is already stored cannot
 * open a paragraph of its own in an e-mail or a text message either.
 */
function onOneLine<C extends Omit<EmailContext, 'to' | 'expiresAt'>>(c: C): C {
  const firstName = c.firstName === null ? null : oneLine(c.firstName) || null;
  const roleTitle = c.roleTitle === null ? null : oneLine(c.roleTitle) || null;
  return {
    ...c,
    firstName,
    tenantName: oneLine(c.tenantName),
    candidateName: oneLine(c.candidateName),
    roleTitle,
  };
}

/** The values every template of these e-mails may name. */
function values(c: EmailContext) {
  return {
    company: c.tenantName,
    Company: atSentenceStart(c.tenantName),
    candidateName: c.candidateName,
    forRole: forRole(c.roleTitle),
    duration: COPY.refereeDuration,
  };
}

function message(
  given: EmailContext,
  template: { subject: string; body: string; button: string },
  footer: string,
): EmailMessage {
  const c = onOneLine(given);
  const v = values(c);
  return {
    to: c.to,
    subject: fill(template.subject, v),
    company: v.Company,
    greeting: c.firstName ? fill(EMAILS.helloName, { firstName: c.firstName }) : EMAILS.hello,
    body: [fill(template.body, v)],
    action: { label: template.button, url: c.link },
    after: [fill(EMAILS.expiry, { date: c.expiresAt.toISOString().slice(0, 10) })],
    footer: fill(footer, v),
  };
}

/** To the candidate of a candidate_intake request: name your referees. */
export function intakeInvitationMessage(c: EmailContext): EmailMessage {
  return message(c, EMAILS.intakeInvitation, EMAILS.candidateFooter);
}

/**
 * To the candidate after `request_candidate_consent`. The link is an intake
 * link for the same request: completing it is how the candidate consents.
 */
export function consentRequestMessage(c: EmailContext): EmailMessage {
  return message(c, EMAILS.consentRequest, EMAILS.candidateFooter);
}

/** To a referee after `queue_outreach`. */
export function refereeInvitationMessage(
  c: EmailContext,
  namedBy: 'candidate' | 'recruiter' = 'candidate',
): EmailMessage {
  const invitation = EMAILS.refereeInvitation;
  const body = namedBy === 'recruiter' ? invitation.bodyFromRecruiter : invitation.body;
  return message(c, { ...invitation, body }, EMAILS.refereeFooter);
}

/** A reminder to someone who has not finished, with a fresh link; its button reads as the invitation's. */
export function reminderMessage(c: EmailContext, kind: ReminderKind): EmailMessage {
  const reminder = EMAILS.reminder;
  const template = {
    referee: {
      subject: reminder.refereeSubject,
      body: reminder.refereeBody,
      button: EMAILS.refereeInvitation.button,
    },
    intake: {
      subject: reminder.intakeSubject,
      body: reminder.candidateBody,
      button: EMAILS.intakeInvitation.button,
    },
    consent: {
      subject: reminder.consentSubject,
      body: reminder.candidateBody,
      button: EMAILS.consentRequest.button,
    },
  }[kind];
  return message(c, template, kind === 'referee' ? EMAILS.refereeFooter : EMAILS.candidateFooter);
}

export function intakeInvitationEmail(c: EmailContext): Promise<RenderedEmail> {
  return renderEmail(intakeInvitationMessage(c));
}

export function consentRequestEmail(c: EmailContext): Promise<RenderedEmail> {
  return renderEmail(consentRequestMessage(c));
}

export function refereeInvitationEmail(
  c: EmailContext,
  namedBy?: 'candidate' | 'recruiter',
): Promise<RenderedEmail> {
  return renderEmail(refereeInvitationMessage(c, namedBy));
}

export function reminderEmail(c: EmailContext, kind: ReminderKind): Promise<RenderedEmail> {
  return renderEmail(reminderMessage(c, kind));
}

/** A text message is at most this long, link included (two SMS segments). */
export const SMS_MAX_LENGTH = 320;

const SMS_LINES: Record<'intake' | 'consent' | 'referee', string> = {
  intake: '{company} asks you to name your referees{forRole}:',
  consent: '{company} asks for your consent to a reference check{forRole}:',
  referee: '{company} asks for your reference for {candidateName}{forRole} ({duration}):',
};

/**
 * The text message beside an invitation or reminder: who asks, for what, and
 * the link, in at most SMS_MAX_LENGTH characters. The words are shortened
 * (never the link) when names are long.
 */
export function smsText(
  given: Omit<EmailContext, 'to' | 'expiresAt'>,
  kind: 'intake' | 'consent' | 'referee',
  reminder: boolean,
): string {
  const c = onOneLine(given);
  const hello = c.firstName ? `Hi ${c.firstName}, ` : 'Hello, ';
  const words = `${reminder ? 'Reminder: ' : ''}${hello}${fill(SMS_LINES[kind], values({ ...c, to: '', expiresAt: new Date(0) }))}`;
  const room = SMS_MAX_LENGTH - c.link.length - 1;
  const shortened = words.length <= room ? words : `${words.slice(0, room - 1).trimEnd()}…`;
  return `${shortened} ${c.link}`;
}
