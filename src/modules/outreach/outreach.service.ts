import type { AppContext } from '../../context.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import type { RenderedEmail } from '../../outbox/jobs/send-email.job.ts';
import type { QueuedJob } from '../../outbox/outbox.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { findNamedCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import {
  type IssuedLink,
  issueParticipantLink,
  type LinkPurpose,
} from '../participant-links/participant-links.service.ts';
import { type CarriedLink, enqueueDelivery } from './deliver.job.ts';
import { type DeliveryKind, insertDelivery } from './deliveries.repo.ts';
import {
  consentRequestEmail,
  type EmailContext,
  intakeInvitationEmail,
  refereeInvitationEmail,
  reminderEmail,
  smsText,
} from './outreach.templates.ts';

/**
 * E-mails to participants. Each one issues a fresh link (the plaintext token
 * exists only in the e-mail, whose body the outbox keeps sealed), queues the
 * e-mail on the outbox and adds the timeline entry, in the caller's
 * transaction. A test-environment e-mail reaches only the tenant's
 * recruiters (the outbox's sandbox rule). Which e-mail goes out when is
 * the workflow's decision (requests module); this module only writes them.
 */

type OutreachCtx = Pick<AppContext, 'clock' | 'config'>;

/** What an e-mail needs of a reference request (the requests module's row fits). */
export interface OutreachRequest {
  id: string;
  candidateId: string;
  roleTitle: string | null;
  /** The language its e-mails and text messages are written in (CONTRACT "Languages"). */
  locale: string;
}

/** What an e-mail needs of a referee contact. */
export interface OutreachContact {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** E.164; a text message goes with each e-mail when present. */
  phone: string | null;
  /** Who named the referee: the invitation says so (absent: the candidate). */
  source?: 'candidate' | 'recruiter';
}

export type CandidateEmailKind = 'invitation' | 'consent';

/** What every workflow e-mail says about the request: tenant name, candidate, role. */
async function emailFacts(tx: Tx, scope: Acting, request: OutreachRequest) {
  const tenant = await findTenantSettings(tx, scope.tenantId);
  const candidate = await findNamedCandidate(tx, scope, request.candidateId);
  const locale = isLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  return {
    tenantName: tenant.publicName,
    candidate,
    candidateName: candidate ? `${candidate.firstName} ${candidate.lastName}` : null,
    roleTitle: request.roleTitle,
    locale,
  };
}

/** What every participant e-mail and text message is filled from. */
function emailContext(
  to: string,
  firstName: string | null,
  facts: {
    tenantName: string;
    candidateName: string | null;
    roleTitle: string | null;
    locale: Locale;
  },
  link: { url: string; expiresAt: Date },
): EmailContext {
  const { tenantName, candidateName, roleTitle, locale } = facts;
  return {
    to,
    firstName,
    tenantName,
    candidateName,
    roleTitle,
    locale,
    link: link.url,
    expiresAt: link.expiresAt,
  };
}

async function issueLink(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  purpose: LinkPurpose,
  subjectId: string,
  referenceRequestId: string,
): Promise<IssuedLink> {
  return issueParticipantLink(tx, ctx.config, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    purpose,
    subjectId,
    referenceRequestId,
    now: ctx.clock.now(),
  });
}

/** Who a message goes to: the contact (referee) or the request (candidate) is its subject. */
interface Recipient {
  subjectId: string;
  email: string;
  phone: string | null;
}

/**
 * Records and queues a participant's message: a delivery by e-mail and, when
 * they have a phone, one by text message, each written before it goes out
 * (deliver.job.ts sends them). Answers the e-mail's job.
 */
async function queueDeliveries(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  recipient: Recipient,
  kind: DeliveryKind,
  content: { email: RenderedEmail; sms: string; link: CarriedLink },
): Promise<QueuedJob> {
  const now = ctx.clock.now();
  const record = (channel: 'email' | 'sms', to: string) =>
    insertDelivery(
      tx,
      scope,
      {
        referenceRequestId: request.id,
        subjectId: recipient.subjectId,
        channel,
        kind,
        recipient: to,
      },
      now,
    );
  const email = await record('email', recipient.email);
  const { link } = content;
  const job = await enqueueDelivery(tx, ctx, email, {
    channel: 'email',
    email: content.email,
    link,
  });
  if (recipient.phone) {
    const sms = await record('sms', recipient.phone);
    await enqueueDelivery(tx, ctx, sms, {
      channel: 'sms',
      to: recipient.phone,
      body: content.sms,
      link,
    });
  }
  return job;
}

const sentVia = (phone: string | null) => (phone ? 'e-mailed and texted' : 'e-mailed');

/**
 * The candidate's intake link by e-mail (and text message when they have a
 * phone): `invitation` at creation of a candidate_intake request, `consent`
 * after request_candidate_consent; `resend` when a recruiter asks for it
 * again. Null when the candidate is gone.
 */
