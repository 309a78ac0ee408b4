import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/**
 * A phone number in E.164, or null when it is not a valid number. Local
 * numbers (no `+`) are read in the tenant's default country.
 */
export function normalisePhone(raw: string, defaultCountry: string): string | null {
  const country = isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : 'US';
  const parsed = parsePhoneNumberFromString(raw, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number (E.164) as people read it: "+44 7911 123456" for
 * "+447911123456"; as stored when the library cannot read it. The intake
 * page formats the same way with the same library (/assets/phone.js).
 */
export function readablePhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
