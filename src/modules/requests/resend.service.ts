import type { AppContext } from '../../context.ts';
import { MINUTE_MS } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { lastResendAt, NOT_SENT, withdrawQueuedDeliveries } from '../outreach/deliveries.repo.ts';
import { emailCandidate, emailRefereeInvitation } from '../outreach/outreach.service.ts';
import { useUpParticipantLinks } from '../participant-links/participant-links.service.ts';
import { checkContacts } from './contact-rules.ts';
import { invitePendingReferees } from './invitations.ts';
import { cancelReminders, scheduleReminders } from './reminders.ts';
import { viewInTransaction } from './request-view.query.ts';
import {
  type ContactRow,
  findContact,
  lockRequest,
  type ReferenceRequestRow,
  updateContactDetails,
} from './requests.repo.ts';
import type { ReferenceRequestView, UpdateContactInput } from './requests.schemas.ts';
import { allowedActions, invitesOnAdd, type RequestState } from './workflow.ts';

/** A participant can be sent a fresh link on request once in this long (the first invitation does not count). */
export const RESEND_INTERVAL_MS = 10 * MINUTE_MS;

const FINISHED_CONTACT = new Set(['completed', 'declined']);
const REFEREE_OUTREACH_STATES: ReadonlySet<RequestState> = new Set([
  'outreach_queued',
  'collecting',
]);
/** The candidate's link the state waits on: the intake invitation or the consent request. */
const CANDIDATE_LINK: Partial<Record<RequestState, 'invitation' | 'consent'>> = {
  intake_pending: 'invitation',
  consent_requested: 'consent',
};

function refused(detail: string, state: string, allowed: string[] = []): AppError {
  return new AppError('invalid_transition', detail, {
    allowedActions: allowed,
    currentState: state,
  });
}

async function lockedRequestAndContact(
  tx: Tx,
  acting: Acting,
  requestId: string,
  contactId: string,
): Promise<{ request: ReferenceRequestRow; contact: ContactRow }> {
  const request = await lockRequest(tx, acting, requestId);
  if (!request) throw AppError.notFound('reference request');
  const contact = await findContact(tx, acting, contactId);
  if (!contact || contact.referenceRequestId !== request.id) {
    throw AppError.notFound('reference contact');
  }
  return { request, contact };
}

/** 409 `resend_too_soon` when the participant was sent a fresh link on request under 10 minutes ago. */
async function checkResendInterval(ctx: AppContext, tx: Tx, acting: Acting, subjectId: string) {
  const last = await lastResendAt(tx, acting, subjectId);
  if (!last) return;
  const nextAt = new Date(last.getTime() + RESEND_INTERVAL_MS);
  if (ctx.clock.now() < nextAt) {
    throw new AppError(
      'resend_too_soon',
      `A fresh link was sent at ${last.toISOString()}; the next can go at ${nextAt.toISOString()}.`,
      { retryAfter: Math.ceil((nextAt.getTime() - ctx.clock.now().getTime()) / 1000) },
    );
  }
}

/**
 * `PATCH …/contacts/:contactId`: corrects a referee's name, e-mail, phone or
 * relationship until they have finished (409 once completed or declined, or
 * once the request is cancelled or completed). A new e-mail or phone ends
 * the links already sent; once outreach is queued, the referee is invited
 * again at the new address (reminders start over). Records
 * `reference_contact.updated`.
 */
export async function updateReferenceContact(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  requestId: string,
  contactId: string,
  input: UpdateContactInput,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const { request, contact } = await lockedRequestAndContact(tx, acting, requestId, contactId);
    const state = request.status as RequestState;
    if (state === 'cancelled' || state === 'completed') {
      throw refused(
        `A referee of a ${state} request cannot be changed.`,
        state,
        allowedActions(state),
      );
    }
    if (FINISHED_CONTACT.has(contact.status)) {
      throw refused(
        `Referee ${contact.id} has ${contact.status}: their details are final.`,
        contact.status,
      );
    }
    const { defaultCountry } = await findTenantSettings(tx, acting.tenantId);
    const merged = { ...withoutNulls(pickDetails(contact)), ...input };
    const [checked] = withFieldPaths(() =>
      checkContacts(request.launchMode, [merged], defaultCountry),
    );
    const now = ctx.clock.now();
    const updated = await updateContactDetails(tx, acting, contact.id, pickDetails(checked!), now);
    const readdressed = updated.email !== contact.email || updated.phone !== contact.phone;
    const reinvited = readdressed && (await reinvite(ctx, tx, acting, request, contact, updated));
    await recordEvent(
      tx,
      acting,
      {
        action: 'reference_contact.updated',
        target: { type: 'reference_contact', id: contact.id },
        metadata: { referenceRequestId: request.id, fields: Object.keys(input), reinvited },
        timeline: {
          referenceRequestId: request.id,
          kind: 'contacts.updated',
          summary: `Referee ${[updated.firstName, updated.lastName].filter(Boolean).join(' ') || '(unnamed)'} corrected${reinvited ? ' and invited again' : ''}`,
        },
      },
      now,
    );
    return viewInTransaction(tx, ctx.clock, acting, request.id);
  });
}

