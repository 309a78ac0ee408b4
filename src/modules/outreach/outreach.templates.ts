import { DEFAULT_LOCALE, type Locale } from '../../core/locale.ts';
import { type OutreachCopy, outreachCopy } from '../../core/outreach-copy.ts';
import { fill, forRole } from '../../core/participant-copy.ts';
import { atSentenceStart, HIRING_TEAM } from '../../core/public-name.ts';
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
  /** The candidate's name; null when their record is gone ("the candidate" in the e-mail's language). */
  candidateName: string | null;
  roleTitle: string | null;
  link: string;
  expiresAt: Date;
  /** The request's language (CONTRACT "Languages"); English when not given. */
  locale?: Locale;
}

export type ReminderKind = 'intake' | 'consent' | 'referee';

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
    candidateName: c.candidateName === null ? null : oneLine(c.candidateName),
    roleTitle,
  };
}

/** The values every template of these e-mails and text messages may name, in the context's language. */
function values(c: Omit<EmailContext, 'to' | 'expiresAt'>, copy: OutreachCopy, locale: Locale) {
  // "the hiring team" (publicCompanyName, English) is said in the recipient's language.
  const company = c.tenantName === HIRING_TEAM ? copy.company.hiringTeam : c.tenantName;
  return {
    company,
    Company: atSentenceStart(company),
    candidateName: c.candidateName ?? copy.theCandidate,
    forRole: forRole(c.roleTitle, copy, locale),
    duration: copy.refereeDuration,
  };
}

const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/** A link's last day as the locale writes a date ("16 de noviembre de 2026"); a link's day is UTC's. */
export function expiryDate(date: Date, locale: Locale): string {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(date);
}

interface Template {
  subject: string;
  body: string;
  button: string;
}

function message(
  given: EmailContext,
  pick: (emails: OutreachCopy['emails']) => { template: Template; footer: string },
): EmailMessage {
  const locale = given.locale ?? DEFAULT_LOCALE;
  const copy = outreachCopy(locale);
  const emails = copy.emails;
  const { template, footer } = pick(emails);
  const c = onOneLine(given);
  const v = values(c, copy, locale);
  return {
    to: c.to,
    locale,
    subject: fill(template.subject, v, locale),
    company: v.Company,
    greeting: c.firstName
      ? fill(emails.helloName, { firstName: c.firstName }, locale)
      : emails.hello,
    body: [fill(template.body, v, locale)],
    action: { label: template.button, url: c.link },
    linkFallback: emails.buttonFallback,
    after: [fill(emails.expiry, { date: expiryDate(c.expiresAt, locale) }, locale)],
    footer: fill(footer, v, locale),
  };
}

/** To the candidate of a candidate_intake request: name your referees. */
export function intakeInvitationMessage(c: EmailContext): EmailMessage {
  return message(c, (e) => ({ template: e.intakeInvitation, footer: e.candidateFooter }));
}

/**
 * To the candidate after `request_candidate_consent`. The link is an intake
 * link for the same request: completing it is how the candidate consents.
 */
export function consentRequestMessage(c: EmailContext): EmailMessage {
  return message(c, (e) => ({ template: e.consentRequest, footer: e.candidateFooter }));
}

/** To a referee after `queue_outreach`. */
export function refereeInvitationMessage(
  c: EmailContext,
  namedBy: 'candidate' | 'recruiter' = 'candidate',
): EmailMessage {
  return message(c, (e) => {
    const invitation = e.refereeInvitation;
    const body = namedBy === 'recruiter' ? invitation.bodyFromRecruiter : invitation.body;
    return { template: { ...invitation, body }, footer: e.refereeFooter };
  });
}

/** A reminder to someone who has not finished, with a fresh link; its button reads as the invitation's. */
export function reminderMessage(c: EmailContext, kind: ReminderKind): EmailMessage {
  return message(c, (e) => {
    const reminder = e.reminder;
    const template = {
      referee: {
        subject: reminder.refereeSubject,
        body: reminder.refereeBody,
        button: e.refereeInvitation.button,
      },
      intake: {
        subject: reminder.intakeSubject,
        body: reminder.candidateBody,
        button: e.intakeInvitation.button,
      },
      consent: {
        subject: reminder.consentSubject,
        body: reminder.candidateBody,
        button: e.consentRequest.button,
      },
    }[kind];
    return { template, footer: kind === 'referee' ? e.refereeFooter : e.candidateFooter };
  });
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

/**
 * The text message beside an invitation or reminder: who asks, for what, and
 * the link, in at most SMS_MAX_LENGTH characters, in the request's language.
 * The words are shortened (never the link) when names are long.
 */
export function smsText(
  given: Omit<EmailContext, 'to' | 'expiresAt'>,
  kind: 'intake' | 'consent' | 'referee',
  reminder: boolean,
): string {
  const locale = given.locale ?? DEFAULT_LOCALE;
  const copy = outreachCopy(locale);
  const sms = copy.sms;
  const c = onOneLine(given);
  const hello = c.firstName ? fill(sms.helloName, { firstName: c.firstName }, locale) : sms.hello;
  const line = fill(sms[kind], values(c, copy, locale), locale);
  const words = `${reminder ? sms.reminder : ''}${hello}${line}`;
  const room = SMS_MAX_LENGTH - c.link.length - 1;
  const shortened = words.length <= room ? words : `${words.slice(0, room - 1).trimEnd()}…`;
  return `${shortened} ${c.link}`;
}