export async function emailCandidate(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  kind: CandidateEmailKind,
  delivery: DeliveryKind = 'invitation',
): Promise<QueuedJob | null> {
  const facts = await emailFacts(tx, scope, request);
  if (!facts.candidate) return null;
  const { candidate } = facts;
  const link = await issueLink(tx, ctx, scope, 'intake', request.id, request.id);
  const email = emailContext(candidate.email, candidate.firstName, facts, link);
  const rendered =
    kind === 'invitation' ? await intakeInvitationEmail(email) : await consentRequestEmail(email);
  const smsKind = kind === 'invitation' ? 'intake' : 'consent';
  const sent = await queueDeliveries(
    tx,
    ctx,
    scope,
    request,
    { subjectId: request.id, email: candidate.email, phone: candidate.phone },
    delivery,
    {
      email: rendered,
      sms: smsText(email, smsKind, false),
      link: { purpose: 'intake', token: link.token },
    },
  );
  const what = kind === 'invitation' ? 'Intake invitation' : 'Consent request';
  await recordActivity(
    tx,
    scope,
    request.id,
    {
      kind:
        delivery === 'resend'
          ? 'outreach.resent'
          : kind === 'invitation'
            ? 'outreach.intake_invited'
            : 'outreach.consent_requested',
      summary: sentSummary(scope, what, candidate.email, candidate.phone, delivery),
      data: { to: candidate.email, jobId: sent.id, linkExpiresAt: link.expiresAt },
    },
    ctx.clock.now(),
  );
  return sent;
}

/**
 * The timeline's line for a send: in test mode nothing reaches the
 * participant (the outbox's sandbox rule), and the timeline says so rather
 * than "e-mailed".
 */
function sentSummary(
  scope: Acting,
  what: string,
  to: string,
  phone: string | null,
  delivery?: DeliveryKind,
): string {
  const again = delivery === 'resend' ? ' sent again,' : '';
  return scope.environment === 'test'
    ? `${what}${again ? ' (again)' : ''} for ${to}: recorded, not sent (test mode)`
    : `${what}${again} ${sentVia(phone)} to ${to}`;
}

/**
 * A referee's invitation with their link, by e-mail and by text message when
 * they have a phone (`resend`: a recruiter asked for a fresh one); null for
 * a contact without an e-mail.
 */
export async function emailRefereeInvitation(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  contact: OutreachContact,
  delivery: DeliveryKind = 'invitation',
): Promise<QueuedJob | null> {
  if (!contact.email) return null;
  const facts = await emailFacts(tx, scope, request);
  const link = await issueLink(tx, ctx, scope, 'referee', contact.id, request.id);
  const email = emailContext(contact.email, contact.firstName, facts, link);
  const sent = await queueDeliveries(
    tx,
    ctx,
    scope,
    request,
    { subjectId: contact.id, email: contact.email, phone: contact.phone },
    delivery,
    {
      email: await refereeInvitationEmail(email, contact.source),
      sms: smsText(email, 'referee', false),
      link: { purpose: 'referee', token: link.token },
    },
  );
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const who = name ? `${name} <${contact.email}>` : contact.email;
  await recordActivity(
    tx,
    scope,
    request.id,
    {
      kind: delivery === 'resend' ? 'outreach.resent' : 'outreach.referee_invited',
      summary: sentSummary(scope, 'Invitation', who, contact.phone, delivery),
      data: { contactId: contact.id, to: contact.email, linkExpiresAt: link.expiresAt },
    },
    ctx.clock.now(),
  );
  return sent;
}

/** Who a reminder goes to, and on which day after the invitation. */
export type ReminderTarget =
  | { kind: 'intake' | 'consent'; day: number }
  | { kind: 'referee'; day: number; contact: OutreachContact };

/** A reminder with a fresh link, to someone who has not finished; null without an address. */
export async function emailReminder(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  target: ReminderTarget,
): Promise<QueuedJob | null> {
  const facts = await emailFacts(tx, scope, request);
  const person =
    target.kind === 'referee'
      ? { ...target.contact, to: target.contact.email }
      : {
          to: facts.candidate?.email,
          firstName: facts.candidate?.firstName ?? null,
          phone: facts.candidate?.phone ?? null,
          id: request.id,
        };
  if (!person.to) return null;
  const purpose = target.kind === 'referee' ? 'referee' : 'intake';
  const link = await issueLink(tx, ctx, scope, purpose, person.id, request.id);
  const context = emailContext(person.to, person.firstName ?? null, facts, link);
  const sent = await queueDeliveries(
    tx,
    ctx,
    scope,
    request,
    { subjectId: person.id, email: person.to, phone: person.phone },
    'reminder',
    {
      email: await reminderEmail(context, target.kind),
      sms: smsText(context, target.kind, true),
      link: { purpose, token: link.token },
    },
  );
  await recordActivity(
    tx,
    scope,
    request.id,
    {
      kind: 'outreach.reminder_sent',
      summary: sentSummary(scope, `Day-${target.day} reminder`, person.to, person.phone),
      data: { kind: target.kind, subjectId: person.id, to: person.to, day: target.day },
    },
    ctx.clock.now(),
  );
  return sent;
}
