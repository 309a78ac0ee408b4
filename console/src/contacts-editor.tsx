import { AsYouType, type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useId } from 'react';
import { FieldError } from './field-errors.tsx';
import { useTenantQuery } from './hooks.ts';
import type { ContactInput, OnboardingStatus } from './types.ts';

export interface ContactDraft {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  relationship: string;
}

let draftCounter = 0;
export function emptyContact(): ContactDraft {
  draftCounter += 1;
  return {
    key: `c${draftCounter}`,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    relationship: '',
  };
}

/** The tenant's default phone country (Settings), for numbers typed without `+`. */
export function useDefaultCountry(): CountryCode {
  const onboarding = useTenantQuery<OnboardingStatus>('/onboarding-status', undefined, {
    staleTime: 60_000,
  });
  return (onboarding.data?.defaultCountry ?? 'US') as CountryCode;
}

/** As the server will store it: E.164 when the number parses, else as typed (the server explains). */
export function normalisedPhone(phone: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.number : phone.trim();
}

/** The body's contacts: blank fields left out, phones in E.164. */
export function contactInputs(drafts: ContactDraft[], country: CountryCode): ContactInput[] {
  return drafts
    .filter((draft) => Object.entries(draft).some(([key, value]) => key !== 'key' && value.trim()))
    .map((draft) => {
      const input: ContactInput = {};
      if (draft.firstName.trim()) input.firstName = draft.firstName.trim();
      if (draft.lastName.trim()) input.lastName = draft.lastName.trim();
      if (draft.email.trim()) input.email = draft.email.trim();
      if (draft.phone.trim()) input.phone = normalisedPhone(draft.phone, country);
      if (draft.relationship.trim()) input.relationship = draft.relationship.trim();
      return input;
    });
}

/** Referees as editable rows; phones are formatted as they are typed, in the tenant's country. */
export function ContactsEditor({
  contacts,
  onChange,
  country,
  requirePhoneAndEmail,
}: {
  contacts: ContactDraft[];
  onChange(contacts: ContactDraft[]): void;
  country: CountryCode;
  requirePhoneAndEmail: boolean;
}) {
  const update = (key: string, patch: Partial<ContactDraft>) =>
    onChange(contacts.map((contact) => (contact.key === key ? { ...contact, ...patch } : contact)));
  return (
    <div className="contacts-editor">
      {contacts.map((contact, index) => (
        <ContactRow
          key={contact.key}
          index={index}
          contact={contact}
          country={country}
          required={requirePhoneAndEmail}
          onChange={(patch) => update(contact.key, patch)}
          onRemove={() => onChange(contacts.filter((other) => other.key !== contact.key))}
        />
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...contacts, emptyContact()])}
      >
        Add a referee
      </button>
    </div>
  );
}

function ContactRow({
  index,
  contact,
  country,
  required,
  onChange,
  onRemove,
}: {
  index: number;
  contact: ContactDraft;
  country: CountryCode;
  required: boolean;
  onChange(patch: Partial<ContactDraft>): void;
  onRemove(): void;
}) {
  const id = useId();
  const parsed = contact.phone.trim()
    ? parsePhoneNumberFromString(contact.phone, country)
    : undefined;
  const phoneHint = !contact.phone.trim()
    ? `Numbers without + are read as ${country}.`
    : parsed?.isValid()
      ? `Saved as ${parsed.number}`
      : 'Not a valid number yet.';
  return (
    <fieldset className="contact-row">
      <legend>Referee {index + 1}</legend>
      <div className="form-grid">
        <label htmlFor={`${id}-first`}>
          First name
          <input
            id={`${id}-first`}
            value={contact.firstName}
            autoComplete="off"
            onChange={(e) => onChange({ firstName: e.target.value })}
          />
          <FieldError path={`contacts.${index}.firstName`} />
        </label>
        <label htmlFor={`${id}-last`}>
          Last name
          <input
            id={`${id}-last`}
            value={contact.lastName}
            autoComplete="off"
            onChange={(e) => onChange({ lastName: e.target.value })}
          />
          <FieldError path={`contacts.${index}.lastName`} />
        </label>
        <label htmlFor={`${id}-email`}>
          E-mail
          <input
            id={`${id}-email`}
            type="email"
            required={required}
            value={contact.email}
            autoComplete="off"
            onChange={(e) => onChange({ email: e.target.value })}
          />
          <FieldError path={`contacts.${index}.email`} />
        </label>
        <label htmlFor={`${id}-phone`}>
          Phone
          <input
            id={`${id}-phone`}
            type="tel"
            required={required}
            value={contact.phone}
            aria-describedby={`${id}-phone-hint`}
            autoComplete="off"
            onChange={(e) => {
              // Format while typing forward only: reformatting on delete would put back what was erased.
              const typed = e.target.value;
              const growing = typed.length > contact.phone.length;
              onChange({ phone: growing ? new AsYouType(country).input(typed) : typed });
            }}
          />
          <FieldError path={`contacts.${index}.phone`} />
          <span className="hint" id={`${id}-phone-hint`}>
            {phoneHint}
          </span>
        </label>
        <label htmlFor={`${id}-relationship`}>
          Relationship
          <input
            id={`${id}-relationship`}
            value={contact.relationship}
            placeholder="Former manager"
            onChange={(e) => onChange({ relationship: e.target.value })}
          />
          <FieldError path={`contacts.${index}.relationship`} />
        </label>
      </div>
      <button type="button" className="link danger" onClick={onRemove}>
        Remove referee {index + 1}
      </button>
    </fieldset>
  );
}
