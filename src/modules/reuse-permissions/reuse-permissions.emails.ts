import type { Locale } from '../../core/locale.ts';
import { fill, participantCopy, plural } from '../../core/participant-copy.ts';
import { atSentenceStart } from '../../core/public-name.ts';
import { oneLine } from '../../core/text.ts';
import type { ConsentScope } from '../../db/schema/consent.ts';
import { type EmailMessage, renderEmail } from '../../outbox/email-layout.ts';
import type { RenderedEmail } from '../../outbox/jobs/send-email.job.ts';
import { expiryDate } from '../outreach/outreach.templates.ts';

/**
 * The candidate's e-mails about reusing their references, in the one layout
 * of outbox/email-layout.ts (MJML, a button, a plain-text part). The
 * `…Message` functions say what an e-mail says; the `…Email` ones render it.
 */

/**
 * The same words as the permission and withdrawal pages (the participant
 * copy catalogue), in the language of the link they carry (link-locale.query.ts):
 * its request's, else the tenant's default.
 */

/** The names these e-mails give, each on one line whatever is stored (CONTRACT "Names are one line"). */
function values(facts: { firstName: string; tenantName: string; recruiterName: string }) {
  return {
    firstName: oneLine(facts.firstName),
    company: oneLine(facts.tenantName),
    Company: atSentenceStart(oneLine(facts.tenantName)),
    recruiter: oneLine(facts.recruiterName),
  };
}

export interface PermissionEmailFacts {
  to: string;
  locale: Locale;
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
  const { locale } = facts;
  const { emails, scopes } = participantCopy(locale);
  const copy = emails.permissionRequest;
  const v = values(facts);
  return {
    to: facts.to,
    locale,
    subject: fill(copy.subject, v, locale),
    company: v.Company,
    greeting: fill(emails.helloName, v, locale),
    body: [
      { text: fill(copy.asks, v, locale), list: facts.scopes.map((scope) => scopes[scope]) },
      plural(copy.concerns, facts.referenceCount, {}, locale),
      ...(facts.note ? [{ label: copy.note, quote: facts.note }] : []),
    ],
    action: { label: copy.button, url: facts.link, lead: copy.lead },
    after: [fill(copy.validUntil, { date: expiryDate(facts.expiresAt, locale) }, locale)],
    footer: fill(copy.footer, v, locale),
    linkFallback: emails.buttonFallback,
  };
}

export function permissionRequestEmail(facts: PermissionEmailFacts): Promise<RenderedEmail> {
  return renderEmail(permissionRequestMessage(facts));
}

export interface GrantConfirmationFacts {
  to: string;
  locale: Locale;
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
  const { locale } = facts;
  const { emails, scopes } = participantCopy(locale);
  const copy = emails.permissionGranted;
  const v = values(facts);
  const reach = facts.targeted ? copy.reachTargeted : copy.reachUntargeted;
  return {
    to: facts.to,
    locale,
    subject: fill(copy.subject, v, locale),
    company: v.Company,
    greeting: fill(emails.helloName, v, locale),
    body: [
      { text: fill(copy.allowed, v, locale), list: facts.scopes.map((scope) => scopes[scope]) },
      plural(copy.concerns, facts.referenceCount, { reach }, locale),
    ],
    action: { label: copy.button, url: facts.withdrawLink, lead: copy.lead },
    after: [copy.after],
    footer: fill(copy.footer, v, locale),
    linkFallback: emails.buttonFallback,
  };
}

export function permissionGrantedEmail(facts: GrantConfirmationFacts): Promise<RenderedEmail> {
  return renderEmail(permissionGrantedMessage(facts));
}
