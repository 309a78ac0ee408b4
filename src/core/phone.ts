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
