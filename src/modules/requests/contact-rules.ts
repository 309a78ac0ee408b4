import { AppError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { normalisePhone } from '../../core/phone.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { NewContactRow } from './requests.repo.ts';
import type { ContactInput, LAUNCH_MODES } from './requests.schemas.ts';

type LaunchMode = (typeof LAUNCH_MODES)[number];

/**
 * Checks referees against the launch mode (manual_references: e-mail and
 * phone; candidate_intake: every field optional, as the spec says: the
 * candidate completes the contact during intake) and normalises phones to
 * E.164 in the tenant's country. The same rules at creation and when contacts are
 * added later. All problems are reported at once, each naming its field
 * (`contacts.1.phone`).
 */
export function checkContacts(
  launchMode: LaunchMode,
  input: ContactInput[],
  defaultCountry: string,
): ContactInput[] {
  const errors: FieldError[] = [];
  const contacts = input.map((contact, index) => {
    const path = `contacts.${index}`;
    if (launchMode === 'manual_references') {
      if (!contact.email)
        errors.push({ path: `${path}.email`, message: 'is required for manual_references' });
      if (!contact.phone)
        errors.push({ path: `${path}.phone`, message: 'is required for manual_references' });
    }
    let phone = contact.phone;
    if (phone) {
      const normalised = normalisePhone(phone, defaultCountry);
      if (!normalised)
        errors.push({ path: `${path}.phone`, message: 'is not a valid phone number' });
      else phone = normalised;
    }
    return { ...contact, email: contact.email?.toLowerCase(), phone };
  });
  if (errors.length > 0) throw AppError.validation(errors);
  return contacts;
}

/** The rows of checked referees named by the recruiter (or an API key), all `pending`. */
export function recruiterContactRows(
  scope: TenantScope,
  referenceRequestId: string,
  contacts: ContactInput[],
  now: Date,
): NewContactRow[] {
  return contacts.map((contact) => ({
    id: newId('contact'),
    tenantId: scope.tenantId,
    environment: scope.environment,
    referenceRequestId,
    firstName: contact.firstName ?? null,
    lastName: contact.lastName ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    relationship: contact.relationship ?? null,
    source: 'recruiter',
    createdAt: now,
    updatedAt: now,
  }));
}
