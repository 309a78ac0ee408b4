// Where the referees of a completed intake come from: the structured body or the conversation.
import { AppError, type FieldError } from '../../core/errors.ts';
import { normalisePhone } from '../../core/phone.ts';
import { oneLine } from '../../core/text.ts';
import type { IntakeState, NominatedContact } from './interviewer/agent.types.ts';
import { intakeMissing } from './interviewer/intake-agent.ts';
import type { IntakeCompleteBody } from './participants.schemas.ts';

/** The 409 of an intake whose request has moved on (e.g. the recruiter acted meanwhile). */
export function closedIntake(status: string): AppError {
  return new AppError(
    'invalid_transition',
    `The reference request is ${status}: this intake can no longer change it.`,
    { currentState: status },
  );
}

export type Nomination = Omit<NominatedContact, 'firstName'> & { firstName: string | null };

/**
 * A referee the recruiter named without an e-mail (candidate_intake allows
 * any field to be missing): it cannot be invited until the candidate
 * completes it during intake.
 */
export interface NamedContact {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  relationship: string | null;
}

/** The request's referees the candidate is asked to complete: the recruiter's, pending, without an e-mail. */
export function namedContactsToComplete(
  contacts: Array<NamedContact & { email: string | null; source: string; status: string }>,
): NamedContact[] {
  return contacts
    .filter((c) => c.source === 'recruiter' && c.status === 'pending' && !c.email)
    .map(({ id, firstName, lastName, phone, relationship }) => ({
      id,
      firstName,
      lastName,
      phone,
      relationship,
    }));
}

/** The most referees an intake list holds (intakeStateSchema). */
const LIST_LIMIT = 10;

/**
 * Puts the recruiter's incomplete referees on the candidate's list, once each
 * (`offeredContactIds`), so the candidate completes them in the chat or on
 * the page; one the candidate removed is not offered again.
 */
export function offerNamedContacts(state: IntakeState, named: NamedContact[]): void {
  const offered = new Set(state.offeredContactIds ?? []);
  const fresh = named.filter((c) => !offered.has(c.id));
  if (fresh.length === 0) return;
  for (const contact of fresh) {
    if (state.contacts.length >= LIST_LIMIT) break;
    state.contacts.push({
      contactId: contact.id,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: null,
      phone: contact.phone,
      relationship: contact.relationship,
    });
    offered.add(contact.id);
  }
  state.offeredContactIds = [...offered];
}

const fullName = (c: { firstName: string | null; lastName: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ').trim().toLowerCase();

/**
 * Which of the recruiter's incomplete referees each nomination completes: its
 * `contactId` when it names one, else the one with the same full name (a
 * client or agent that did not carry the id); null for a new referee. Each
 * contact is completed at most once.
 */
export function matchNamedContacts(
  nominations: Nomination[],
  named: NamedContact[],
): Array<string | null> {
  const open = new Map(named.map((c) => [c.id, c]));
  const byId = nominations.map((n) => {
    if (n.contactId && open.has(n.contactId)) {
      open.delete(n.contactId);
      return n.contactId;
    }
    return null;
  });
  return nominations.map((n, i) => {
    if (byId[i]) return byId[i]!;
    const name = fullName(n);
    if (!name) return null;
    const match = [...open.values()].find((c) => fullName(c) === name);
    if (!match) return null;
    open.delete(match.id);
    return match.id;
  });
}

export function fromBody(
  body: NonNullable<IntakeCompleteBody>,
  defaultCountry: string,
  onFile: number,
): Nomination[] {
  const errors: FieldError[] = [];
  if (body.contacts.length === 0 && onFile === 0) {
    errors.push({ path: 'contacts', message: 'needs at least one referee' });
  }
  const nominations = body.contacts.map((c, i) => {
    const phone = c.phone ? normalisePhone(c.phone, defaultCountry) : null;
    if (c.phone && !phone)
      errors.push({ path: `contacts.${i}.phone`, message: 'is not a valid phone number' });
    return {
      firstName: c.firstName,
      lastName: c.lastName ?? null,
      email: c.email.toLowerCase(),
      phone,
      relationship: c.relationship || null,
      contactId: c.contactId ?? null,
    };
  });
  if (errors.length > 0) throw AppError.validation(errors);
  return nominations;
}

/**
 * Completing from the chat needs what the agent says is needed: consent and
 * referees each with a name, an e-mail and a relationship. Otherwise 409
 * `invalid_transition` with `missing` (the conversation is not there yet).
 * Referees the recruiter already has (consent links) count towards "one referee".
 */
export function fromConversation(state: IntakeState, onFile: number): Nomination[] {
  const missing = intakeMissing(state, onFile);
  if (missing.length > 0) {
    throw new AppError(
      'invalid_transition',
      'The intake is not finished: consent and at least one referee with a name, e-mail and relationship are needed.',
      { missing },
    );
  }
  // What an agent read from the chat is never trusted as one line (CONTRACT "Names are one line").
  const line = (text: string | null) => (text === null ? null : oneLine(text) || null);
  return state.contacts.map(({ unconfirmed: _confirmed, ...contact }) => ({
    ...contact,
    firstName: line(contact.firstName),
    lastName: line(contact.lastName),
    relationship: line(contact.relationship),
  }));
}
