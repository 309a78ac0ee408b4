/**
 * The languages participants are served in (CONTRACT "Languages"). A
 * request carries one; its pages, e-mails and text messages follow it. The
 * recruiter's console, the API's messages and the report stay English.
 */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language when neither the request, its questionnaire nor the tenant names one. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language as the (English) console names it, with its own name beside it. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish (español)',
  de: 'German (Deutsch)',
  fr: 'French (français)',
  pt: 'Portuguese (português)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored language as one of the five: a value written before languages (or unknown) reads as the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
