/**
 * The languages participants are served in (CONTRACT "Languages"). A
 * request carries one; its pages, e-mails and text messages follow it. The
 * recruiter's console, the API's messages and the report stay English.
 */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language when neither the request, its questionnaire nor the tenant names one. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own tongue, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A request's language when its create body names none: its questionnaire's
 * language (or that tag's language, `es` of `es-MX`) when participants can
 * be served in it (a questionnaire may be written in any language tag), else
 * the tenant's default.
 */
export function requestLocale(
  given: Locale | undefined,
  questionnaireLocale: string | null | undefined,
  tenantDefault: string | null | undefined,
): Locale {
  if (given) return given;
  const language = primaryLanguage(questionnaireLocale);
  if (isLocale(language)) return language;
  return isLocale(tenantDefault) ? tenantDefault : DEFAULT_LOCALE;
}

/** `es` of `es-MX`: a questionnaire written for Mexico is served in Spanish. */
function primaryLanguage(tag: string | null | undefined): string | undefined {
  return tag?.split('-')[0]?.toLowerCase();
}