/**
 * A contact with a new address: their old links end, what was queued for
 * them and not sent yet ends `failed` ("replaced by a corrected address"),
 * and during outreach they are invited at the new one (a pending contact is
 * invited as one added now would be; an invitation job still queued for
 * them sends nothing, see invitations.ts). Answers whether an invitation
 * was queued.
 */
async function reinvite(
  ctx: AppContext,
  tx: Tx,
  acting: Acting,
  request: ReferenceRequestRow,
  before: ContactRow,
  after: ContactRow,
): Promise<boolean> {
  const now = ctx.clock.now();
  await useUpParticipantLinks(tx, acting, 'referee', before.id, now);
  // What was queued for them carries an ended link (and maybe the old address): not sent.
  await withdrawQueuedDeliveries(tx, acting, [before.id], NOT_SENT.replaced, now);
  if (!invitesOnAdd(request.status as RequestState)) return false;
  if (after.status === 'pending') {
    return (await invitePendingReferees(tx, ctx.clock, acting, request.id, [after.id])).has(
      after.id,
    );
  }
  if (!(await emailRefereeInvitation(tx, ctx, acting, request, after))) return false;
  await cancelReminders(tx, ctx.clock, after.id);
  await scheduleReminders(tx, ctx.clock, acting, {
    kind: 'referee',
    referenceRequestId: request.id,
    subjectId: after.id,
  });
  return true;
}

/**
 * `POST …/contacts/:contactId/resend`: a fresh link and an invitation now,
 * by e-mail and text message, while outreach is under way and the referee
 * has not finished. 409 `resend_too_soon` within 10 minutes of the last
 * resend. Records `reference_contact.resent`.
 */
export async function resendToContact(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  requestId: string,
  contactId: string,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const { request, contact } = await lockedRequestAndContact(tx, acting, requestId, contactId);
    const state = request.status as RequestState;
    if (!REFEREE_OUTREACH_STATES.has(state)) {
      throw refused(
        `Invitations are resent during outreach (outreach_queued, collecting); the request is ${state}.`,
        state,
        allowedActions(state),
      );
    }
    if (contact.status !== 'invited' && contact.status !== 'opened') {
      throw refused(
        `Referee ${contact.id} is ${contact.status}: only an invited referee who has not finished can be sent a fresh link.`,
        contact.status,
      );
    }
    await checkResendInterval(ctx, tx, acting, contact.id);
    await emailRefereeInvitation(tx, ctx, acting, request, contact, 'resend');
    await recordEvent(
      tx,
      acting,
      {
        action: 'reference_contact.resent',
        target: { type: 'reference_contact', id: contact.id },
        metadata: { referenceRequestId: request.id },
      },
      ctx.clock.now(),
    );
    return viewInTransaction(tx, ctx.clock, acting, request.id);
  });
}

/**
 * `POST …/candidate/resend`: the candidate's intake (intake_pending) or
 * consent (consent_requested) link again, fresh; same 10-minute rule.
 * Records `reference_request.candidate_resent`.
 */
export async function resendToCandidate(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  requestId: string,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const request = await lockRequest(tx, acting, requestId);
    if (!request) throw AppError.notFound('reference request');
    const state = request.status as RequestState;
    const link = CANDIDATE_LINK[state];
    if (!link) {
      throw refused(
        `The candidate's link is resent in intake_pending or consent_requested; the request is ${state}.`,
        state,
        allowedActions(state),
      );
    }
    await checkResendInterval(ctx, tx, acting, request.id);
    if (!(await emailCandidate(tx, ctx, acting, request, link, 'resend'))) {
      throw AppError.notFound('candidate');
    }
    await recordEvent(
      tx,
      acting,
      {
        action: 'reference_request.candidate_resent',
        target: { type: 'reference_request', id: request.id },
        metadata: { link },
      },
      ctx.clock.now(),
    );
    return viewInTransaction(tx, ctx.clock, acting, request.id);
  });
}

function pickDetails(c: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  relationship?: string | null;
}) {
  return {
    firstName: c.firstName ?? null,
    lastName: c.lastName ?? null,
    email: c.email ?? null,
    phone: c.phone ?? null,
    relationship: c.relationship ?? null,
  };
}

/** checkContacts names fields `contacts.0.<field>`; the PATCH body's are `<field>`. */
function withFieldPaths<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    const errors = (error as AppError).extensions?.errors as { path: string }[] | undefined;
    for (const field of errors ?? []) field.path = field.path.replace(/^contacts\.0\./, '');
    throw error;
  }
}

function withoutNulls<T extends Record<string, string | null>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: string;
  };
}
