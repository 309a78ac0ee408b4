import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { checkContacts, recruiterContactRows } from './contact-rules.ts';
import { invitePendingReferees } from './invitations.ts';
import { invalidTransition } from './move-request.ts';
import { viewInTransaction } from './request-view.query.ts';
import {
  deletePendingContact,
  findContact,
  insertContacts,
  listContacts,
  lockRequest,
  type ReferenceRequestRow,
} from './requests.repo.ts';
import {
  type AddContactsInput,
  MAX_CONTACTS_PER_REQUEST,
  type ReferenceRequestView,
} from './requests.schemas.ts';
import { CONTACTS_EDITABLE_STATES, invitesOnAdd, type RequestState } from './workflow.ts';

/**
 * Referees are added and removed under the request's row lock, so neither
 * races a concurrent `queue_outreach` (which invites the pending ones) or
 * cancel. Both take any actor (session recruiter or API key).
 */

/** The request, locked, while outreach has not finished; else 409 (404 when unknown). */
async function lockEditableRequest(
  tx: Tx,
  acting: Acting,
  requestId: string,
  move: 'add_contacts' | 'remove_contact',
): Promise<ReferenceRequestRow> {
  const request = await lockRequest(tx, acting, requestId);
  if (!request) throw AppError.notFound('reference request');
  if (!CONTACTS_EDITABLE_STATES.includes(request.status as RequestState)) {
    throw invalidTransition(request, move);
  }
  return request;
}

/**
 * `POST …/contacts`: adds referees under the rules of the create body (the
 * request's launch mode; phones in the tenant's country), while outreach has
 * not finished (409 `invalid_transition` in `review_requested` or
 * `cancelled`). While outreach is under way (`outreach_queued`,
 * `collecting`) each new referee with an e-mail is invited in the same
 * transaction; before that they wait, `pending`, for `queue_outreach`.
 * Records `reference_contact.added` per referee.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function addReferenceContacts(
  ctx: AppContext,
  uow: UnitOfWork<ReferenceRequestView>,
  acting: Acting,
  requestId: string,
  input: AddContactsInput,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const request = await lockEditableRequest(tx, acting, requestId, 'add_contacts');
    const tenant = await findTenantSettings(tx, acting.tenantId);
    const checked = checkContacts(request.launchMode, input.contacts, tenant.defaultCountry);
    await checkRoomFor(tx, acting, request.id, checked.length);
    const now = ctx.clock.now();
    const added = await insertContacts(tx, recruiterContactRows(acting, request.id, checked, now));
    const invited = invitesOnAdd(request.status as RequestState)
      ? await invitePendingReferees(
          tx,
          ctx.clock,
          acting,
          request.id,
          added.map((contact) => contact.id),
        )
      : new Set<string>();
    for (const contact of added) {
      await recordEvent(
        tx,
        acting,
        {
          action: 'reference_contact.added',
          target: { type: 'reference_contact', id: contact.id },
          metadata: { referenceRequestId: request.id, invited: invited.has(contact.id) },
          timeline: {
            referenceRequestId: request.id,
            kind: 'contacts.added',
            summary: `Referee ${displayName(contact)} added`,
          },
        },
        now,
      );
    }
    return viewInTransaction(tx, ctx.clock, acting, request.id);
  });
}

/**
 * `DELETE …/contacts/:contactId`: removes a referee before they were
 * invited (409 `invalid_transition` once invited, or when outreach has
 * finished). A contact of another request is 404, as an unknown id.
 * Records `reference_contact.removed`.
 */
export async function removeReferenceContact(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  requestId: string,
  contactId: string,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const request = await lockEditableRequest(tx, acting, requestId, 'remove_contact');
    const contact = await findContact(tx, acting, contactId);
    if (!contact || contact.referenceRequestId !== request.id) {
      throw AppError.notFound('reference contact');
    }
    if (!(await deletePendingContact(tx, acting, contact.id))) {
      throw new AppError(
        'invalid_transition',
        `Referee ${contact.id} was already invited (status ${contact.status}) and cannot be removed.`,
        { allowedActions: [], currentState: contact.status },
      );
    }
    const now = ctx.clock.now();
    await recordEvent(
      tx,
      acting,
      {
        action: 'reference_contact.removed',
        target: { type: 'reference_contact', id: contact.id },
        metadata: { referenceRequestId: request.id },
        timeline: {
          referenceRequestId: request.id,
          kind: 'contacts.removed',
          summary: `Referee ${displayName(contact)} removed`,
        },
      },
      now,
    );
    return viewInTransaction(tx, ctx.clock, acting, request.id);
  });
}

async function checkRoomFor(tx: Tx, acting: Acting, requestId: string, adding: number) {
  const existing = (await listContacts(tx, acting, requestId)).length;
  if (existing + adding <= MAX_CONTACTS_PER_REQUEST) return;
  throw AppError.validation([
    {
      path: 'contacts',
      message: `a request holds at most ${MAX_CONTACTS_PER_REQUEST} referees (it has ${existing})`,
    },
  ]);
}

/** A referee as the timeline names them: never the e-mail (timelines are shown widely). */
function displayName(contact: { firstName: string | null; lastName: string | null }): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || '(unnamed)';
}
