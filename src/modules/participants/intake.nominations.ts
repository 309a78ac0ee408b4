// Where the referees of a completed intake come from: the structured body or the conversation.
import { AppError, type FieldError } from '../../core/errors.ts';
import type { IntakeState, NominatedContact } from './interviewer/agent.types.ts';
import { normalisePhone } from './interviewer/extract.ts';
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
  return state.contacts;
}
