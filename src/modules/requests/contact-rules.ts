import { AppError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { normalisePhone } from '../../core/phone.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { NewContactRow } from './requests.repo.ts';
import { CONTACT_INPUT_OF, type ContactInput, type LAUNCH_MODES } from './requests.schemas.ts';

type LaunchMode = (typeof LAUNCH_MODES)[number];

/**
 * Checks referees against the launch mode's contact schema (CONTACT_INPUT_OF:
 * manual_references needs an e-mail and a phone; candidate_intake leaves
 * every field optional, as the spec says: the candidate completes the
 * contact during intake) and normalises phones to E.164 in the tenant's
 * country. The create body's schema already holds its contacts to it; the
 * referees added later are held to it here, as the request's mode is known
 * only from the stored request. All problems are reported at once, each
 * naming its field (`contacts.1.phone`).
 */
export function checkContacts(
  launchMode: LaunchMode,
  input: ContactInput[],
  defaultCountry: string,
): ContactInput[] {
  const errors: FieldError[] = [];
  const contacts = input.map((contact, index) => {
    const path = `contacts.${index}`;
    const checked = CONTACT_INPUT_OF[launchMode].safeParse(contact);
    for (const issue of checked.error?.issues ?? []) {
      errors.push({ path: [path, ...issue.path].join('.'), message: issue.message });
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
